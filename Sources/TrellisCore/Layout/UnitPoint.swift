/// A point within a view as fractions of its size: (0, 0) is the top-left corner.
public struct UnitPoint: Hashable, Sendable {
    /// 0 at the left edge, 1 at the right.
    public var x: Double
    /// 0 at the top edge, 1 at the bottom.
    public var y: Double

    /// Makes a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The window position of this point within `rect`.
    func location(in rect: Rect) -> Point {
        Point(x: rect.x + rect.width * x, y: rect.y + rect.height * y)
    }
}
