/// Decides whether a composite child can skip running its body.
///
/// A view is unchanged when it is `Equatable` and equal, or when its stored
/// properties are equal one by one: bitwise first, then property by property,
/// where `@State`, `@Environment` and `@FocusState` always match (their value
/// lives in the node, not in the view) and bindings match when they point at
/// the same storage. Anything it cannot compare, such as a closure, counts as
/// changed, which costs a body run but is never wrong.
@MainActor enum ViewEquality {
    static func areEqual(_ old: any View, _ new: any View) -> Bool {
        ValueEquality.areEqual(old, new)
    }
}

/// A property wrapper that knows whether a freshly made view's copy of it is
/// the same input as the old view's: `@State` always is (its value lives in the
/// node), `@Environment` when it reads the same key, a binding when it reaches
/// the same storage.
@MainActor protocol SelfComparingProperty: PlannedComparison {
    /// Whether `other` (of the same type) gives the view the same input as this.
    func isSameInput(as other: Any) -> Bool
}

extension SelfComparingProperty {
    /// The plan's comparison: the wrapper's own judgement.
    static var plannedComparison: EqualityPlan.Comparison { EqualityPlan.wrapperJudgement(of: Self.self) }
}

/// Equality for values of any type: `==` where there is one, otherwise bitwise,
/// then member by member for structures.
///
/// How to compare a type is decided once, as an `EqualityPlan`; comparing two
/// values then follows the plan over their bytes.
@MainActor package enum ValueEquality {
    package static func areEqual(_ old: Any, _ new: Any) -> Bool {
        areEqual(old, new, depth: 0)
    }

    static func areEqual(_ old: Any, _ new: Any, depth: Int) -> Bool {
        let heldType = type(of: old)
        guard heldType == type(of: new) else { return false }
        func compare<T>(_ old: T) -> Bool {
            // Opening `Any` stops at an existential boxed inside it (an `any View`
            // field read generically); open that by the type it holds instead.
            guard T.self == heldType else { return _openExistential(heldType, do: compareHeld) }
            // Opening `new` gives its type without a dynamic cast, which costs
            // hundreds of instructions a comparison; only an existential held
            // in `Any` (whose opening goes past it) needs the cast.
            func against<U>(_ new: U) -> Bool {
                if U.self == T.self { return compareBytes(old, new) }
                guard let new = new as? T else { return false }
                return compareBytes(old, new)
            }
            return _openExistential(new, do: against)
        }
        func compareBytes<T, U>(_ old: T, _ new: U) -> Bool {
            withUnsafePointer(to: old) { oldValue in
                withUnsafePointer(to: new) { newValue in
                    EqualityPlan.plan(for: T.self)(UnsafeRawPointer(oldValue), UnsafeRawPointer(newValue), depth)
                }
            }
        }
        func compareHeld<T>(_: T.Type) -> Bool {
            guard let old = old as? T else { return false }
            return compare(old)
        }
        return _openExistential(old, do: compare)
    }
}
