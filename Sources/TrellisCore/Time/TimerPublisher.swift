import Foundation
import OpenCombine

extension RunLoop {
    /// Options for scheduling on a run loop; Trellis's timers take none.
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// A publisher that emits the current date every `interval` seconds once connected;
    /// `.autoconnect()` connects it when the first subscriber arrives.
    ///
    /// Inside a Trellis view graph it ticks on the graph's clock: real time in a
    /// window, the fixed frame clock in a test host (so three and a half seconds
    /// of frames give exactly three ticks of a one-second timer). Elsewhere it is
    /// a run-loop timer on `runLoop` in `mode`. `tolerance` and `options` are
    /// accepted and ignored, as Combine ignores the tolerance.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of dates at a fixed interval, as `Timer.publish` makes.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// Timers emit dates.
        public typealias Output = Date
        /// Timers never fail.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// Accepted for source compatibility; ticks come on the clock's frames.
        public let tolerance: TimeInterval?
        /// The run loop ticks come on when no view graph is running.
        public let runLoop: RunLoop
        /// The run loop mode ticks come in when no view graph is running.
        public let mode: RunLoop.Mode
        /// Accepted for source compatibility.
        public let options: RunLoop.SchedulerOptions?
        // Subscribers and demand are the subject's business; the timer only feeds it.
        private let subject = PassthroughSubject<Date, Never>()

        /// A timer publisher; it does nothing until connected.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Adds a subscriber; it receives the ticks of every connection.
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Input == Date, Downstream.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts ticking; cancel the result to stop.
        public func connect() -> Cancellable {
            let subject = Unchecked(subject)
            if let clock = GraphClock.forConnectingTimer {
                let alarm = clock.repeating(every: interval) { date in subject.value.send(date) }
                return AnyCancellable { [weak clock] in clock?.cancel(alarm) }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.value.send(Date()) }
            runLoop.add(timer, forMode: mode)
            let running = Unchecked(timer)
            return AnyCancellable { running.value.invalidate() }
        }
    }
}

