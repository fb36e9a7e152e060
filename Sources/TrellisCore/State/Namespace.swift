import Synchronization

/// A namespace that lives as long as the identity of the view holding it:
/// `.matchedGeometryEffect` pairs views by an id within one namespace, so two
/// instances of the same view never pair each other's views by accident.
@MainActor @preconcurrency @propertyWrapper
public struct Namespace: DynamicProperty {
    /// One namespace; equal only to itself.
    public struct ID: Hashable, Sendable {
        private let rawValue: UInt64
        // Ids are made wherever a view is first evaluated, so the counter is atomic.
        private static let counter = Atomic<UInt64>(0)

        fileprivate static func next() -> ID {
            ID(rawValue: counter.add(1, ordering: .relaxed).newValue)
        }
    }

    private let link = NamespaceLink()

    /// A namespace of the view's own, made the first time its body runs.
    public init() {}

    /// The namespace of this view's identity.
    public var wrappedValue: ID {
        if let id = link.id { return id }
        Diagnostics.warnOnce("namespace-outside-body",
                             "@Namespace was read outside a view's body; it gets a namespace that no other view shares")
        let id = ID.next()
        link.id = id
        return id
    }

    /// Points this property at the namespace kept with the node.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        let slots = node.node
        if slot < slots.stateSlots.count, let box = slots.stateSlots[slot] as? NamespaceBox {
            link.id = box.id
        } else {
            let box = NamespaceBox(id: ID.next())
            if slot < slots.stateSlots.count { slots.stateSlots[slot] = box } else { slots.stateSlots.append(box) }
            link.id = box.id
        }
        slot += 1
    }
}

extension Namespace: SelfComparingProperty {
    /// The namespace lives in the node; a new view value brings no new input.
    func isSameInput(as other: Any) -> Bool { true }
}

/// The namespace a node keeps for one `@Namespace` property.
private final class NamespaceBox {
    let id: Namespace.ID
    init(id: Namespace.ID) { self.id = id }
}

/// Where a `Namespace` value finds its node's namespace once installed; a class,
/// because the wrapper is a value the view copies.
@MainActor
private final class NamespaceLink {
    var id: Namespace.ID?
}
