/// The phases of a frame, in the order `FrameDriver.runFrame` runs them.
///
/// Each kind of work belongs to one phase: bodies run in `bodies`, nodes are
/// measured and placed in `layout`, and so on. Marks made in one phase only
/// record what the phase that owns the work must do, and debug builds stop
/// work done in the wrong phase (`PipelineOwner.checkLayoutAllowed()`,
/// `InvalidationInbox`'s write check). Between frames the phase is `idle`.
package enum FramePhase: Int, Sendable, CaseIterable {
    /// No frame is under way: events delivered between frames, tests driving the graph by hand.
    case idle
    /// Input that arrived since the last frame is delivered, and the clock's ticks.
    case input
    /// Invalidated views run their bodies, shallowest first, and their edits reach the layout tree.
    case bodies
    /// Marked nodes are measured and placed.
    case layout
    /// The display list is brought up to date with the layout.
    case display
    /// The animator turns the display list into what shows at this tick of the clock.
    case animation
    /// Changed graphics are rasterised and damaged regions composed.
    case render
    /// The frame is handed to the screen.
    case present
}

extension FrameTimings {
    /// The seconds spent in `phase`; `idle` has none.
    package subscript(phase: FramePhase) -> Double {
        get {
            switch phase {
            case .idle: 0
            case .input: events
            case .bodies: update
            case .layout: layout
            case .display: display
            case .animation: animation
            case .render: render
            case .present: present
            }
        }
        set {
            switch phase {
            case .idle: break
            case .input: events = newValue
            case .bodies: update = newValue
            case .layout: layout = newValue
            case .display: display = newValue
            case .animation: animation = newValue
            case .render: render = newValue
            case .present: present = newValue
            }
        }
    }
}
