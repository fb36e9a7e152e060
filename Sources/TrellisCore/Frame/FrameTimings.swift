import Foundation

/// How long each phase of one frame took, in seconds.
public struct FrameTimings: Sendable, Equatable {
    /// Handling input events.
    public var events = 0.0
    /// Running dirty bodies and applying their edits.
    public var update = 0.0
    /// Measuring and placing what changed.
    public var layout = 0.0
    /// Bringing the display list up to date with what was laid out.
    public var display = 0.0
    /// Turning the laid-out display list into what shows at this tick of the clock.
    public var animation = 0.0
    /// Rasterising changed graphics and composing damaged regions.
    public var render = 0.0
    /// Handing the frame to the screen.
    public var present = 0.0

    /// Makes zero timings.
    public init() {}

    /// All phases together.
    public var total: Double { events + update + layout + display + animation + render + present }
}

/// Times a piece of work with the monotonic clock.
package enum Stopwatch {
    /// Runs `work` and adds the seconds it took to `seconds`.
    package static func time<Result>(_ seconds: inout Double, _ work: () throws -> Result) rethrows -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        return try work()
    }
}
