/// Connects the property wrappers of a view value to its node before `body` runs.
///
/// Which stored properties are dynamic is worked out once per type, as offsets;
/// each body evaluation then installs them in place, with no reflection.
@MainActor
enum DynamicPropertyInstaller {
    /// A dynamic property inside a view value, and how to reach it.
    private struct PropertyField {
        let offset: Int
        let type: any DynamicProperty.Type
    }

    // Process-wide on purpose: where a type keeps its dynamic properties is the same in every window.
    private static var fieldsByType = TypeCache<[PropertyField]>()

    private static func propertyFields<V>(of type: V.Type) -> [PropertyField] {
        fieldsByType.value(for: ObjectIdentifier(type)) {
            StoredFields.of(type).compactMap { field in
                (field.type as? any DynamicProperty.Type).map { PropertyField(offset: field.offset, type: $0) }
            }
        }
    }

    /// `value` with its dynamic properties pointed at `node`'s storage.
    static func install<V>(on value: V, node: ViewNode) -> V {
        var slot = 0
        return install(on: value, in: _GraphNodeReference(node: node), slot: &slot)
    }

    /// Installs the dynamic properties of `value`, numbering their storage from `slot`.
    static func install<V>(on value: V, in node: _GraphNodeReference, slot: inout Int) -> V {
        let fields = propertyFields(of: V.self)
        guard !fields.isEmpty else { return value }
        var value = value
        // The value's address is passed as an argument, not to a closure: a
        // main-actor closure handed to `withUnsafeMutableBytes` checked the
        // executor each time it ran, about 220 instructions for every view
        // with a property wrapper each time its body ran.
        install(fields, at: &value, in: node, slot: &slot)
        return value
    }

    /// Installs the properties `fields` of the value at `value`.
    private static func install<V>(_ fields: [PropertyField], at value: UnsafeMutablePointer<V>,
                                   in node: _GraphNodeReference, slot: inout Int) {
        let base = UnsafeMutableRawPointer(value)
        for field in fields {
            field.type._install(at: base + field.offset, in: node, slot: &slot)
        }
    }
}

extension DynamicProperty {
    /// Installs the property stored at `address` and lets it update itself.
    fileprivate static func _install(at address: UnsafeMutableRawPointer, in node: _GraphNodeReference,
                                     slot: inout Int) {
        let property = address.assumingMemoryBound(to: Self.self)
        property.pointee._install(in: node, slot: &slot)
        property.pointee.update()
    }
}
