/// Which view types a new, equal value leaves alone, found once per type:
/// asking the runtime whether a type conforms costs far more than the
/// comparison it would save.
///
/// A settled primitive (`PrimitiveView.isSettledByEqualValue`) is one; so is a
/// composite view that does not animate its data, since its node runs the body
/// only for a changed value (an animatable one tracks even equal values).
///
/// Asked once per type: a node keeps the answer in its `ViewTypeTraits`.
@MainActor
enum SettledViewTypes {
    // Process-wide on purpose: facts about types, the same for every window.
    // Keeping the boxes here keeps them alive for the `ViewTypeTraits` that point at them.
    private static var comparisons: [ObjectIdentifier: SettledComparison?] = [:]

    /// How to tell an equal value of `type` from a changed one, when an equal
    /// value leaves its node alone; `nil` when it does not.
    static func comparison<V>(for type: V.Type) -> SettledComparison? {
        let key = ObjectIdentifier(type)
        if let known = comparisons[key] { return known }
        let made = leavesEqualValueAlone(type) ? SettledComparison(EqualityPlan.plan(for: type)) : nil
        comparisons[key] = .some(made)
        return made
    }

    /// Whether an equal value of `type` leaves its node alone.
    static func isSettled<V>(_ type: V.Type) -> Bool {
        comparison(for: type) != nil
    }

    private static func leavesEqualValueAlone<V>(_ type: V.Type) -> Bool {
        // An animatable value is tracked even when equal, to start from what is on screen.
        if hasAnimatableData(type) { return false }
        if let primitive = type as? any PrimitiveView.Type { return primitive.isSettledByEqualValue }
        return !(type is any Shape.Type)
    }
}

/// A settled view type's equality plan, in an object that lives as long as
/// the process (`SettledViewTypes` keeps it), so that `ViewTypeTraits`, copied
/// on every update of a node, can point at it without retaining it.
final class SettledComparison {
    let compare: EqualityPlan.Comparison

    init(_ compare: @escaping EqualityPlan.Comparison) {
        self.compare = compare
    }
}
