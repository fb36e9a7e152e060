import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape, Equatable {
    /// Makes the shape.
    public init() {}
    /// The frame itself.
    public func path(in rect: Rect) -> Path { Path { $0.addRect(rect) } }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Equatable {
    /// The width and height of each corner's curve, in points.
    public var cornerSize: CGSize
    /// How the corners are shaped.
    public var style: RoundedCornerStyle

    /// Makes the shape with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Makes the shape with corners `cornerSize` wide and high.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The corner radius, when the corners are round (their width).
    public var cornerRadius: CGFloat { cornerSize.width }

    /// The corners' size, so an animated change of radius rounds through the sizes in between.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// The frame with its corners rounded.
    public func path(in rect: Rect) -> Path { Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize, style: style) } }
}

/// A circle centred in its frame, as large as the shorter side allows.
public struct Circle: Shape, Equatable {
    /// Makes the shape.
    public init() {}
    /// The largest centred circle.
    public func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        return Path { $0.addEllipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)) }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, Equatable {
    /// Makes the shape.
    public init() {}
    /// The ellipse touching every edge.
    public func path(in rect: Rect) -> Path { Path { $0.addEllipse(in: rect) } }
}

/// A rectangle whose short ends are semicircles.
public struct Capsule: Shape, Equatable {
    /// Makes the shape.
    public init() {}
    /// The frame with fully rounded ends.
    public func path(in rect: Rect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    }
}

extension Path: Shape {
    /// A path draws itself as it is, wherever its frame is.
    public func path(in rect: CGRect) -> Path { self }
}
