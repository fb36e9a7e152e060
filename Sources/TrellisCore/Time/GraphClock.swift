import Foundation
import Synchronization

/// The clock that the timers and timelines of one view graph follow.
///
/// A test host leaves it on the fixed frame clock, so stepping the same frames
/// gives the same ticks every run; a window makes it follow real time. Alarms
/// fire on the main actor at the start of the graph's next update, so what they
/// write is batched with every other write of that frame.
///
/// How a timer finds its clock: while a graph updates (which is where
/// `.onReceive` subscribes, `onAppear` runs and tasks start) its clock is
/// `GraphClock.current`, a task-local value that tasks started there inherit.
/// Outside any update (a button's action) the clock of the graph that updated
/// last is used; that is the only graph in an app with one window, and the host
/// a test is stepping. With no graph at all, timers fall back to Foundation's
/// run loop, as Combine's do. Two hosts in one process each keep their own
/// clock, so stepping one never ticks the other's timers.
package final class GraphClock: @unchecked Sendable {
    /// Fires `action` at `anchor + n × interval` for n = 0, 1, … (`interval` nil:
    /// once; 0: on every frame, that is every reading a millisecond or more
    /// after `anchor`, so two updates in one frame do not both fire it).
    private struct Alarm {
        let anchor: Double
        let interval: Double?
        var count = 0
        let action: @MainActor (Date) -> Void

        var due: Double {
            guard let interval else { return anchor }
            return interval > 0 ? anchor + Double(count) * interval : anchor + 0.001
        }
    }

    /// Readings this close to an alarm's time count as reaching it, so a tick
    /// due at exactly a frame's time fires on that frame despite rounding.
    private static let slack = 1e-9
    // Alarms may be set and cancelled from any thread; they fire on the main actor.
    private let lock = NSLock()
    private var alarms: [Int: Alarm] = [:]
    private var nextID = 0
    private var frameTime = 0.0
    /// The uptime, in nanoseconds, at which the clock read 0, once it follows real time.
    private var realTimeZero: UInt64?
    /// The date at which the clock read 0.
    private let origin = Date()

    package init() {}

    /// Makes the clock follow real time from now on. Its date becomes the
    /// wall-clock date (a window opens some time after its graph was built), and
    /// from then on it runs on the monotonic clock, never backwards.
    package func followRealTime() {
        lock.withLock {
            guard realTimeZero == nil else { return }
            let elapsed = max(Date().timeIntervalSince(origin), frameTime, 0)
            realTimeZero = DispatchTime.now().uptimeNanoseconds &- UInt64(elapsed * 1e9)
        }
    }

    /// Whether the clock follows real time rather than the frame clock.
    package var followsRealTime: Bool { lock.withLock { realTimeZero != nil } }

    /// Seconds since the clock started.
    package var now: Double { lock.withLock { reading } }

    /// The date the clock shows now.
    package var date: Date { date(at: now) }

    /// The date at `time` on this clock.
    package func date(at time: Double) -> Date { origin.addingTimeInterval(time) }

    /// The time on this clock of `date`.
    package func time(of date: Date) -> Double { date.timeIntervalSince(origin) }

    private var reading: Double {
        guard let zero = realTimeZero else { return frameTime }
        return Double(DispatchTime.now().uptimeNanoseconds &- zero) / 1e9
    }

    /// Calls `action` every `interval` seconds from now, first at now + `interval`.
    package func repeating(every interval: Double, _ action: @escaping @MainActor (Date) -> Void) -> Int {
        lock.withLock {
            let start = reading
            return add(Alarm(anchor: start, interval: max(interval, 0), count: interval > 0 ? 1 : 0, action: action))
        }
    }

    /// Calls `action` once, when the clock reaches `time`.
    package func once(at time: Double, _ action: @escaping @MainActor (Date) -> Void) -> Int {
        lock.withLock { add(Alarm(anchor: time, interval: nil, action: action)) }
    }

    /// Calls `action` on every update after this one, as long as the alarm lives.
    package func everyFrame(_ action: @escaping @MainActor (Date) -> Void) -> Int {
        lock.withLock { add(Alarm(anchor: reading, interval: 0, action: action)) }
    }

    private func add(_ alarm: Alarm) -> Int {
        nextID += 1
        alarms[nextID] = alarm
        return nextID
    }

    /// Stops an alarm; stopping one that already ended does nothing.
    package func cancel(_ id: Int) {
        _ = lock.withLock { alarms.removeValue(forKey: id) }
    }

    /// Whether any alarm is set.
    package var hasAlarms: Bool { lock.withLock { !alarms.isEmpty } }

    /// Whether an alarm falls due within `seconds` from now (the next frame's work).
    package func hasAlarm(dueWithin seconds: Double) -> Bool {
        lock.withLock {
            let limit = reading + seconds + Self.slack
            return alarms.values.contains { $0.due <= limit }
        }
    }

    /// Seconds until the next alarm, or nil when none is set.
    package var secondsUntilNextAlarm: Double? {
        lock.withLock {
            let now = reading
            return alarms.values.map { max($0.due - now, 0) }.min()
        }
    }

    /// Fires the alarms that are due, in the order they fell due. The graph calls
    /// this at the start of each update with the frame clock's time, which the
    /// clock keeps unless it follows real time.
    ///
    /// An alarm that fell due several times since it last fired fires once, as a
    /// run-loop timer skips the ticks it missed.
    @MainActor package func fireDueAlarms(frameTime newFrameTime: Double) {
        let due: [(Double, Int, @MainActor (Date) -> Void)] = lock.withLock {
            frameTime = newFrameTime
            let now = reading
            var fired: [(Double, Int, @MainActor (Date) -> Void)] = []
            for (id, alarm) in alarms where alarm.due <= now + Self.slack {
                fired.append((alarm.due, id, alarm.action))
                if let interval = alarm.interval {
                    var next = alarm
                    if interval > 0 {
                        next.count = Int(((now + Self.slack - alarm.anchor) / interval).rounded(.down)) + 1
                        alarms[id] = next
                    } else {
                        alarms[id] = Alarm(anchor: now, interval: 0, action: alarm.action)
                    }
                } else {
                    alarms[id] = nil
                }
            }
            return fired
        }
        guard !due.isEmpty else { return }
        let date = date(at: now)
        for (_, _, action) in due.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            action(date)
        }
    }

    // MARK: Finding the clock

    /// The clock of the graph that is updating, in its update and the tasks it starts.
    @TaskLocal package static var current: GraphClock?

    private struct WeakClock: Sendable {
        weak var clock: GraphClock?
    }

    private static let lastActive = Mutex(WeakClock())

    /// Marks this clock as the one timers connected outside any update follow.
    package func noteActive() {
        Self.lastActive.withLock { $0.clock = self }
    }

    /// The clock a timer connecting now follows, if any graph is running.
    package static var forConnectingTimer: GraphClock? {
        current ?? lastActive.withLock { $0.clock }
    }
}
