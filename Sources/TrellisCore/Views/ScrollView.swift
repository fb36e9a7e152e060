/// A scrollable window onto content larger than the space it is given.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// Its node publishes a `ScrollLayout`.
    package typealias NodeLayout = ScrollLayout

    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// Scrolls the views `content` builds along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A scroll view is one displayable.
    public static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let layout = ScrollLayout(vertical: axes.contains(.vertical), horizontal: axes.contains(.horizontal),
                                  showsIndicators: showsIndicators)
        layout.colorScheme = node.environment.colorScheme
        layout.defaultAnchor = node.environment.defaultScrollAnchor
        node.role = .container(layout)
        // Scrolled content that is not a stack is stacked along the scroll axis, as SwiftUI does.
        node.addChild(stacked)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        layout(of: node)?.defaultAnchor = node.environment.defaultScrollAnchor
        if let layout = layout(of: node), layout.showsIndicators != showsIndicators {
            layout.showsIndicators = showsIndicators
            // The indicators are drawn by the scroll view itself: only its pixels change.
            node.publishChange()
        }
        node.children[0].update(to: stacked)
    }

    private var stacked: _ConditionalContent<HStack<Content>, VStack<Content>> {
        axes == .horizontal
            ? _ConditionalContent(storage: .trueContent(HStack { content }))
            : _ConditionalContent(storage: .falseContent(VStack { content }))
    }
}
