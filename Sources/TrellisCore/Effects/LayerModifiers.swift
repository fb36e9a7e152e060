extension View {
    /// Draws this view offscreen as one picture before an enclosing opacity or
    /// blend mode applies, so overlapping parts do not show through each other.
    public func compositingGroup() -> some View {
        ModifiedContent(content: self, modifier: LayerModifier())
    }

    /// Draws this view offscreen as one picture, as `compositingGroup()` does.
    /// `opaque` and `colorMode` are accepted for source compatibility: the
    /// picture is always drawn with alpha, in sRGB.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        ModifiedContent(content: self, modifier: LayerModifier())
    }

    /// Combines this view's pixels with what is drawn behind it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedContent(content: self, modifier: LayerModifier(blendMode: blendMode))
    }

    /// Draws this view turned by `angle` about `axis` in three dimensions and
    /// seen in perspective, leaving its layout alone: a card flip. A positive
    /// turn about the y axis moves the trailing edge away from the viewer;
    /// `perspective` 0 draws it without perspective.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        let turn = LayerLayout.Turn3D(
            degrees: LayoutInput.finite(angle.degrees, "rotation3DEffect angle"),
            axis: (LayoutInput.finite(Double(axis.x), "rotation3DEffect axis"),
                   LayoutInput.finite(Double(axis.y), "rotation3DEffect axis"),
                   LayoutInput.finite(Double(axis.z), "rotation3DEffect axis")),
            anchor: anchor, anchorZ: LayoutInput.finite(Double(anchorZ), "rotation3DEffect anchorZ"),
            perspective: LayoutInput.finite(Double(perspective), "rotation3DEffect perspective"))
        return ModifiedContent(content: self, modifier: LayerModifier(turn: turn))
    }

    /// Shows this view only where `mask` is opaque: the mask's alpha, not its
    /// colour, is how much shows. The mask is laid out in this view's frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier(decoration: mask(), alignment: alignment, placement: .mask))
    }

    /// Shows this view only where `mask` is opaque.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        ModifiedContent(content: self, modifier: DecorationModifier(decoration: mask, alignment: .center, placement: .mask))
    }
}
