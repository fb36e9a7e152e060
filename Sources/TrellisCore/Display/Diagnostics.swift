import Foundation

/// Reports problems the program recovers from, once each, on standard error.
///
/// Bad input (a missing font, a NaN size) must never crash, but it must not be
/// silent either; and a problem hit every frame must not flood the log.
@MainActor
public enum Diagnostics {
    private static var reported: Set<String> = []
    /// Every warning reported so far, for tests.
    public private(set) static var warnings: [String] = []

    /// Prints `message` as a warning the first time `key` is seen.
    public static func warnOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard reported.insert(key).inserted else { return }
        let text = message()
        warnings.append(text)
        FileHandle.standardError.write(Data("trellis: warning: \(text)\n".utf8))
    }
}
