/// The leading or trailing edge, for modifiers that only work beside a view
/// (`.safeAreaInset(edge: .leading)`).
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
    /// The left edge.
    case leading
    /// The right edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Makes a set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.leading, .trailing]
    }
}
