import Foundation

/// A view that builds its content again at the dates of a schedule.
///
/// It has no appearance of its own: its content's displayables are its own.
/// The dates come from its graph's clock, so in a window they follow real time
/// and in a test host the fixed frame clock. A timeline that is not shown, or
/// whose schedule has no more dates, costs nothing; `.animation` keeps frames
/// coming for as long as it is shown.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is built from: the schedule's date that caused the update.
    public struct Context {
        /// How often a timeline updates; slower cadences compare greater.
        public enum Cadence: Comparable, Sendable {
            /// Continuously.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The schedule's date that triggered this update; the first may be in the past.
        public let date: Date
        /// The rate the timeline updates at; always `.live` in Trellis.
        public let cadence: Cadence

        /// Asks for the content to be built again; the next entry already does so in Trellis.
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context every timeline view's content receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, NodeStateKeeping, PrimitiveView where Content: View {
    /// Its node keeps a `TimelineProgress`.
    package typealias NodeState = TimelineProgress

    /// A timeline that builds `content` at the dates of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// A timeline has its content's displayables.
    public static var _displayableCount: Int? { Content._displayableCount }

    package func makeNode(_ node: ViewNode) {
        let timeline = TimelineProgress()
        keep(timeline, in: node)
        node.teardownActions.append { [weak node] in
            guard let node else { return }
            timeline.stop(on: node.graph.clock)
            node.graph.frameFollowers.forget(timeline)
        }
        timeline.restart(schedule, node: node)
        node.addChild(node.trackingReads { content(timeline.context) })
    }

    package func updateNode(_ node: ViewNode) {
        guard let timeline = state(of: node) else { return }
        if let old = node.view as? Self, !ValueEquality.areEqual(old.schedule, schedule) {
            timeline.restart(schedule, node: node)
        } else {
            timeline.advance(node: node)
        }
        node.children[0].update(to: node.trackingReads { content(timeline.context) })
    }
}

/// Where a timeline is in its schedule, and the alarm for its next date.
@MainActor
package final class TimelineProgress {
    private var entries: AnyIterator<Date>?
    private var upcoming: Date?
    private var current = Date()
    /// Animation schedules show the clock's date of each frame rather than entries.
    private var followsFrames = false
    /// The least time between an animation schedule's frames; nil for every frame.
    private var frameInterval: Double?
    private var alarm: Int?

    var context: TimelineViewDefaultContext { TimelineViewDefaultContext(date: current, cadence: .live) }

    /// Starts over with `schedule` from the clock's date now.
    func restart<Schedule: TimelineSchedule>(_ schedule: Schedule, node: ViewNode) {
        let clock = node.graph.clock
        stop(on: clock)
        node.graph.frameFollowers.forget(self)
        let now = clock.date
        current = now
        if let animation = schedule as? AnimationTimelineSchedule {
            followsFrames = true
            entries = nil
            upcoming = nil
            guard !animation.paused else { return }
            frameInterval = animation.minimumInterval
            followFrames(of: node)
            // Its frames stop while nothing it draws can show (`FrameFollowers`).
            node.graph.frameFollowers.follow(node, by: self)
            return
        }
        followsFrames = false
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        entries = AnyIterator { iterator.next() }
        upcoming = entries?.next()
        advance(node: node)
    }

    /// Moves to the latest date that has come, and sets the alarm for the next.
    func advance(node: ViewNode) {
        let clock = node.graph.clock
        let now = clock.date
        if followsFrames {
            if alarm != nil { current = now }
            return
        }
        let before = upcoming
        // Dates carry about a ten-millionth of a second; the alarm for an entry may read a hair before it.
        while let next = upcoming, next.timeIntervalSince(now) <= 1e-6 {
            current = next
            upcoming = entries?.next()
        }
        guard upcoming != before || alarm == nil else { return }
        if let alarm { clock.cancel(alarm) }
        alarm = upcoming.map { clock.once(at: clock.time(of: $0), wakeUp(node, once: true)) }
    }

    /// Runs the node again every frame, or every `frameInterval`.
    private func followFrames(of node: ViewNode) {
        let clock = node.graph.clock
        let wake = wakeUp(node, once: false)
        alarm = frameInterval.map { clock.repeating(every: $0, wake) } ?? clock.everyFrame(wake)
    }

    func stop(on clock: GraphClock) {
        if let alarm { clock.cancel(alarm) }
        alarm = nil
    }

    /// Runs the timeline's node again; a one-off alarm is spent once it has rung.
    private func wakeUp(_ node: ViewNode, once: Bool) -> @MainActor (Date) -> Void {
        { [weak self, weak node] _ in
            if once { self?.alarm = nil }
            guard let node, !node.isDetached else { return }
            node.graph.invalidate(node)
        }
    }
}

extension TimelineProgress: FrameFollower {
    /// Out of sight its frames stop; back in sight it shows the clock's date at once and follows frames again.
    package func showingChanged(_ shown: Bool, node: ViewNode) {
        guard followsFrames else { return }
        if !shown {
            stop(on: node.graph.clock)
        } else if alarm == nil {
            followFrames(of: node)
            current = node.graph.clock.date
            node.graph.invalidate(node)
        }
    }
}
