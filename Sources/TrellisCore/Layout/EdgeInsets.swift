import Foundation

/// Distances inward from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var leading: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var trailing: CGFloat

    /// Makes insets from the four distances.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every edge.
    public init(all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// Leading plus trailing.
    public var horizontal: CGFloat { leading + trailing }
    /// Top plus bottom.
    public var vertical: CGFloat { top + bottom }
}

/// One edge of a rectangle.
public enum Edge: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The left edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The right edge.
    case trailing

    /// A set of edges, for modifiers such as `.padding(.horizontal, 8)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Makes a set from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The left edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The right edge.
        public static let trailing = Set(rawValue: 8)
        /// Left and right.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.horizontal, .vertical]
    }
}
