/// A `Text` that is the whole body of a composite view lives in that view's
/// node (`SharesCompositeNode`), and its layout keeps the text value, since
/// the node's own is the composite's.
extension Text: SharesCompositeNode {
    package func makeSharedNode(_ node: ViewNode) {
        makeNode(node)
        layout(of: node)?.sharedText = self
    }

    package func updateSharedNode(_ node: ViewNode) {
        updateNode(node)
        layout(of: node)?.sharedText = self
    }

    /// A counting text's alarm would go on running the node each second,
    /// and with it the stand-in body that took the text's place.
    package static func stopSharing(_ node: ViewNode) {
        LiveDateTicker.stop(in: node)
    }

    package static func applyEnvironment(toSharedNode node: ViewNode) {
        guard let layout = node.layout as? TextLayout, let text = layout.sharedText else { return }
        text.updateNode(node)
    }
}
