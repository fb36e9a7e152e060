import OpenCombine

/// An observable object put in the environment by an enclosing view with
/// `.environmentObject(_:)`, found by its type. The view's body runs again
/// whenever the object's `objectWillChange` fires, or another object of the
/// type is put in its place.
///
/// When no enclosing view provides one, SwiftUI stops the program. Trellis
/// instead warns once, naming the type, and shows the view as empty (as many
/// invisible, zero-sized displayables as its body would have) until an object
/// arrives. Reading the property where there is nothing to show instead (in
/// a `ViewModifier`'s `body(content:)`, or outside any body) with no object
/// present still stops the program, with that message.
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the object: `$model.name`.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to one property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObjectBindings.binding(to: root, keyPath)
        }
    }

    private let link = EnvironmentObjectLink<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = link.object else { fatalError(MissingEnvironmentObject.message(for: ObjectType.self)) }
        return object
    }

    /// Makes bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Finds the object in the node's environment and subscribes the node to it.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        let observation = node.storage(at: &slot) { ObjectObservation() }
        let key = ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)
        guard let object = node.node.environment[EnvironmentObjectKey<ObjectType>.self] else {
            link.object = nil
            observation.cancel()
            node.node.noteMissingEnvironmentObject(ObjectType.self)
            return
        }
        link.object = object
        node.node.noteEnvironmentRead(key, KeyRead<EnvironmentObjectKey<ObjectType>>(value: object))
        observation.observe(object, for: node.node)
    }
}

extension EnvironmentObject: SelfComparingProperty {
    /// The object comes from the environment, which the node compares itself.
    func isSameInput(as other: Any) -> Bool { true }
}

/// Where an `@EnvironmentObject` in a view value finds the object installed for it.
@MainActor
final class EnvironmentObjectLink<ObjectType: ObservableObject> {
    var object: ObjectType?
}

/// The environment's slot for the object of one type. It is not the slot
/// `.environment(model)` uses, so, as in SwiftUI, `@EnvironmentObject` finds
/// only objects given with `.environmentObject(_:)`.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment of this view and everything inside it,
    /// where `@EnvironmentObject` finds it by its type.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        ModifiedContent(content: self, modifier: EnvironmentModifier(
            apply: { $0[EnvironmentObjectKey<ObjectType>.self] = object },
            probe: { $0[EnvironmentObjectKey<ObjectType>.self] as AnyObject? as Any }))
    }
}
