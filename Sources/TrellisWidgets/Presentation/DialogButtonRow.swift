@_spi(TrellisExtension) import TrellisCore

/// The buttons of an alert or dialog in one row, as on macOS: cancel first,
/// on the left, then the others in the order written.
struct DialogButtonRow<Content: View>: View, PrimitiveView {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package static var _displayableCount: Int? { 1 }

    package func makeNode(_ node: ViewNode) {
        let layout = DialogButtonRowLayout()
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        node.children[0].update(toValue: content)
    }
}

/// Lays out a dialog's buttons side by side, centred, the cancel button first.
@MainActor
package final class DialogButtonRowLayout: LayoutNode {
    private static let spacing = 10.0

    /// The children left to right: cancelling buttons first, each group in written order.
    private var ordered: [LayoutNode] {
        let cancels = children.filter(Self.cancels)
        return cancels + children.filter { !Self.cancels($0) }
    }

    private static func cancels(_ node: LayoutNode) -> Bool {
        if node.interaction?.buttonRole == .cancel { return true }
        return node.children.contains(where: cancels)
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let sizes = children.map { $0.sizeThatFits(.unspecified, in: context) }
        let width = sizes.reduce(0) { $0 + $1.width } + Self.spacing * Double(max(children.count - 1, 0))
        return Size(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        let natural = measure(.unspecified, in: context)
        var x = (rect.midX - natural.width / 2).rounded()
        for child in ordered {
            let size = child.sizeThatFits(.unspecified, in: context)
            child.place(in: Rect(x: x, y: rect.y + (rect.height - size.height) / 2, width: size.width, height: size.height),
                        context: context)
            x += size.width + Self.spacing
        }
    }
}
