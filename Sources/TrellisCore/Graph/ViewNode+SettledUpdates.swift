/// Updates that leave a settled subtree alone: a row among thousands, or a
/// stack's content, given a value equal to its node's, costs a comparison in
/// place, without boxing or copying the value.
extension ViewNode {
    /// Brings this node up to date with the value at `target`, whose type the
    /// caller knows: a row of a `ForEach` among thousands, lying in the array
    /// of its rows. A view whose node depends only on its value, given a value
    /// equal to its last, is left alone without boxing or copying the value or
    /// looking up its conformances; it is copied only when it differs.
    func update<V: View>(toValueAt target: UnsafePointer<V>) {
        guard let plan = traits(ofType: V.self).settledComparison else { return update(to: target.pointee) }
        if leavesAlone(target, by: plan) { return }
        // Compared once: the plan is the one `ViewEquality` would follow again.
        update(to: target.pointee, differs: true)
    }

    /// Brings this node up to date with `value`, whose type the caller knows:
    /// a stack's content, a modifier's, a part of a tuple. An equal value of a
    /// settled type leaves the subtree alone without being boxed; a value of
    /// another type is boxed at once, with no address taken.
    package func update<V: View>(toValue value: V) {
        guard let plan = traits(ofType: V.self).settledComparison else { return update(to: value) }
        // The address is taken inside a nonisolated function: a closure formed
        // here would be main-actor isolated, and checked for it on every call.
        if hasNothingPending && Self.holds(&view, sameAs: value, by: plan.compare) { return }
        update(to: value, differs: true)
    }

    /// Whether the value at `target`, of a settled type, is this node's own
    /// by `plan`, with nothing else pending, so that the node has nothing to do.
    private func leavesAlone<V>(_ target: UnsafePointer<V>, by plan: SettledComparison) -> Bool {
        // `view` goes in place: passed by value, the stored existential was
        // copied out and destroyed again for every row compared.
        hasNothingPending && Self.holds(&view, sameAsValueAt: target, by: plan.compare)
    }

    /// No body run is owed and the node is not cut off at the depth limit:
    /// an equal value then leaves it as it is.
    private var hasNothingPending: Bool { !needsBodyUpdate && !isAtDepthLimit }

    /// Whether `stored` is a `V` equal to `value` by `plan`.
    private nonisolated static func holds<V>(_ stored: inout any View, sameAs value: V,
                                             by plan: EqualityPlan.Comparison) -> Bool {
        withUnsafePointer(to: value) { holds(&stored, sameAsValueAt: $0, by: plan) }
    }

    /// Whether `stored` is a `V` equal to the value at `target` by `plan`:
    /// opened rather than cast, since a cast from an existential goes through
    /// the runtime's general machinery, and not isolated, so that the
    /// pointer's closure needs no executor check.
    private nonisolated static func holds<V>(_ stored: inout any View, sameAsValueAt target: UnsafePointer<V>,
                                             by plan: EqualityPlan.Comparison) -> Bool {
        func open<T>(_ value: T) -> Bool {
            guard T.self == V.self else { return false }
            return withUnsafePointer(to: value) { old in plan(UnsafeRawPointer(old), UnsafeRawPointer(target), 0) }
        }
        return _openExistential(stored, do: open)
    }
}
