/// How a displayable looks at the far end of its appearance or disappearance.
public struct TransitionEffect: Hashable, Sendable {
    /// Multiplies the opacity.
    public var opacity: Double = 1
    /// Multiplies the size, about the centre.
    public var scale: Double = 1
    /// Moves by a fixed distance.
    public var offset: Size = .zero
    /// Moves fully out past one edge, by the displayable's own size.
    public var edge: Edge?

    /// No change at all.
    public static let identity = TransitionEffect()

    /// Both effects applied together.
    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(opacity: opacity * other.opacity, scale: scale * other.scale,
                         offset: Size(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
                         edge: edge ?? other.edge)
    }
}

/// How a displayable is inserted and removed when the change is animated.
public struct AnyTransition: Hashable, Sendable {
    /// The state it appears from.
    public var insertion: TransitionEffect
    /// The state it disappears into.
    public var removal: TransitionEffect

    /// Fades in and out.
    public static let opacity = AnyTransition(insertion: TransitionEffect(opacity: 0), removal: TransitionEffect(opacity: 0))
    /// Grows from and shrinks to nothing, about the centre.
    public static let scale = AnyTransition.scale(scale: 0)
    /// Comes in from the leading edge and leaves past the trailing edge.
    public static let slide = AnyTransition(insertion: TransitionEffect(edge: .leading), removal: TransitionEffect(edge: .trailing))
    /// Appears and disappears without any effect.
    public static let identity = AnyTransition(insertion: .identity, removal: .identity)

    /// Grows from and shrinks to `scale` of its size.
    public static func scale(scale: CGFloat) -> AnyTransition {
        AnyTransition(insertion: TransitionEffect(scale: scale), removal: TransitionEffect(scale: scale))
    }

    /// Comes in from and leaves past `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(insertion: TransitionEffect(edge: edge), removal: TransitionEffect(edge: edge))
    }

    /// Comes in from and leaves towards an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        let effect = TransitionEffect(offset: Size(width: x, height: y))
        return AnyTransition(insertion: effect, removal: effect)
    }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }
}
