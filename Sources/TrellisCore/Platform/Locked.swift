import Foundation

/// A value behind a lock, for the Apple-framework modules whose singletons
/// are used from any thread, as Apple's are. Unlike `Mutex`, it hands out
/// values that are not `Sendable` (a weak delegate) without `sending` rules.
package final class Locked<Value>: @unchecked Sendable {
    // Guarded by `lock`.
    private var value: Value
    private let lock = NSLock()

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
