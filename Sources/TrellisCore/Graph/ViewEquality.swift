/// Decides whether a composite child can skip running its body.
///
/// A view is unchanged when it is `Equatable` and equal, or when its stored
/// properties are bitwise equal. Bitwise comparison errs on the side of
/// running the body: equal strings in different buffers, or closures, count
/// as different, which costs a body run but is never wrong.
enum ViewEquality {
    static func areEqual(_ old: any View, _ new: any View) -> Bool {
        ValueEquality.areEqual(old, new)
    }
}

/// Equality for values of any type: `==` where there is one, otherwise bitwise.
enum ValueEquality {
    static func areEqual(_ old: Any, _ new: Any) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if let old = old as? any Equatable {
            return equatable(old, new)
        }
        if type(of: old) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        return bitwiseEqual(old, new)
    }

    private static func equatable<T: Equatable>(_ old: T, _ new: Any) -> Bool {
        guard let new = new as? T else { return false }
        return old == new
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
