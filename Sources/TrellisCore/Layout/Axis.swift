/// The horizontal or vertical direction in two dimensions.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes, as scroll views and `fixedSize` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Makes a set from raw bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }
        /// Left and right.
        public static let horizontal = Set(rawValue: 2)
        /// Up and down.
        public static let vertical = Set(rawValue: 1)
    }
}

/// Trellis's earlier name for `Axis.Set`.
public typealias ScrollAxes = Axis.Set
