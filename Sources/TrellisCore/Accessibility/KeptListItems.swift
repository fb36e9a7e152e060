/// A list's items kept from one tree to the next: a list is built again
/// whenever anything in it changes (a row chosen, one row's text), and its
/// items stand for rows that mostly did not. An item is kept while its row's
/// objects are the kept ones and its place, frame, choice and disclosure are
/// as they were, so choosing a row makes two items again, not a thousand.
@MainActor
final class KeptListItems {
    /// What one item was made from.
    private struct Kept {
        weak var row: LayoutNode?
        weak var interaction: Interaction?
        let item: AccessibilityNode
        let content: [AccessibilityNode]
        let offset: Int
        let frame: Rect
        let role: AccessibilityRole
        let selected: Bool?
        let expanded: Bool?
    }

    private var kept: [ObjectIdentifier: Kept] = [:]

    /// The item kept for `row`, if it was made from the same objects and facts.
    func item(for row: LayoutNode, role: AccessibilityRole, content: [AccessibilityNode], offset: Int,
              selected: Bool?, expanded: Bool?, interaction: Interaction?) -> AccessibilityNode? {
        guard let found = kept[ObjectIdentifier(row)], found.row === row, found.role == role, found.offset == offset,
              found.frame == row.frame, found.selected == selected, found.expanded == expanded,
              found.interaction === interaction, found.content.count == content.count,
              zip(found.content, content).allSatisfy({ $0 === $1 }) else { return nil }
        return found.item
    }

    /// Keeps `item`, made for `row` from `content`.
    func keep(_ item: AccessibilityNode, for row: LayoutNode, role: AccessibilityRole, content: [AccessibilityNode],
              offset: Int, selected: Bool?, expanded: Bool?, interaction: Interaction?) {
        kept[ObjectIdentifier(row)] = Kept(row: row, interaction: interaction, item: item, content: content, offset: offset,
                                           frame: row.frame, role: role, selected: selected, expanded: expanded)
    }

    /// Drops the items of rows that are gone, once there are many.
    func prune() {
        guard kept.count > 256 else { return }
        kept = kept.filter { $0.value.row != nil }
    }

    func removeAll() { kept.removeAll() }
}
