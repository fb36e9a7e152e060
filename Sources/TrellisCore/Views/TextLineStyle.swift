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
}
