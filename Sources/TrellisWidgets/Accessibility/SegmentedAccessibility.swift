@_spi(TrellisExtension) import TrellisCore

/// A picker's options, told to assistive technology as a radio group.
extension SegmentedLayout {
    /// A group of radio buttons, one per option, the chosen one checked.
    func pickerAccessibility() -> AccessibilityNode {
        let group = AccessibilityNode(role: .panel)
        group.madeOwnChildren = true
        // Tab stops on the picker once, and the arrows choose, as on a Mac.
        if interaction?.isFocusable == true { group.states.insert(.focusable) }
        let chosen = indexOfSelection
        for (index, option) in children.enumerated() {
            // A radio group's rows hold the circle and the title; a segment is its option's place.
            let frame = isRadioGroup && radioRows.indices.contains(index) ? radioRows[index] : option.frame
            let button = AccessibilityNode.part(.radioButton, showing: option, frame: frame, choosingThrough: interaction)
            button.states = [.checkable]
            if index == chosen { button.states.formUnion([.checked, .selected]) }
            if let interaction {
                if interaction.allowsInput { button.states.formUnion([.enabled, .sensitive]) }
                if interaction.isFocused, index == chosen { button.states.insert(.focused) }
            }
            AccessibilityTreeBuilder.adopt([button], into: group)
        }
        return group
    }
}
