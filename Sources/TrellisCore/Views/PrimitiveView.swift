/// A view the framework knows how to build and update itself.
///
/// Each primitive view type knows how to make its own graph node and how to
/// bring that node up to date with a new value of the same type. That is what
/// turns "the old and new bodies have the same static type" into exact edits.
@MainActor
package protocol PrimitiveView: View, NodeStateKeeping where Body == Never {
    /// The class of layout node this view's node publishes, so that an update
    /// reaches it typed through `layout(of:)`. `LayoutNode` for views that
    /// publish none, or one of several kinds (a picker's style decides).
    associatedtype NodeLayout: LayoutNode = LayoutNode
    /// Builds the node's children and displayables for a brand-new node.
    func makeNode(_ node: ViewNode)
    /// Brings `node`, which still holds the old value of this type, up to date.
    func updateNode(_ node: ViewNode)
    /// Whether a new value equal to the node's last one changes nothing, so
    /// `updateNode` need not run for it: true for views whose node depends only
    /// on their value and the environment (a new environment reaches them
    /// through `receiveEnvironment`), such as `Text` and `Color`.
    static var isSettledByEqualValue: Bool { get }
    /// Whether this type compares its new value with the old one, and so is
    /// updated through `updateNode(_:from:)`.
    static var updatesFromOldValue: Bool { get }
    /// Brings `node` up to date from `old`, the value it still holds, read
    /// where it lies. The dispatch reaches it with both types known from its
    /// own generic parameter, where the view reading its old value itself
    /// from inside a closure looked its own type's metadata up on every update.
    func updateNode(_ node: ViewNode, from old: UnsafePointer<Self>)
}

extension PrimitiveView {
    /// Unless a view says so, an equal value still runs `updateNode`.
    package static var isSettledByEqualValue: Bool { false }
    /// Unless a view says so, it is updated through `updateNode(_:)`.
    package static var updatesFromOldValue: Bool { false }
    /// A view that does not compare with its old value ignores it.
    package func updateNode(_ node: ViewNode, from old: UnsafePointer<Self>) { updateNode(node) }
}

/// A primitive view that compares its new value with the one its node holds
/// (`ModifiedContent`, `_ConditionalContent`), updated through `updateNode(_:from:)`.
protocol UpdatedFromOldValue: PrimitiveView {}

extension UpdatedFromOldValue {
    /// These views are updated through `updateNode(_:from:)`.
    package static var updatesFromOldValue: Bool { true }

    /// For callers that hold no typed old value: it is read from the node.
    package func updateNode(_ node: ViewNode) {
        ViewNode.withValue(of: node.view, ifItIs: Self.self) { updateNode(node, from: $0) }
    }
}
