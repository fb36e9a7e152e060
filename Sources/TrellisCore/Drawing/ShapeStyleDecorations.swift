/// `.background` and `.overlay` given a shape style rather than a view, as
/// `.background(.red)`, `.background(.regularMaterial)`,
/// `.background(.blue, in: .rect(cornerRadius: 8))` and `.overlay(.black.opacity(0.2))`.
///
/// The style forms are disfavoured, so a `Color` written out in full
/// (`.background(Color.red)`), which is both a view and a style, still takes
/// the view form and draws as it always has.
extension View {
    /// Fills the area behind this view with `style`. Trellis has no safe areas,
    /// so `ignoresSafeAreaEdges` changes nothing.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// Fills the area behind this view with the background style (`.background`).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(BackgroundStyle()))
    }

    /// Fills `shape`, in this view's frame, with `style` behind this view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills `shape`, in this view's frame, with the background style behind this view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }

    /// Covers this view with `style`.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// Covers this view with `shape` filled with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }
}
