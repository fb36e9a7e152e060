/// Keeps some preferences of the content from reaching the views around it.
///
/// A navigation stack reads each screen's title and toolbar itself and passes
/// up only the top screen's; without the barrier, the root screen's title would
/// win the window title while a screen is pushed on top of it.
struct PreferenceBarrier: PrimitiveModifier {
    let keys: Set<ObjectIdentifier>

    package func makeNode(_ node: ViewNode, content: some View) {
        node.blockedPreferences = keys
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        node.blockedPreferences = keys
        node.children[0].update(toValue: content)
    }
}

extension View {
    /// Stops the values of `keys` written inside from reaching readers outside.
    package func preferenceBarrier(_ keys: any PreferenceKey.Type...) -> some View {
        ModifiedContent(content: self, modifier: PreferenceBarrier(keys: Set(keys.map { ObjectIdentifier($0) })))
    }
}
