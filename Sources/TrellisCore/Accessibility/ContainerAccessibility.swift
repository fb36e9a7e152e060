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

extension ListLayout {
    /// A list of its built rows, each a list item holding what the row shows.
    func listAccessibility() -> AccessibilityNode {
        let list = AccessibilityNode(role: .list)
        list.madeOwnChildren = true
        for (offset, row) in rows {
            let content = AccessibilityTreeBuilder.elements(of: row)
            let item = AccessibilityNode(role: .listItem, name: AccessibilityTreeBuilder.contentName(of: content))
            item.frame = row.frame
            AccessibilityTreeBuilder.adopt(content, into: item)
            if isSelectable {
                item.states.insert(.selectable)
                if let tag = tag(ofRow: offset), selection.contains(tag) { item.states.insert(.selected) }
                if let interaction {
                    let center = Point(x: row.frame.midX, y: row.frame.midY)
                    item.setAction(AccessibilityNode.ActionName.press) { interaction.click(at: center) }
                }
            }
            list.children.append(item)
            item.parent = list
        }
        return list
    }
}

extension SegmentedLayout {
    /// A group of radio buttons, one per option, the chosen one checked.
    func pickerAccessibility() -> AccessibilityNode {
        let group = AccessibilityNode(role: .panel)
        group.madeOwnChildren = true
        let chosen = indexOfSelection
        for (index, option) in children.enumerated() {
            let button = AccessibilityNode(role: .radioButton, name: AccessibilityTreeBuilder.contentName(of: AccessibilityTreeBuilder.elements(of: option)))
            // A radio group's rows hold the circle and the title; a segment is its option's place.
            button.frame = isRadioGroup && radioRows.indices.contains(index) ? radioRows[index] : option.frame
            button.states = [.checkable]
            if index == chosen { button.states.formUnion([.checked, .selected]) }
            if let interaction {
                if interaction.allowsInput { button.states.formUnion([.enabled, .sensitive]) }
                if interaction.isFocused, index == chosen { button.states.insert(.focused) }
                let center = Point(x: button.frame.midX, y: button.frame.midY)
                button.setAction(AccessibilityNode.ActionName.press) { interaction.click(at: center) }
            }
            group.children.append(button)
            button.parent = group
        }
        return group
    }
}

extension PresentationLayout {
    /// A menu, or a dialog that is modal while it takes all input.
    func presentationAccessibility() -> AccessibilityNode {
        if placement.isMenu { return AccessibilityNode(role: .menu) }
        let dialog = AccessibilityNode(role: .dialog)
        if capturesInput { dialog.states.insert(.modal) }
        return dialog
    }
}
