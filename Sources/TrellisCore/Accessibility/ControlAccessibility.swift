/// What a control that handles its own input is to assistive technology:
/// Trellis's controls set it on their `Interaction`, and it is read only
/// while an accessibility tree is built, so a window nobody inspects pays nothing.
package struct ControlAccessibility {
    /// What kind of control it is.
    var role: AccessibilityRole
    /// Its name, when its label is not drawn inside it (a field's placeholder, a slider's label).
    var name: String?
    /// Its value as text (a field's text).
    var value: String?
    /// Its value as a number.
    var range: AccessibilityRange?
    /// Whether it is on, for toggles.
    var checked: Bool?
    /// Whether it shows its content, for disclosures.
    var expanded: Bool?
    /// Whether it is the chosen one of its group, for tabs.
    var selected: Bool?
    /// Whether it is text that can be edited.
    var editable = false
    /// Whether its editable text has several lines (an editor), not one (a field).
    var isMultiLine = false
    /// The action a tap stands for: `press` for buttons, `toggle` for toggles; nil when a tap does nothing by itself.
    var tapAction: String? = AccessibilityNode.ActionName.press
    /// The keys that step its value up and down, for sliders.
    var stepKeys: (up: Key, down: Key)?
    /// Where the caret and the selection are in an editable text, in Unicode scalars.
    var caret: (offset: Int, selection: Range<Int>)?
    /// Replaces the whole text, for editable texts.
    var replaceText: (@MainActor (String) -> Void)?
    /// Selects Unicode scalars of an editable text, or puts the caret at an empty range's place.
    var select: (@MainActor (Range<Int>) -> Void)?
    /// Sets the value, for controls with a range that can move to any value in it (sliders).
    var setValue: (@MainActor (Double) -> Void)?

    package init(role: AccessibilityRole, name: String? = nil, value: String? = nil, range: AccessibilityRange? = nil,
                 checked: Bool? = nil, expanded: Bool? = nil, selected: Bool? = nil, editable: Bool = false,
                 tapAction: String? = AccessibilityNode.ActionName.press, isMultiLine: Bool = false,
                 stepKeys: (up: Key, down: Key)? = nil, caret: (offset: Int, selection: Range<Int>)? = nil, replaceText: (@MainActor (String) -> Void)? = nil,
                 select: (@MainActor (Range<Int>) -> Void)? = nil, setValue: (@MainActor (Double) -> Void)? = nil) {
        self.role = role
        self.name = name
        self.value = value
        self.range = range
        self.checked = checked
        self.expanded = expanded
        self.selected = selected
        self.editable = editable
        self.isMultiLine = isMultiLine
        self.tapAction = tapAction
        self.stepKeys = stepKeys
        self.caret = caret
        self.replaceText = replaceText
        self.select = select
        self.setValue = setValue
    }
}

extension Interaction {
    /// The accessible object of the control these handlers belong to, or nil
    /// for handlers that make no control (a plain tap gesture). Its actions run
    /// the handlers that Space and the arrow keys reach while it has focus, and
    /// only while it takes input.
    package func accessibilityNode(inMenu: Bool) -> AccessibilityNode? {
        let facts: ControlAccessibility
        if let describe = accessibility {
            facts = describe()
        } else if isButton {
            facts = ControlAccessibility(role: inMenu ? .menuItem : .pushButton)
        } else {
            return nil
        }
        // A toggle in a menu is a check menu item, as GTK's popover menus make one (`GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX`).
        let isMenuToggle = inMenu && facts.checked != nil && (facts.role == .checkBox || facts.role == .toggleButton)
        let node = AccessibilityNode(role: isMenuToggle ? .checkMenuItem : facts.role, name: facts.name ?? "")
        node.value = facts.value
        node.range = facts.range
        if allowsInput { node.states.formUnion([.enabled, .sensitive]) }
        if isFocusable { node.states.insert(.focusable) }
        if isFocused { node.states.insert(.focused) }
        if let checked = facts.checked {
            node.states.insert(.checkable)
            if checked { node.states.insert(.checked) }
        }
        if let expanded = facts.expanded {
            node.states.insert(.expandable)
            node.states.insert(expanded ? .expanded : .collapsed)
        }
        if let selected = facts.selected {
            node.states.insert(.selectable)
            if selected { node.states.insert(.selected) }
        }
        if facts.editable { node.states.formUnion([.editable, facts.isMultiLine ? .multiLine : .singleLine]) }
        if let caret = facts.caret {
            node.caretOffset = caret.offset
            node.selectedRange = caret.selection
        }
        if let replace = facts.replaceText {
            node.replaceText = { [self] text in
                guard allowsInput else { return false }
                replace(text)
                return true
            }
        }
        if let select = facts.select {
            node.selectText = { [self] range in
                guard allowsInput else { return false }
                select(range)
                return true
            }
        }
        if let name = facts.tapAction, onTap != nil {
            node.setAction(name) { [self] in
                guard allowsInput, let onTap else { return false }
                onTap(1)
                return true
            }
        }
        if let set = facts.setValue {
            node.setValue = { [self] value in
                guard allowsInput else { return false }
                set(value)
                return true
            }
        }
        if let keys = facts.stepKeys {
            node.setAction(AccessibilityNode.ActionName.increment) { [self] in pressKey(keys.up) }
            node.setAction(AccessibilityNode.ActionName.decrement) { [self] in pressKey(keys.down) }
        }
        return node
    }

    /// Sends `key` as the router sends a key to the focused control.
    private func pressKey(_ key: Key) -> Bool {
        guard allowsInput, let onKey else { return false }
        return onKey(key, [])
    }
}
