/// The accessible objects of containers that know more than their children
/// do: which row of a list is selected, which option of a picker is chosen,
/// whether a presentation is a menu or a modal dialog.
extension Interaction {
    /// Clicks at `point` as the router delivers a click: the press, then the
    /// tap; false when the control takes no input now.
    func click(at point: Point) -> Bool {
        guard allowsInput else { return false }
        onPressAt?(point)
        onTap?(1)
        return true
    }
}

extension AccessibilityNode {
    /// An object standing for `part` of a container (a row, an option), named by
    /// what the part shows, that a click at its centre through `interaction` chooses.
    package static func part(_ role: AccessibilityRole, showing part: LayoutNode, frame: Rect,
                     choosingThrough interaction: Interaction?) -> AccessibilityNode {
        let content = AccessibilityTreeBuilder.elements(of: part)
        let node = AccessibilityNode(role: role, name: AccessibilityTreeBuilder.contentName(of: content))
        node.frame = frame
        if let interaction {
            let center = Point(x: frame.midX, y: frame.midY)
            node.setAction(ActionName.press) { interaction.click(at: center) }
        }
        return node
    }
}

extension ListLayout {
    /// A list of its built rows, each a list item holding what the row shows;
    /// an outline (a list with rows that open) is a tree of tree items, each
    /// that can open saying whether it is, and opening or closing by its action.
    func listAccessibility() -> AccessibilityNode {
        let disclosures = rows.map { disclosure(in: $0.1) }
        let isTree = disclosures.contains { $0?.isExpanded != nil }
        let list = AccessibilityNode(role: isTree ? .tree : .list)
        list.madeOwnChildren = true
        list.itemCount = count
        if isSelectable {
            list.chosenItemNumbers = { [weak self] in
                guard let self else { return [] }
                return Array(Set(selection.flatMap { self.rows(withTag: $0) })).sorted()
            }
        }
        let keptItems = AccessibilityTreeBuilder.keptListItems
        let role: AccessibilityRole = isTree ? .treeItem : .listItem, choosing = isSelectable ? interaction : nil
        for ((offset, row), disclosure) in zip(rows, disclosures) {
            let content = AccessibilityTreeBuilder.elements(of: row)
            let selected: Bool? = isSelectable ? tag(ofRow: offset).map { selection.contains($0) } ?? false : nil
            let expanded = disclosure?.isExpanded
            if let kept = keptItems?.item(for: row, role: role, content: content, offset: offset, selected: selected,
                                          expanded: expanded, interaction: choosing) {
                AccessibilityTreeBuilder.adopt([kept], into: list)
                continue
            }
            let item = AccessibilityNode.part(role, showing: row, frame: row.frame, choosingThrough: choosing)
            item.itemIndex = offset
            AccessibilityTreeBuilder.adopt(content, into: item)
            if let selected {
                item.states.insert(.selectable)
                if selected { item.states.insert(.selected) }
            }
            if let disclosure, let isExpanded = expanded {
                item.states.formUnion([.expandable, isExpanded ? .expanded : .collapsed])
                let setExpanded = disclosure.setExpanded
                item.setAction(AccessibilityNode.ActionName.expandOrContract) { setExpanded(!isExpanded); return true }
            }
            keptItems?.keep(item, for: row, role: role, content: content, offset: offset, selected: selected,
                            expanded: expanded, interaction: choosing)
            AccessibilityTreeBuilder.adopt([item], into: list)
        }
        return list
    }
}

extension PresentationLayout {
    /// A menu holding its items, or a dialog that is modal while it takes all input.
    func presentationAccessibility() -> AccessibilityNode {
        if placement.isMenu {
            let menu = AccessibilityNode(role: .menu)
            menu.madeOwnChildren = true
            // A menu's card scrolls when the window is too short for it; that is
            // drawing, not structure: GTK's menus hold their items directly.
            let inner = children.flatMap(AccessibilityTreeBuilder.elements(of:))
            let items = inner.count == 1 && inner[0].role == .scrollPane ? inner[0].children : inner
            AccessibilityTreeBuilder.adopt(items, into: menu)
            return menu
        }
        let dialog = AccessibilityNode(role: .dialog)
        if capturesInput { dialog.states.insert(.modal) }
        return dialog
    }
}
