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
        if let written = preferenceValues[ObjectIdentifier(key)] as? Key.Value {
            Key.reduce(value: &value) { written }
        }
        let id = ObjectIdentifier(key)
        for child in children where !child.blockedPreferences.contains(id) { child.gatherPreference(key, into: &value) }
        for attached in attachedNodes where !attached.blockedPreferences.contains(id) { attached.gatherPreference(key, into: &value) }
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
