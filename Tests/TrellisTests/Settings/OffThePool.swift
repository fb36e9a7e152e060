import Foundation

/// Runs `work`, which blocks (waiting for a child process), on a thread of its
/// own and awaits it. Swift Testing runs tests on a pool of one thread per
/// core; a test blocking one of them for seconds slowed every other test, and
/// 1-minute time limits elsewhere ran out in a full parallel run.
/// Only the blocking part goes there: `#expect` belongs on the test's own task.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { done in
        Thread { done.resume(with: Swift.Result { try work() }) }.start()
    }
}
