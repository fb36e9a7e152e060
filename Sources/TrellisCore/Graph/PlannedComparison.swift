/// A type that says itself how `EqualityPlan` compares its values: a value
/// compared in place (`ComparedInPlace`), a box compared by what it holds
/// (`ComparedByContents`), or a property wrapper that judges its own input
/// (`SelfComparingProperty`).
///
/// One protocol for the plans to ask about: the first time a type is asked
/// about a conformance, the runtime scans every conformance record in the
/// process, so three kinds asked about separately cost three scans for every
/// new view type and every type of its fields on a window's first frame.
@MainActor protocol PlannedComparison {
    /// How the plans compare two values of this type.
    static var plannedComparison: EqualityPlan.Comparison { get }
}
