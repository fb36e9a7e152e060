extension Text {
    /// How an underline or strikethrough is drawn: its dash pattern and colour.
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of a line.
        public enum Pattern: Hashable, Sendable {
            /// One unbroken line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// A dash, then a dot.
            case dashDot
            /// A dash, then two dots.
            case dashDotDot
        }

        /// The dash pattern.
        public var pattern: Pattern
        /// The line's colour; `nil` draws it in the text's colour.
        public var color: Color?

        /// A line in `pattern`, in `color` or the text's colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Which way letters are turned before a text is drawn.
    public enum Case: Hashable, Sendable {
        /// Every letter a capital.
        case uppercase
        /// Every letter small.
        case lowercase
    }

    /// Where a text that does not fit is cut and "…" put in.
    public enum TruncationMode: Hashable, Sendable {
        /// The start goes: "…end of the text".
        case head
        /// The end goes: "Start of the…".
        case tail
        /// The middle goes: "Start…text".
        case middle
    }
}

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
