/// Gives each displayable of its content a drawing order among its siblings.
@usableFromInline
struct ZIndexModifier: WrappingModifier {
    let value: Double

    /// `value`, with a number that is not one reported and taken as 0.
    @usableFromInline
    static func checked(_ value: Double) -> ZIndexModifier {
        ZIndexModifier(value: LayoutInput.finite(value, "zIndex"))
    }

    package func makeWrapper() -> WrapperLayout {
        let wrapper = WrapperLayout()
        wrapper.explicitZIndex = value
        return wrapper
    }

    package func configure(_ wrapper: WrapperLayout) {
        wrapper.explicitZIndex = value
    }
}

extension View {
    /// Draws this view over its siblings with a lower `value`, and under those
    /// with a higher one (0 for views that do not say); clicks reach the view
    /// drawn in front. Siblings with equal values keep the order they are written in.
    @inlinable
    public func zIndex(_ value: Double) -> some View {
        ModifiedContent(content: self, modifier: ZIndexModifier.checked(value))
    }
}
