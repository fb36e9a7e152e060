/// Where views line up across a vertical stack.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Left edges line up.
    case leading
    /// Centres line up.
    case center
    /// Right edges line up.
    case trailing

    /// 0 for leading, ½ for centre, 1 for trailing.
    package var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where views line up across a horizontal stack.
public enum VerticalAlignment: Hashable, Sendable {
    /// Top edges line up.
    case top
    /// Centres line up.
    case center
    /// Bottom edges line up.
    case bottom

    /// 0 for top, ½ for centre, 1 for bottom.
    package var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// Where a view sits inside a larger space, on both axes.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Makes an alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top left.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top centre.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Middle left.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Middle right.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom centre.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a box of `size` aligned this way inside `rect`.
    package func origin(of size: Size, in rect: Rect) -> Point {
        Point(x: rect.x + (rect.width - size.width) * horizontal.fraction,
              y: rect.y + (rect.height - size.height) * vertical.fraction)
    }
}
