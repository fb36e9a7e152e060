import Foundation
import OpenCombine
import OpenCombineDispatch

/// `RunLoop` as a Combine scheduler: `.receive(on: RunLoop.main)`,
/// `.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`.
///
/// Times are the dispatch queue's (its strides read the same: `.seconds(1)`,
/// `.milliseconds(300)`). The main run loop's work goes to the main queue,
/// which the main run loop drains, as does the main actor; another run loop
/// gets its work when it runs.
extension RunLoop: @retroactive Scheduler {
    /// Moments on the dispatch clock.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

    /// Now, on the dispatch clock.
    public var now: SchedulerTimeType { DispatchQueue.main.now }

    /// Run loops may run work as late as they like; no tolerance is promised.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` soon.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.schedule(options: nil, action)
        } else {
            let action = Unchecked(action)
            perform { action.value() }
        }
    }

    /// Runs `action` once `date` has come.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: nil, action)
        } else {
            let action = Unchecked(action)
            add(Timer(fire: fireDate(of: date), interval: 0, repeats: false) { _ in action.value() }, forMode: .default)
        }
    }

    /// Runs `action` from `date` on, every `interval`, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        if self === RunLoop.main {
            return DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
        }
        let action = Unchecked(action)
        let seconds = Double(interval.magnitude) / 1e9
        let timer = Timer(fire: fireDate(of: date), interval: seconds, repeats: true) { _ in action.value() }
        add(timer, forMode: .default)
        let running = Unchecked(timer)
        return AnyCancellable { running.value.invalidate() }
    }

    private func fireDate(of time: SchedulerTimeType) -> Date {
        // A stride's magnitude is signed nanoseconds.
        Date().addingTimeInterval(Double(now.distance(to: time).magnitude) / 1e9)
    }
}
