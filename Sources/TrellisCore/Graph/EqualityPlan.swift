import Foundation

/// How to tell whether two values of one type are the same input to a view,
/// worked out once per type from its metadata.
///
/// In order: `==` where the type has it; contents for the boxes that hold a
/// view's parts (`ComparedByContents`); identity for other classes; the wrapper's own
/// judgement for `@State`, `@Environment` and bindings; equal bytes; and, for
/// structures and tuples, member by member down to a few levels. Enumerations,
/// closures and types with a custom mirror are equal only when their bytes are.
@MainActor enum EqualityPlan {
    /// Compares the values at two addresses; the third argument is how deep in members the comparison is.
    typealias Comparison = @MainActor (UnsafeRawPointer, UnsafeRawPointer, Int) -> Bool

    /// How deep member-by-member comparison goes before it gives up (and says "changed").
    static let depthLimit = 4

    // Process-wide on purpose: a plan depends only on the type, so every window's graph shares it.
    private static var plansByType: [ObjectIdentifier: Comparison] = [:]

    /// The comparison for values of type `T`, made on first use.
    static func plan<T>(for type: T.Type) -> Comparison {
        let key = ObjectIdentifier(type)
        if let known = plansByType[key] { return known }
        let made = makePlan(for: type)
        plansByType[key] = made
        return made
    }

    private static func makePlan<T>(for type: T.Type) -> Comparison {
        if let equatable = type as? any Equatable.Type {
            return equality(of: equatable)
        }
        if let boxed = type as? any ComparedByContents.Type {
            return boxed.contentsComparison
        }
        if type is AnyClass {
            // A class reference is one pointer, so equal bits are the same object;
            // `as AnyObject` would go through a dynamic cast for every comparison.
            return { old, new, _ in old.load(as: UInt.self) == new.load(as: UInt.self) }
        }
        if type is any SelfComparingProperty.Type {
            return { old, new, _ in (load(T.self, old) as! any SelfComparingProperty).isSameInput(as: load(T.self, new)) }
        }
        let size = MemoryLayout<T>.size
        let bytesEqual: Comparison = { old, new, _ in memcmp(old, new, size) == 0 }
        // A custom mirror may leave stored properties out, so its members prove nothing.
        if type is any CustomReflectable.Type { return bytesEqual }
        switch StoredFields.kind(of: type) {
        case .structure, .tuple:
            return memberwise(T.self, bytesEqual: bytesEqual)
        case .existential:
            // The declared type says nothing; compare what the fields actually hold.
            return { old, new, depth in
                bytesEqual(old, new, depth) || ValueEquality.areEqual(load(T.self, old), load(T.self, new), depth: depth)
            }
        default:
            return bytesEqual
        }
    }

    private static func equality<E: Equatable>(of type: E.Type) -> Comparison {
        { old, new, _ in load(E.self, old) == load(E.self, new) }
    }

    private static func memberwise<T>(_ type: T.Type, bytesEqual: @escaping Comparison) -> Comparison {
        let fields = StoredFields.of(type)
        // A structure with no members has nothing to compare but its (empty) bytes.
        guard !fields.isEmpty else { return bytesEqual }
        var members: [(offset: Int, comparison: Comparison)] = []
        for field in fields {
            members.append((field.offset, plan(forField: field.type)))
        }
        let compared = members
        return { old, new, depth in
            if bytesEqual(old, new, depth) { return true }
            guard depth < depthLimit else { return false }
            for member in compared where !member.comparison(old + member.offset, new + member.offset, depth + 1) {
                return false
            }
            return true
        }
    }

    private static func plan(forField type: Any.Type) -> Comparison {
        func open<F>(_ type: F.Type) -> Comparison { plan(for: type) }
        return open(type)
    }

    private static func load<T>(_ type: T.Type, _ address: UnsafeRawPointer) -> T {
        address.assumingMemoryBound(to: T.self).pointee
    }
}

/// A class that only holds a value's parts for it, never changed once made:
/// two instances are the same input when their contents are, not only when
/// they are one object.
@MainActor protocol ComparedByContents: AnyObject {
    /// Compares the references at two addresses by what they hold, at the depth given.
    static var contentsComparison: EqualityPlan.Comparison { get }
}
