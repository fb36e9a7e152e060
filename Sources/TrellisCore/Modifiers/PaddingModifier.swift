/// Adds space around each displayable of its content.
@usableFromInline
struct PaddingModifier: WrappingModifier {
    let insets: EdgeInsets

    package func makeWrapper() -> PaddingLayout { PaddingLayout(insets: insets) }
    package func configure(_ wrapper: PaddingLayout) { wrapper.insets = insets }

    /// `length` (16 when `nil`) on `edges`, with an unusable length reported and dropped.
    @usableFromInline
    static func on(_ edges: Edge.Set, _ length: CGFloat?) -> PaddingModifier {
        let amount = LayoutInput.length(length ?? 16, "padding")
        return PaddingModifier(insets: EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0))
    }

    /// `insets`, with unusable lengths reported and dropped.
    @usableFromInline
    static func checked(_ insets: EdgeInsets) -> PaddingModifier {
        PaddingModifier(insets: EdgeInsets(
            top: LayoutInput.length(insets.top, "padding"), leading: LayoutInput.length(insets.leading, "padding"),
            bottom: LayoutInput.length(insets.bottom, "padding"), trailing: LayoutInput.length(insets.trailing, "padding")))
    }
}

extension View {
    /// Adds `length` points of space on `edges`; with no length, the default of 16.
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedContent(content: self, modifier: PaddingModifier.on(edges, length))
    }

    /// Adds `length` points of space on every edge.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        ModifiedContent(content: self, modifier: PaddingModifier.checked(insets))
    }
}
