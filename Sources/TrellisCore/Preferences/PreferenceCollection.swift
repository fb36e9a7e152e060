/// Collecting preference values from subtrees, after each update.
///
/// Writers mark the graph when their value changes or they leave it; only then
/// do observers collect again, so a frame without preference changes costs nothing.
extension ViewNode {
    /// Combines every value written for `Key` in this subtree, in graph order.
    func collectPreference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        var value = Key.defaultValue
        gatherPreference(key, into: &value)
        return value
    }

    private func gatherPreference<Key: PreferenceKey>(_ key: Key.Type, into value: inout Key.Value) {
        let id = ObjectIdentifier(key)
        if let written = writtenValue(key), !isOnHiddenTabPage {
            Key.reduce(value: &value) { written }
        }
        for child in children where !child.blockedPreferences.contains(id) { child.gatherPreference(key, into: &value) }
        for attached in attachedNodes where !attached.blockedPreferences.contains(id) { attached.gatherPreference(key, into: &value) }
    }
}

extension ViewNode {
    /// The value this node itself wrote for `Key`, or nil when it wrote none.
    ///
    /// Looked up before casting: a missing entry cast to an optional value
    /// type (a title is a `String?`) succeeds as a written nil, which once made
    /// every node of a subtree count as a writer and walk up to its root.
    func writtenValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        guard let stored = preferenceValues[ObjectIdentifier(key)] else { return nil }
        return stored as? Key.Value
    }

    /// Whether this writer is on a tab view's page that is not chosen: its
    /// values, a title above all, do not count while another page shows.
    /// Asked of writers only, which are few, so walking up the layout is cheap.
    var isOnHiddenTabPage: Bool {
        var current = firstLayout
        while let layout = current {
            if let page = layout as? any PageLayout, !page.isChosen { return true }
            current = layout.parent
        }
        return false
    }

    /// The first layout node this node or its content put in the layout tree.
    private var firstLayout: LayoutNode? {
        if let layout { return layout }
        if case .modifier(let host) = role, let wrapper = host.wrappers.first { return wrapper }
        for child in children {
            if let layout = child.firstLayout { return layout }
        }
        return nil
    }
}

/// One `.onPreferenceChange`: re-collects its subtree and calls back when the value changes.
@MainActor
final class PreferenceObserver {
    weak var node: ViewNode?
    let refresh: @MainActor (ViewNode) -> Bool

    init(node: ViewNode, refresh: @escaping @MainActor (ViewNode) -> Bool) {
        self.node = node
        self.refresh = refresh
    }
}

extension ViewGraph {
    /// Re-collects preferences if any writer changed; returns whether an observer was called.
    func refreshPreferences() -> Bool {
        guard preferencesChanged else { return false }
        preferencesChanged = false
        preferenceObservers.removeAll { $0.node == nil || $0.node!.isDetached }
        var called = false
        for observer in preferenceObservers {
            if let node = observer.node, observer.refresh(node) { called = true }
        }
        windowTitle = rootNode.collectPreference(NavigationTitleKey.self) ?? ""
        let scheme = rootNode.collectPreference(PreferredColorSchemeKey.self)
        if scheme != preferredColorScheme {
            // The whole window follows, so the scheme is given at the root.
            preferredColorScheme = scheme
            var environment = rootEnvironment
            if let scheme { environment.colorScheme = scheme }
            rootNode.receiveEnvironment(environment)
            called = true
        }
        return called
    }
}
