/// Which view types a new, equal value leaves settled (`PrimitiveView.isSettledByEqualValue`,
/// or a composite view that does not animate), found once per type: asking the runtime whether a type conforms costs far
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

    /// Whether an equal value of `type` leaves its node alone when the node
    /// has no body update pending: a settled primitive, or a composite view
    /// that does not animate its data (its node runs the body only for a
    /// changed value, and an animatable one tracks even equal values).
    static func leavesEqualValueAlone<V>(_ type: V.Type) -> Bool {
        let isPrimitive = type is any PrimitiveView.Type || type is any Shape.Type
        return isPrimitive ? contains(type) : !(type is any Animatable.Type)
    }

    /// How to tell an equal value of `type` from a changed one, when an equal
    /// value leaves its node alone; `nil` when it does not.
    static func equalityPlan<V>(for type: V.Type) -> EqualityPlan.Comparison? {
        let key = ObjectIdentifier(type)
        if key == lastAsked { return lastPlan }
        let plan = leavesEqualValueAlone(type) ? EqualityPlan.plan(for: type) : nil
        lastAsked = key
        lastPlan = plan
        return plan
    }
}
