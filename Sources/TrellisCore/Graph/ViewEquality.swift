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
@MainActor protocol SelfComparingProperty {
    /// Whether `other` (of the same type) gives the view the same input as this.
    func isSameInput(as other: Any) -> Bool
}

/// Equality for values of any type: `==` where there is one, otherwise bitwise,
/// then member by member for structures.
@MainActor enum ValueEquality {
    /// How deep member-by-member comparison goes before it gives up (and says "changed").
    private static let depthLimit = 4

    static func areEqual(_ old: Any, _ new: Any) -> Bool {
        areEqual(old, new, depth: 0)
    }

    private static func areEqual(_ old: Any, _ new: Any, depth: Int) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if let old = old as? any Equatable {
            return equatable(old, new)
        }
        if type(of: old) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        if let old = old as? SelfComparingProperty { return old.isSameInput(as: new) }
        if bitwiseEqual(old, new) { return true }
        // A custom mirror may leave stored properties out, so its members prove nothing.
        if old is CustomReflectable { return false }
        return depth < depthLimit && memberwiseEqual(old, new, depth: depth + 1)
    }

    private static func equatable<T: Equatable>(_ old: T, _ new: Any) -> Bool {
        guard let new = new as? T else { return false }
        return old == new
    }

    /// Only structures and tuples: an enumeration's cases without payloads have
    /// no members, so comparing members would call different cases equal.
    private static func memberwiseEqual(_ old: Any, _ new: Any, depth: Int) -> Bool {
        let oldMirror = Mirror(reflecting: old)
        guard oldMirror.displayStyle == .struct || oldMirror.displayStyle == .tuple else { return false }
        let newMirror = Mirror(reflecting: new)
        guard oldMirror.children.count == newMirror.children.count, !oldMirror.children.isEmpty else { return false }
        return zip(oldMirror.children, newMirror.children).allSatisfy { areEqual($0.value, $1.value, depth: depth) }
    }

    private static func bitwiseEqual(_ old: Any, _ new: Any) -> Bool {
        func open<T>(_ old: T) -> Bool {
            guard let new = new as? T else { return false }
            return withUnsafeBytes(of: old) { oldBytes in
                withUnsafeBytes(of: new) { newBytes in
                    oldBytes.elementsEqual(newBytes)
                }
            }
        }
        return open(old)
    }
}
