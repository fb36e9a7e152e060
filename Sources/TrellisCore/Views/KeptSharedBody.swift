/// A shared primitive (`SharesCompositeNode`) that keeps no state in its
/// node keeps its value there instead, boxed in the node's primitive storage:
/// the node itself holds the composite's value, and a new environment (a
/// colour scheme, a tint, a font size) is applied to the primitive's.
///
/// The box is one small allocation in the place of the body's whole node.
package protocol KeepsValueWhenShared: SharesCompositeNode {}

/// The value of a shared primitive, kept in its node (`KeepsValueWhenShared`).
final class SharedBodyValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension KeepsValueWhenShared {
    package func makeSharedNode(_ node: ViewNode) {
        makeNode(node)
        node.primitiveStorage = SharedBodyValue(self)
    }

    package func updateSharedNode(_ node: ViewNode) {
        updateNode(node)
        if let kept = node.primitiveStorage as? SharedBodyValue<Self> { kept.value = self }
    }

    package static func applyEnvironment(toSharedNode node: ViewNode) {
        (node.primitiveStorage as? SharedBodyValue<Self>)?.value.updateNode(node)
    }
}

extension Image: KeepsValueWhenShared {}
extension Color: KeepsValueWhenShared {}
