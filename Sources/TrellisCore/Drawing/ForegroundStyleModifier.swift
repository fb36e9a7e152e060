/// The environment's foreground shape style, set by `.foregroundStyle` with a gradient.
private struct ForegroundShapeStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.foregroundStyle` set for text and shapes, when it is not a
    /// plain `foregroundColor`; setting `foregroundColor` clears it.
    package var foregroundShapeStyle: AnyShapeStyle? {
        get { self[ForegroundShapeStyleKey.self] }
        set { self[ForegroundShapeStyleKey.self] = newValue }
    }
}

extension View {
    /// Paints text and shapes inside this view with `style`: a colour or a gradient.
    ///
    /// A gradient spreads over each text's or shape's own frame, as in SwiftUI.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.foregroundShapeStyle) { current in
            // The foreground style names what is already there; storing it would refer to itself.
            if !(style is ForegroundStyle) { current = AnyShapeStyle(style) }
        }
    }
}

extension View {
    /// Draws a `width`-point outline painted with `content` just inside each displayable's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
