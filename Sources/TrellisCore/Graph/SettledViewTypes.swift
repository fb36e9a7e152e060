/// Which view types a new, equal value leaves alone, found once per type:
/// asking the runtime whether a type conforms costs far more than the
/// comparison it would save.
///
/// A settled primitive (`PrimitiveView.isSettledByEqualValue`) is one; so is a
/// composite view that does not animate its data, since its node runs the body
/// only for a changed value (an animatable one tracks even equal values).
@MainActor
enum SettledViewTypes {
    // Process-wide on purpose: facts about types, the same for every window.
    private static var plans: [ObjectIdentifier: EqualityPlan.Comparison?] = [:]

    // A list's rows are all one type, asked about thousands of times in a row:
    // remembering the last answer spares hashing the type for each.
    private static var lastAsked: ObjectIdentifier?
    private static var lastPlan: EqualityPlan.Comparison?

    /// How to tell an equal value of `type` from a changed one, when an equal
    /// value leaves its node alone; `nil` when it does not.
    static func equalityPlan<V>(for type: V.Type) -> EqualityPlan.Comparison? {
        let key = ObjectIdentifier(type)
        if key == lastAsked { return lastPlan }
        let plan: EqualityPlan.Comparison?
        if let known = plans[key] {
            plan = known
        } else {
            plan = leavesEqualValueAlone(type) ? EqualityPlan.plan(for: type) : nil
            plans[key] = .some(plan)
        }
        lastAsked = key
        lastPlan = plan
        return plan
    }

    private static func leavesEqualValueAlone<V>(_ type: V.Type) -> Bool {
        // An animatable value is tracked even when equal, to start from what is on screen.
        if type is any Animatable.Type { return false }
        if let primitive = type as? any PrimitiveView.Type { return primitive.isSettledByEqualValue }
        return !(type is any Shape.Type)
    }
}
