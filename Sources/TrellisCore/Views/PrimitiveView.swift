/// A view the framework knows how to build and update itself.
///
/// Each primitive view type knows how to make its own graph node and how to
/// bring that node up to date with a new value of the same type. That is what
/// turns "the old and new bodies have the same static type" into exact edits.
@MainActor
protocol PrimitiveView: View where Body == Never {
    /// Builds the node's children and displayables for a brand-new node.
    func makeNode(_ node: ViewNode)
    /// Brings `node`, which still holds the old value of this type, up to date.
    func updateNode(_ node: ViewNode)
    /// Whether a new value equal to the node's last one changes nothing, so
    /// `updateNode` need not run for it: true for views whose node depends only
    /// on their value and the environment (a new environment reaches them
    /// through `receiveEnvironment`), such as `Text` and `Color`.
    static var isSettledByEqualValue: Bool { get }
}

extension PrimitiveView {
    static var isSettledByEqualValue: Bool { false }
}
