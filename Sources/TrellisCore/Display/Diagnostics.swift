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
        // Messages quote what the program was given (paths, names, file text); a
        // megabyte of it must not become a megabyte line, so long ones are cut.
        let text = excerpt(message(), limit: messageLimit)
        log.withLock { $0.warnings.append(text) }
        FileHandle.standardError.write(Data("trellis: warning: \(text)\n".utf8))
    }

    /// The most characters a warning prints; the rest is summarised.
    public static let messageLimit = 2_000

    /// `text` cut to at most about `limit` characters, for quoting an untrusted
    /// string in a message: the start and the end, with how much was left out.
    public static func excerpt(_ text: String, limit: Int = 200) -> String {
        guard text.count > limit else { return text }
        let kept = max(limit / 2, 1)
        return "\(text.prefix(kept))…[\(text.count - 2 * kept) characters left out]…\(text.suffix(kept))"
    }
}
