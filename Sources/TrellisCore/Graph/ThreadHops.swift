import Foundation

/// Carries a value the compiler cannot prove thread-safe across a boundary
/// where Trellis knows it is used safely (a subject fed only on one thread).
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Whether code runs on the main actor, which on Linux is the main dispatch
/// queue. That queue is not always drained by the main thread (the test runner
/// drains it from another), so the thread does not tell; the queue's own mark
/// does, and the main thread carries it outside queued work too.
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
