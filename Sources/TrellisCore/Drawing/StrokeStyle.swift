import Foundation

/// How the ends of an open line are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square, ending exactly at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// Square, half a line width beyond the end point.
    case square
}

/// How two lines meet at a corner.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp point, cut flat past the miter limit.
    case miter
    /// Rounded.
    case round
    /// Cut flat.
    case bevel
}

/// How an outline is stroked: its width, ends, corners and dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, in points, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a miter corner may reach, as a multiple of half the line width, before it is cut flat.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternately; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Makes a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// This style made safe to draw: a NaN or negative width becomes 1 or 0,
    /// and a dash pattern that is all zeros (Cairo would refuse it) or holds a
    /// negative or NaN length draws a solid line, with one warning.
    package var sanitized: StrokeStyle {
        var style = self
        if !lineWidth.isFinite {
            Diagnostics.warnOnce("stroke-width-nan", "a stroke's line width is \(lineWidth); drawing it 1 point wide")
            style.lineWidth = 1
        }
        style.lineWidth = max(style.lineWidth, 0)
        if !miterLimit.isFinite || miterLimit < 1 { style.miterLimit = 10 }
        if !dashPhase.isFinite { style.dashPhase = 0 }
        if !dash.isEmpty {
            let usable = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
            if !usable {
                Diagnostics.warnOnce("stroke-dash-\(dash)", "the dash pattern \(dash) has no length to draw; drawing a solid line")
                style.dash = []
            }
        }
        return style
    }
}

/// How a path's inside is decided when it is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides the inside, rather than the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are smoothed; Trellis always smooths them.
    public var isAntialiased: Bool

    /// Makes a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
