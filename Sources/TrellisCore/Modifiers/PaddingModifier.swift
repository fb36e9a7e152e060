/// Adds space around each displayable of its content.
struct PaddingModifier: WrappingModifier {
    let insets: EdgeInsets

    func makeWrapper() -> PaddingLayout { PaddingLayout(insets: insets) }
    func configure(_ wrapper: PaddingLayout) { wrapper.insets = insets }
}

extension View {
    /// Adds `length` points of space on `edges`; with no length, the default of 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = LayoutInput.length(length ?? 16, "padding")
        return padding(EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        let checked = EdgeInsets(top: LayoutInput.length(insets.top, "padding"), leading: LayoutInput.length(insets.leading, "padding"),
                                 bottom: LayoutInput.length(insets.bottom, "padding"), trailing: LayoutInput.length(insets.trailing, "padding"))
        return ModifiedContent(content: self, modifier: PaddingModifier(insets: checked))
    }
}
