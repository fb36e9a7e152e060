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

    // A list's rows are all one type, asked about thousands of times in a row:
    // remembering the last answer spares hashing the type for each.
    private static var lastAsked: ObjectIdentifier?
    private static var lastPlan: EqualityPlan.Comparison?

    /// How to tell an equal value of `type` from a changed one, when `type` is
    /// settled by equal values; `nil` when it is not.
    static func equalityPlan<V>(for type: V.Type) -> EqualityPlan.Comparison? {
        let key = ObjectIdentifier(type)
        if key == lastAsked { return lastPlan }
        let plan = contains(type) ? EqualityPlan.plan(for: type) : nil
        lastAsked = key
        lastPlan = plan
        return plan
    }
}
