/// Changes the environment seen by the content.
///
/// When the value it sets changes, the new environment is handed down the
/// subtree, and only the views that read the changed value run their bodies.
@usableFromInline
struct EnvironmentModifier: PrimitiveModifier {
    let apply: (inout EnvironmentValues) -> Void
    /// What this modifier sets, read back, so an update can tell whether it changed.
    let probe: (EnvironmentValues) -> Any

    private var transform: (EnvironmentValues) -> EnvironmentValues {
        { environment in
            var copy = environment
            apply(&copy)
            return copy
        }
    }

    /// Sets the value at `keyPath` to `value`.
    @usableFromInline
    static func setting<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) -> Self {
        nonisolated(unsafe) let keyPath = keyPath
        return Self(apply: { $0[keyPath: keyPath] = value }, probe: { $0[keyPath: keyPath] })
    }

    /// Changes the value at `keyPath` with `transform`.
    @usableFromInline
    static func transforming<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                    with transform: @escaping (inout Value) -> Void) -> Self {
        nonisolated(unsafe) let keyPath = keyPath
        return Self(apply: { transform(&$0[keyPath: keyPath]) }, probe: { $0[keyPath: keyPath] })
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        node.environmentTransform = transform
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        let before = probe(node.childEnvironment)
        node.environmentTransform = transform
        let after = node.childEnvironment
        if !ValueEquality.areEqual(before, probe(after)) {
            node.children[0].receiveEnvironment(after)
        }
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Sets one environment value for this view and everything inside it.
    @inlinable
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        ModifiedContent(content: self, modifier: EnvironmentModifier.setting(keyPath, to: value))
    }

    /// Changes one environment value, based on what it was, for this view and everything inside it.
    @inlinable
    public func transformEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                            transform: @escaping (inout Value) -> Void) -> some View {
        ModifiedContent(content: self, modifier: EnvironmentModifier.transforming(keyPath, with: transform))
    }

    /// Puts an `@Observable` model in the environment, read with `@Environment(Model.self)`.
    public func environment<Object: AnyObject>(_ object: Object) -> some View {
        ModifiedContent(content: self, modifier: EnvironmentModifier(
            apply: { $0.setObject(object) },
            probe: { $0.object(for: ObjectIdentifier(Object.self)) as Any }))
    }

    /// The font for text inside this view that does not set its own.
    @inlinable
    public func font(_ font: Font?) -> some View {
        environment(\.font, font ?? .body)
    }

    /// The colour for text and shapes inside this view.
    @inlinable
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// The colour for text and shapes inside this view.
    @inlinable
    public func foregroundStyle(_ color: Color) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Limits text inside this view to `limit` lines, cutting the last with "…".
    @inlinable
    public func lineLimit(_ limit: Int?) -> some View {
        environment(\.lineLimit, limit.map { max($0, 1) })
    }

    /// How wrapped text inside this view lines up.
    @inlinable
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// The weight of text inside this view that does not set its own font.
    @inlinable
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Light or dark, for this view and everything inside it.
    public func colorScheme(_ scheme: ColorScheme) -> some View {
        environment(\.colorScheme, scheme)
    }

    /// Turns input off for this view and everything inside it.
    @inlinable
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }
}
