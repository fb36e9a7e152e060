/// Scales each displayable about an anchor.
@usableFromInline
struct ScaleEffectModifier: WrappingModifier {
    let scale: Size
    let anchor: UnitPoint

    /// `scale` on both axes about `anchor`, with a number that is not one reported and taken as 1.
    @usableFromInline
    static func uniform(_ scale: CGFloat, anchor: UnitPoint) -> ScaleEffectModifier {
        let checked = LayoutInput.finite(scale, "scale effect", fallback: 1)
        return ScaleEffectModifier(scale: Size(width: checked, height: checked), anchor: anchor)
    }
    package func makeWrapper() -> ScaleEffectLayout { ScaleEffectLayout(scale: scale, anchor: anchor) }
    package func configure(_ wrapper: ScaleEffectLayout) {
        wrapper.anchor = anchor
        wrapper.scale = scale
    }
}

/// Turns each displayable about an anchor.
@usableFromInline
struct RotationEffectModifier: WrappingModifier {
    let degrees: Double
    let anchor: UnitPoint

    /// Turned by `angle` about `anchor`, with an angle that is not a number reported and taken as 0.
    @usableFromInline
    static func turning(by angle: Angle, anchor: UnitPoint) -> RotationEffectModifier {
        RotationEffectModifier(degrees: LayoutInput.finite(angle.degrees, "rotation"), anchor: anchor)
    }
    package func makeWrapper() -> RotationEffectLayout { RotationEffectLayout(degrees: degrees, anchor: anchor) }
    package func configure(_ wrapper: RotationEffectLayout) {
        wrapper.anchor = anchor
        wrapper.degrees = degrees
    }
}

/// Sets how each displayable comes and goes.
struct TransitionModifier: WrappingModifier {
    let transition: AnyTransition
    package func makeWrapper() -> GraphicDefaultLayout<AnyTransition> {
        GraphicDefaultLayout(value: transition) { if $0.transition == nil { $0.transition = $1 } }
    }
    package func configure(_ wrapper: GraphicDefaultLayout<AnyTransition>) { wrapper.value = transition }
}

/// Animates what changes inside when `value` changes.
struct ValueAnimationModifier<Value: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: Value

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ClosureModifierHost { child in
            let scope = AnimationScopeLayout()
            scope.adopt(child)
            return scope
        })
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if old.value != value, let animation, case .modifier(let host) = node.role {
            for case let scope as AnimationScopeLayout in host.wrappers {
                scope.pendingAnimation = animation
                scope.setNeedsPlacement()
            }
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Draws this view `scale` times its size about `anchor`, leaving its layout alone.
    @inlinable
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        ModifiedContent(content: self, modifier: ScaleEffectModifier.uniform(scale, anchor: anchor))
    }

    /// Draws this view turned by `angle` about `anchor`, leaving its layout alone.
    @inlinable
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedContent(content: self, modifier: RotationEffectModifier.turning(by: angle, anchor: anchor))
    }

    /// How this view comes in and goes out when inserted or removed in an animated change.
    public func transition(_ transition: AnyTransition) -> some View {
        ModifiedContent(content: self, modifier: TransitionModifier(transition: transition))
    }

    /// Animates the changes to this view made when `value` changes.
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
        ModifiedContent(content: self, modifier: ValueAnimationModifier(animation: animation, value: value))
    }
}
