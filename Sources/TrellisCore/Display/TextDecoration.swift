/// A line drawn along a text, as the renderer sees it: its colour decided.
public struct TextDecoration: Hashable, Sendable {
    /// The line's colour.
    public var color: RGBA
    /// The dash pattern.
    public var pattern: Text.LineStyle.Pattern

    /// A line in `color`, dashed as `pattern`.
    public init(color: RGBA, pattern: Text.LineStyle.Pattern = .solid) {
        self.color = color
        self.pattern = pattern
    }

    /// Dash and gap lengths in multiples of the line's thickness; empty for a solid line.
    public var dashes: [Double] {
        switch pattern {
        case .solid: []
        case .dot: [1, 2]
        case .dash: [4, 2]
        case .dashDot: [4, 2, 1, 2]
        case .dashDotDot: [4, 2, 1, 2, 1, 2]
        }
    }
}
