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
    ///
    /// Not isolated to the main actor: a comparison runs once per row of a
    /// list, inside `withUnsafePointer`, and calling a main-actor closure
    /// from there checks the executor on every call. So every comparison is
    /// made by a `nonisolated` function below; the few that need the main
    /// actor (wrappers, existentials) assume it, as plans only ever run from
    /// the view graph.
    typealias Comparison = (UnsafeRawPointer, UnsafeRawPointer, Int) -> Bool

    /// How deep member-by-member comparison goes before it gives up (and says "changed").
    nonisolated static let depthLimit = 4

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
        // Each conformance asked of a type for the first time makes the runtime
        // scan every conformance in the process (about 300,000 instructions
        // here), so Trellis's own kinds are asked about as one.
        if let planned = type as? any PlannedComparison.Type {
            return planned.plannedComparison
        }
        if let equatable = type as? any Equatable.Type {
            return equality(of: equatable)
        }
        if type is AnyClass {
            return identity()
        }
        let bytesEqual = bytes(in: StoredBytes.spans(of: type))
        // A custom mirror may leave stored properties out, so its members prove nothing.
        if type is any CustomReflectable.Type { return bytesEqual }
        switch StoredFields.kind(of: type) {
        case .structure, .tuple:
            let fields = StoredFields.of(type)
            // A structure with no members has nothing to compare but its (empty) bytes.
            guard !fields.isEmpty else { return bytesEqual }
            return memberwise(fields.map { ($0.offset, plan(forField: $0.type)) }, bytesEqual: bytesEqual)
        case .existential:
            return heldValues(of: type, bytesEqual: bytesEqual)
        default:
            return bytesEqual
        }
    }

    private nonisolated static func equality<E: Equatable>(of type: E.Type) -> Comparison {
        { old, new, _ in load(E.self, old) == load(E.self, new) }
    }

    private nonisolated static func identity() -> Comparison {
        // A class reference is one pointer, so equal bits are the same object;
        // `as AnyObject` would go through a dynamic cast for every comparison.
        { old, new, _ in old.load(as: UInt.self) == new.load(as: UInt.self) }
    }

    nonisolated static func wrapperJudgement<T>(of type: T.Type) -> Comparison {
        { old, new, _ in
            // Plans run only on the main actor (see `Comparison`), so the values never leave it.
            nonisolated(unsafe) let old = load(T.self, old), new = load(T.self, new)
            return MainActor.assumeIsolated { (old as! any SelfComparingProperty).isSameInput(as: new) }
        }
    }

    /// Equal bytes in `spans`, the stretches a type's stored properties fill:
    /// the padding between them holds whatever a copy left there.
    private nonisolated static func bytes(in spans: [Range<Int>]) -> Comparison {
        guard spans.count == 1, let only = spans.first else {
            return { old, new, _ in
                for span in spans where memcmp(old + span.lowerBound, new + span.lowerBound, span.count) != 0 {
                    return false
                }
                return true
            }
        }
        let start = only.lowerBound, count = only.count
        return { old, new, _ in memcmp(old + start, new + start, count) == 0 }
    }

    private nonisolated static func heldValues<T>(of type: T.Type, bytesEqual: @escaping Comparison) -> Comparison {
        // The declared type says nothing; compare what the fields actually hold.
        { old, new, depth in
            if bytesEqual(old, new, depth) { return true }
            nonisolated(unsafe) let old = load(T.self, old), new = load(T.self, new)
            return MainActor.assumeIsolated { ValueEquality.areEqual(old, new, depth: depth) }
        }
    }

    private nonisolated static func memberwise(_ members: [(offset: Int, comparison: Comparison)],
                                               bytesEqual: @escaping Comparison) -> Comparison {
        { old, new, depth in
            if bytesEqual(old, new, depth) { return true }
            guard depth < depthLimit else { return false }
            for member in members where !member.comparison(old + member.offset, new + member.offset, depth + 1) {
                return false
            }
            return true
        }
    }

    private static func plan(forField type: Any.Type) -> Comparison {
        func open<F>(_ type: F.Type) -> Comparison { plan(for: type) }
        return open(type)
    }

    private nonisolated static func load<T>(_ type: T.Type, _ address: UnsafeRawPointer) -> T {
        address.assumingMemoryBound(to: T.self).pointee
    }
}

/// A value compared where it lies: from the plans' generic code, `==` gets
/// copies of both values first, which for a row compared on every update of
/// its list costs more than the comparison.
protocol ComparedInPlace: Equatable, PlannedComparison {
    /// Whether the values at `old` and `new` are equal, as `==` says.
    nonisolated static func areEqual(_ old: UnsafePointer<Self>, _ new: UnsafePointer<Self>) -> Bool
}

extension ComparedInPlace {
    /// The plan's comparison: `areEqual` on the two addresses.
    static var plannedComparison: EqualityPlan.Comparison {
        { old, new, _ in areEqual(old.assumingMemoryBound(to: Self.self), new.assumingMemoryBound(to: Self.self)) }
    }
}

/// A class that only holds a value's parts for it, never changed once made:
/// two instances are the same input when their contents are, not only when
/// they are one object.
@MainActor protocol ComparedByContents: AnyObject, PlannedComparison {
    /// Compares the references at two addresses by what they hold, at the depth given.
    static var contentsComparison: EqualityPlan.Comparison { get }
}

extension ComparedByContents {
    /// The plan's comparison: by contents.
    static var plannedComparison: EqualityPlan.Comparison { contentsComparison }
}
