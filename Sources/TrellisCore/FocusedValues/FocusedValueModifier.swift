import Observation

/// What a view publishes with `.focusedValue` or `.focusedSceneValue`, kept
/// around each displayable of its content: the window finds it by walking up
/// from the focused view, or, for a scene value, among all it holds.
@MainActor
final class FocusedValueLayout: WrapperLayout {
    /// The values published, as the app's setters wrote them.
    var values = FocusedValues()
    /// Bumped when the values change, so a window can tell without comparing values.
    var version = 0
    /// Whether the values are seen wherever focus is in the window.
    var isSceneWide = false
    override package var sizesAsContent: Bool { true }

    /// Takes `newValues`, bumping the version when they differ from those held.
    func take(_ newValues: FocusedValues) {
        guard !newValues.holdsSameValues(as: values) else { return }
        values = newValues
        version += 1
    }
}

/// Publishes what `write` puts in a `FocusedValues` for the focused view's
/// ancestors or, scene-wide, for the whole window.
struct FocusedValueModifier: PrimitiveModifier {
    let write: @MainActor (inout FocusedValues) -> Void
    let isSceneWide: Bool

    private var values: FocusedValues {
        var values = FocusedValues()
        write(&values)
        return values
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        let values = self.values
        node.role = .modifier(ClosureModifierHost { [isSceneWide] child in
            let layout = FocusedValueLayout()
            layout.values = values
            layout.isSceneWide = isSceneWide
            if isSceneWide { node.graph.focusedScenePublishers.append(WeakFocusedValueLayout(layout: layout)) }
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            let values = self.values
            for case let layout as FocusedValueLayout in host.wrappers { layout.take(values) }
        }
        node.children[0].update(toValue: content)
    }
}

/// A scene-wide publisher, held weakly: a view that goes takes its values with it.
struct WeakFocusedValueLayout {
    weak var layout: FocusedValueLayout?
}

extension View {
    /// Publishes `value` at `keyPath` while this view, or one inside it, has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        focusedValue(keyPath, Optional(value))
    }

    /// Publishes `value` at `keyPath` while this view, or one inside it, has
    /// focus; nil publishes nothing, so readers see none.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        return ModifiedContent(content: self, modifier: FocusedValueModifier(write: { $0[keyPath: keyPath] = value },
                                                                             isSceneWide: false))
    }

    /// Publishes `value` at `keyPath` while this view's window is key, wherever focus is in it.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        focusedSceneValue(keyPath, Optional(value))
    }

    /// Publishes `value` at `keyPath` while this view's window is key; nil publishes nothing.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        return ModifiedContent(content: self, modifier: FocusedValueModifier(write: { $0[keyPath: keyPath] = value },
                                                                             isSceneWide: true))
    }

    /// Publishes an `@Observable` object, found by its type with
    /// `@FocusedValue(Model.self)`, while this view or one inside it has focus.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        ModifiedContent(content: self, modifier: FocusedValueModifier(write: { $0[FocusedObjectKey<T>.self] = object },
                                                                      isSceneWide: false))
    }

    /// Publishes an `@Observable` object, found by its type, while this view's window is key.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        ModifiedContent(content: self, modifier: FocusedValueModifier(write: { $0[FocusedObjectKey<T>.self] = object },
                                                                      isSceneWide: true))
    }

    /// Publishes `object` for `@FocusedObject` while this view or one inside it has focus.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        focusedObject(Optional(object))
    }

    /// Publishes `object` for `@FocusedObject` while this view or one inside it has focus; nil publishes nothing.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        ModifiedContent(content: self, modifier: FocusedValueModifier(write: { $0[FocusedObjectKey<T>.self] = object },
                                                                      isSceneWide: false))
    }

    /// Publishes `object` for `@FocusedObject` while this view's window is key.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        focusedSceneObject(Optional(object))
    }

    /// Publishes `object` for `@FocusedObject` while this view's window is key; nil publishes nothing.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        ModifiedContent(content: self, modifier: FocusedValueModifier(write: { $0[FocusedObjectKey<T>.self] = object },
                                                                      isSceneWide: true))
    }
}

/// The key an object is published under: its type.
struct FocusedObjectKey<Object: AnyObject>: FocusedValueKey {
    typealias Value = Object
}
