/// A value a view owns, kept for as long as the view's identity lives.
///
/// Writing it runs again only the bodies that read it.
@MainActor @preconcurrency @propertyWrapper
public struct State<Value>: DynamicProperty {
    let link: StateLink<Value>

    /// A state starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        link = StateLink(initialValue: wrappedValue)
    }

    /// A state starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { link.resolvedBox.value }
        nonmutating set { link.resolvedBox.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = link.resolvedBox
        return Binding(get: { box.value }, modify: { box.modify($0) },
                       location: StorageLocation(owner: ObjectIdentifier(box), path: []))
    }

    /// Points this property at the node's storage.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        let slots = node.node
        if slot < slots.stateSlots.count, let box = slots.stateSlots[slot] as? StateBox<Value> {
            link.box = box
        } else {
            let box = StateBox(link.initialValue)
            if slot < slots.stateSlots.count { slots.stateSlots[slot] = box } else { slots.stateSlots.append(box) }
            link.box = box
        }
        slot += 1
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: SelfComparingProperty {
    /// The value lives in the node; a new view's initial value is not an input.
    func isSameInput(as other: Any) -> Bool { true }
}
