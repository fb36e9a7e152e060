/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Makes a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// A readable form for test failures.
    public var description: String { "\(width)×\(height)" }
}

/// A position, in points from the top-left corner of the window.
public struct Point: Hashable, Sendable {
    /// Distance from the left edge.
    public var x: Double
    /// Distance from the top edge.
    public var y: Double

    /// Makes a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle on screen, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Makes a rectangle from its origin and extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Makes a rectangle from a corner and a size.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }
    /// The extent.
    public var size: Size { Size(width: width, height: height) }

    /// Whether `point` lies inside, counting the top and left edges but not the bottom and right.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// A readable form for test failures.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// The size a parent offers a child. `nil` on an axis asks for the child's ideal size.
public struct ProposedSize: Hashable, Sendable {
    /// The offered width, or `nil` for "your ideal width".
    public var width: Double?
    /// The offered height, or `nil` for "your ideal height".
    public var height: Double?

    /// Makes a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Makes a proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the largest size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` replaced by `fallback`.
    public func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}
