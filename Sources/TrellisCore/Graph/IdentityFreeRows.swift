/// A primitive view whose node keeps nothing that belongs to its identity:
/// no state, no lifecycle, no gesture or scroll position of its own. A node
/// built for one value shows another exactly as a node built for it would.
///
/// A lazy list uses this to keep a row whose element was replaced by another
/// at the same place (new data, a swap) and update it in place, where it
/// would otherwise tear the row down and build one just like it.
package protocol IdentityFreeView {}

/// A modifier whose node keeps nothing that belongs to its identity; see `IdentityFreeView`.
///
/// Modifiers that tie work to a view's lifetime (`onAppear`, `task`,
/// `onChange`), animate its arrival (`transition`), animate changes of a value
/// (`animation(_:value:)`) or name its identity (`id`) are left out on purpose.
package protocol IdentityFreeModifier {}

extension Text: IdentityFreeView {}
extension Image: IdentityFreeView {}
extension Color: IdentityFreeView {}
extension EmptyView: IdentityFreeView {}
extension Spacer: IdentityFreeView {}
extension Divider: IdentityFreeView {}
extension HStack: IdentityFreeView {}
extension VStack: IdentityFreeView {}
extension ZStack: IdentityFreeView {}
extension Group: IdentityFreeView {}
extension TupleView: IdentityFreeView {}
extension _ConditionalContent: IdentityFreeView {}
extension Optional: IdentityFreeView where Wrapped: View {}
// Eager: a lazy one's rows are held by the node (`extras.lazyRows`), which `keepsNoIdentity` refuses.
// Updated to another element's value, it keeps the children whose ids stay and builds the others,
// as a fresh build would: a table row's cells are a `ForEach` of its columns.
extension ForEach: IdentityFreeView {}
// Another type inside replaces its child, as a fresh build would make it; the same type updates it.
extension AnyView: IdentityFreeView {}
extension ModifiedContent: IdentityFreeView where Modifier: IdentityFreeModifier {}

extension PaddingModifier: IdentityFreeModifier {}
extension FrameModifier: IdentityFreeModifier {}
extension BorderModifier: IdentityFreeModifier {}
extension OpacityModifier: IdentityFreeModifier {}
extension ClipModifier: IdentityFreeModifier {}
extension OffsetModifier: IdentityFreeModifier {}
extension FixedSizeModifier: IdentityFreeModifier {}
extension AspectRatioModifier: IdentityFreeModifier {}
extension PriorityModifier: IdentityFreeModifier {}
extension HitTestingModifier: IdentityFreeModifier {}
extension ContentShapeModifier: IdentityFreeModifier {}
extension EnvironmentModifier: IdentityFreeModifier {}
extension DecorationModifier: IdentityFreeModifier {}
// Only while it handles taps alone: `InteractionModifierHost` checks its interactions.
extension InteractionModifier: IdentityFreeModifier {}

extension ViewNode {
    /// Whether this subtree keeps nothing that belongs to its identity, so it
    /// may be updated in place to show another element: every node is of an
    /// identity-free type (or a composite view), holds no state, runs nothing
    /// when it goes, writes no preferences and holds no lazy rows, and no
    /// text in it has a selection.
    ///
    /// With `countingModelReads`, a body that read an observable model counts
    /// too: what it read may change while the row waits out of the graph
    /// (`LazyRows+Parking`), where nothing would tell it.
    ///
    /// A walk of the row's nodes, a few dozen, each a few checks: far less
    /// than tearing the row down and building another.
    func keepsNoIdentity(countingModelReads: Bool = false) -> Bool {
        guard traitsOfHeldView.keepsNoIdentity else { return false }
        // State and observed models are in the extras, which most nodes have none of.
        if let extras {
            guard extras.stateSlots.isEmpty, !countingModelReads || extras.invalidationToken == nil,
                  extras.teardownActions.isEmpty, extras.preferenceValues.isEmpty,
                  extras.lazyRows == nil, extras.listRowSource == nil else { return false }
            for attached in extras.attachedNodes
            where !attached.keepsNoIdentity(countingModelReads: countingModelReads) { return false }
        }
        if case .modifier(let host) = role, !host.keepsNoIdentity { return false }
        if let layout, !layout.keepsNoIdentity { return false }
        // By index: iterating the list copies it.
        var index = 0
        while index < children.count {
            if !children[index].keepsNoIdentity(countingModelReads: countingModelReads) { return false }
            index += 1
        }
        return true
    }
}
