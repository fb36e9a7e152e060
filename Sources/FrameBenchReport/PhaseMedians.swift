import Foundation

/// The median of each phase across an op's runs, in milliseconds.
public struct PhaseMedians: Codable, Sendable {
    /// Making a new pipeline, for first-frame ops.
    public var build: Double
    /// Running dirty bodies.
    public var update: Double
    /// Measuring and placing.
    public var layout: Double
    /// Bringing the display list up to date, and animating it.
    public var display: Double
    /// Rasterising and composing.
    public var render: Double
    /// Handing the frame to the screen.
    public var present: Double
    /// What the phases do not cover: the state change itself, and the frame loop around the phases.
    public var other: Double

    /// Makes medians, in milliseconds.
    public init(build: Double, update: Double, layout: Double, display: Double, render: Double, present: Double, other: Double) {
        self.build = build
        self.update = update
        self.layout = layout
        self.display = display
        self.render = render
        self.present = present
        self.other = other
    }
}
