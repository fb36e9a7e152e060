/// Sets a preference value for the enclosing views to collect.
struct PreferenceWriter<Key: PreferenceKey>: PrimitiveModifier {
    let value: Key.Value

    package func makeNode(_ node: ViewNode, content: some View) {
        node.preferenceValues[ObjectIdentifier(Key.self)] = value
        node.graph.preferencesChanged = true
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if !ValueEquality.areEqual(old.value, value) {
            node.preferenceValues[ObjectIdentifier(Key.self)] = value
            node.graph.preferencesChanged = true
        }
        node.children[0].update(toValue: content)
    }
}

/// Calls an action when the preference value collected from the content changes.
struct PreferenceReader<Key: PreferenceKey>: PrimitiveModifier where Key.Value: Equatable {
    /// Its node keeps a `Last`.
    package typealias NodeState = Last

    let action: @MainActor (Key.Value) -> Void

    final class Last {
        var value: Key.Value?
        var action: @MainActor (Key.Value) -> Void
        init(action: @escaping @MainActor (Key.Value) -> Void) { self.action = action }
    }

    package func makeNode(_ node: ViewNode, content: some View) {
        let last = Last(action: action)
        keep(last, in: node)
        node.graph.preferenceObservers.append(PreferenceObserver(node: node) { node in
            let value = node.collectPreference(Key.self)
            guard value != last.value else { return false }
            last.value = value
            last.action(value)
            return true
        })
        node.graph.preferencesChanged = true
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        state(of: node)?.action = action
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Sets `value` for `key`, for an enclosing `.onPreferenceChange` to read.
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
        ModifiedContent(content: self, modifier: PreferenceWriter<Key>(value: value))
    }

    /// Calls `action` with the value collected for `key` from this view's subtree, whenever it changes.
    public func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type = Key.self,
                                                       perform action: @escaping @MainActor (Key.Value) -> Void) -> some View
        where Key.Value: Equatable {
        ModifiedContent(content: self, modifier: PreferenceReader<Key>(action: action))
    }

    /// Sets the window's title.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Sets the window's title to the text's string.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// The iOS name for ``navigationTitle(_:)``, kept for older code.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The iOS name for ``navigationTitle(_:)``; the display mode means nothing on a desktop.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Asks the window to show everything in `scheme`, its background included;
    /// `nil` leaves the choice to the window.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: scheme)
    }
}
