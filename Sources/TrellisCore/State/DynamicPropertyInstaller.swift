/// Connects the property wrappers of a view value to its node before `body` runs.
///
/// Reflection finds the dynamic properties; types found to have none are
/// remembered, so plain views pay for the look-up once.
@MainActor
enum DynamicPropertyInstaller {
    private static var typesWithoutProperties: Set<ObjectIdentifier> = []

    static func install<V>(on value: V, node: ViewNode) -> V {
        let type = ObjectIdentifier(V.self)
        guard !typesWithoutProperties.contains(type) else { return value }
        var slot = 0
        var found = false
        let reference = _GraphNodeReference(node: node)
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any DynamicProperty {
                property._install(in: reference, slot: &slot)
                found = true
            }
        }
        if !found { typesWithoutProperties.insert(type) }
        return value
    }
}
