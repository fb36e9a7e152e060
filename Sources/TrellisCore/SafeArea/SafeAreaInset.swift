import Foundation

/// A view with another placed at one of its edges, taking that edge's room
/// from it: `.safeAreaInset(edge:alignment:spacing:content:)`.
///
/// Exactly two displayables reach the layout, the content and the inset view,
/// each wrapped so that a content of several views is still one.
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    /// Its node publishes a `SafeAreaInsetLayout`.
    package typealias NodeLayout = SafeAreaInsetLayout

    let content: Content
    let inset: Inset
    let edge: Edge
    /// Where the inset view sits along its edge, as a fraction: 0 leading or top.
    let alignment: Double
    let spacing: Double

    package static var _displayableCount: Int? { 1 }

    private var parts: some View {
        TupleView(ZStack { content }, ZStack { inset })
    }

    package func makeNode(_ node: ViewNode) {
        let layout = SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)
        node.role = .container(layout)
        node.addChild(parts)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node) {
            layout.configure(edge: edge, alignment: alignment, spacing: spacing)
        }
        node.children[0].update(to: parts)
    }
}

extension View {
    /// Shows `content` above or below this view, and shrinks this view's safe
    /// area by its height: plain content is laid out in the space left, and a
    /// scroll view or list inside keeps its full size but insets its content,
    /// so scrolled to the end nothing stays hidden behind `content`.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .top ? .top : .bottom,
                          alignment: alignment.fraction, spacing: Double(spacing ?? 0))
    }

    /// Shows `content` before or after this view, and shrinks this view's safe
    /// area by its width, as the vertical form does for height.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                          alignment: alignment.fraction, spacing: Double(spacing ?? 0))
    }
}
