import Foundation
import Synchronization

/// Reports problems the program recovers from, once each, on standard error.
///
/// Bad input (a missing font, a NaN size) must never crash, but it must not be
/// silent either; and a problem hit every frame must not flood the log. Any
/// thread may report: a colour resolved off the main actor warns the same way.
public enum Diagnostics {
    private static let log = Mutex<(reported: Set<String>, warnings: [String])>(([], []))

    /// Every warning reported so far, for tests.
    public static var warnings: [String] { log.withLock { $0.warnings } }

    /// Prints `message` as a warning the first time `key` is seen.
    public static func warnOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard log.withLock({ $0.reported.insert(key).inserted }) else { return }
        let text = message()
        log.withLock { $0.warnings.append(text) }
        FileHandle.standardError.write(Data("trellis: warning: \(text)\n".utf8))
    }
}
