/// Which view types a new, equal value leaves settled (`PrimitiveView.isSettledByEqualValue`),
/// found once per type: asking the runtime whether a type conforms costs far
/// more than the comparison it would save.
@MainActor
enum SettledViewTypes {
    // Process-wide on purpose: a fact about a type, the same for every window.
    private static var known: [ObjectIdentifier: Bool] = [:]

    /// Whether `type` is a primitive view whose equal values change nothing.
    static func contains<V>(_ type: V.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let settled = known[key] { return settled }
        let settled = (type as? any PrimitiveView.Type)?.isSettledByEqualValue ?? false
        known[key] = settled
        return settled
    }
}
