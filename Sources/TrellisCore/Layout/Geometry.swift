import Foundation

// Geometry is Foundation's CoreGraphics types, as in SwiftUI. These three names
// are what Trellis called them before; tests written against them still compile.

/// Trellis's earlier name for `CGSize`.
public typealias Size = CGSize
/// Trellis's earlier name for `CGPoint`.
public typealias Point = CGPoint
/// Trellis's earlier name for `CGRect`.
public typealias Rect = CGRect

extension CGRect {
    /// Whether both rectangles have the same origin and size, compared field
    /// by field here: Foundation's `==` is a call into the library, made for
    /// every node placed.
    @inline(__always)
    func hasSameFrame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }

    /// The left edge as placed: `origin.x`, which Trellis's testing surface has always offered.
    public var x: CGFloat {
        get { origin.x }
        set { origin.x = newValue }
    }

    /// The top edge as placed: `origin.y`.
    public var y: CGFloat {
        get { origin.y }
        set { origin.y = newValue }
    }

    /// The part both rectangles cover, or `nil` when they share no area.
    ///
    /// Unlike `intersection(_:)`, rectangles that only touch give `nil`, which is
    /// what clipping and damage want.
    package func overlap(_ other: CGRect) -> CGRect? {
        let left = Swift.max(origin.x, other.origin.x), top = Swift.max(origin.y, other.origin.y)
        let right = Swift.min(origin.x + size.width, other.origin.x + other.size.width)
        let bottom = Swift.min(origin.y + size.height, other.origin.y + other.size.height)
        guard right > left, bottom > top else { return nil }
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
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
