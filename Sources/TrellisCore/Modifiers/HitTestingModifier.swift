/// Lets the pointer pass through each displayable of its content.
struct HitTestingModifier: WrappingModifier {
    let enabled: Bool
    package func makeWrapper() -> WrapperLayout {
        let wrapper = WrapperLayout()
        wrapper.ignoresHits = !enabled
        return wrapper
    }
    package func configure(_ wrapper: WrapperLayout) { wrapper.ignoresHits = !enabled }
}

extension View {
    /// With `false`, clicks and hovering pass through this view to what is behind it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        ModifiedContent(content: self, modifier: HitTestingModifier(enabled: enabled))
    }
}
