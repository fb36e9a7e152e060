import Foundation

/// When a timeline may drop to a lower update rate.
public enum TimelineScheduleMode: Sendable {
    /// Updates as the schedule asks.
    case normal
    /// The system may update less often (an always-on display); Trellis never asks for this.
    case lowFrequency
}

/// A sequence of dates at which a `TimelineView` updates its content.
public protocol TimelineSchedule {
    /// How often updates are wanted.
    typealias Mode = TimelineScheduleMode
    /// The dates of the schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The schedule's dates, from the latest at or before `startDate` on.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// A schedule of dates `interval` seconds apart, from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// Dates `interval` apart, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            defer { date = date.addingTimeInterval(interval) }
            return date
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Updates at `startDate` and every `interval` seconds after it.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        // A zero or negative step would never move on; a thousandth of a second is already every frame.
        self.interval = interval > 0 ? interval : 0.001
    }

    /// Dates from the latest entry at or before `startDate` (or the first entry, if later).
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(date: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// A schedule at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Dates a minute apart.
    public typealias Entries = PeriodicTimelineSchedule.Entries

    /// Updates when the minute changes.
    public init() {}

    /// Minutes from the start of the one containing `startDate`.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        // Time zones differ from UTC by whole minutes, so UTC minutes are everyone's minutes.
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return Entries(date: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// A schedule of dates given in advance.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Updates at each of `dates`, which should be in increasing order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates as given.
    public func entries(from startDate: Date, mode: Mode) -> Entries { dates }
}

/// A schedule for content that changes on every frame, such as an animation drawn by hand.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Dates `minimumInterval` apart (a 60th of a second by default).
    public typealias Entries = PeriodicTimelineSchedule.Entries

    /// The least time between updates, or nil for every frame.
    public let minimumInterval: Double?
    /// Whether updates stop, leaving the content as it is.
    public let paused: Bool

    /// Updates every frame, or at most every `minimumInterval` seconds; not at all when `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Dates from `startDate` at the minimum interval.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        Entries(date: startDate, interval: max(minimumInterval ?? 1.0 / 60, 0.001))
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates at `startDate` and every `interval` seconds after it.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule that updates at each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
        where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates on every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates every frame, or at most every `minimumInterval` seconds; not at all when `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
