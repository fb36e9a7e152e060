/// Adds space around each displayable of its content.
@usableFromInline
struct PaddingModifier: WrappingModifier {
    let insets: EdgeInsets

    package func makeWrapper() -> PaddingLayout { PaddingLayout(insets: insets) }
    package func configure(_ wrapper: PaddingLayout) { wrapper.insets = insets }

    /// `length` (16 when `nil`) on `edges`, with an unusable length reported and dropped.
    /// A negative length is kept, as SwiftUI keeps it: the content stands out past the padded view's edges.
    @usableFromInline
    static func on(_ edges: Edge.Set, _ length: CGFloat?) -> PaddingModifier {
        let amount = LayoutInput.finite(length ?? 16, "padding")
        return PaddingModifier(insets: EdgeInsets(
            top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0))
    }

    /// `insets`, with unusable lengths reported and dropped.
    @usableFromInline
    static func checked(_ insets: EdgeInsets) -> PaddingModifier {
        PaddingModifier(insets: EdgeInsets(
            top: LayoutInput.finite(insets.top, "padding"), leading: LayoutInput.finite(insets.leading, "padding"),
            bottom: LayoutInput.finite(insets.bottom, "padding"), trailing: LayoutInput.finite(insets.trailing, "padding")))
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
