/// How an `AccessibilityLayout`'s overrides change the objects its content
/// made, with SwiftUI's semantics: `.accessibilityElement(children:)` makes a
/// new element that hides, merges or contains them; the other modifiers change
/// the one element the content is, or make one when the content is none (a
/// shape given a label becomes an element).
@MainActor
enum AccessibilityOverriding {
    static func apply(_ overrides: AccessibilityOverrides, to content: [AccessibilityNode], frame: Rect) -> [AccessibilityNode] {
        if overrides.isHidden == true { return [] }
        let targets: [AccessibilityNode]
        if let behavior = overrides.children {
            targets = [element(from: content, behavior: behavior, role: overrides.role, frame: frame)]
        } else if content.isEmpty {
            guard overrides.makesElement else { return [] }
            let made = AccessibilityNode(role: overrides.role ?? .label)
            made.frame = frame
            targets = [made]
        } else {
            targets = content
        }
        for target in targets { change(target, by: overrides) }
        return targets
    }

    /// The one element that `.accessibilityElement(children:)` makes of `content`.
    private static func element(from content: [AccessibilityNode], behavior: AccessibilityChildBehavior,
                                role: AccessibilityRole?, frame: Rect) -> AccessibilityNode {
        let made: AccessibilityNode
        switch behavior.kind {
        case .ignore:
            made = AccessibilityNode(role: role ?? .label)
        case .contain:
            made = AccessibilityNode(role: role ?? .panel)
            AccessibilityTreeBuilder.adopt(content, into: made)
        case .combine:
            // A merged element is the first control inside it, named by everything inside it.
            let all = content.flatMap(\.allNodes)
            let control = all.first { $0.role.isControl }
            made = AccessibilityNode(role: role ?? control?.role ?? .label,
                                     name: all.map(\.name).filter { !$0.isEmpty }.joined(separator: ", "))
            let values = all.compactMap(\.value)
            made.value = values.isEmpty ? nil : values.joined(separator: ", ")
            made.range = control?.range
            made.states = control?.states ?? []
            for node in all { for action in node.actions where !made.actionNames.contains(action.name) { made.actions.append(action) } }
        }
        made.frame = frame
        if made.role.isControl, control(made) { made.states.formUnion([.enabled, .sensitive]) }
        if behavior.kind != .contain {
            // The keyboard still reaches what the element hides or merges (a stepper's buttons): so does the element.
            let inner = content.flatMap(\.allNodes)
            if inner.contains(where: { $0.states.contains(.focusable) }) { made.states.insert(.focusable) }
            if inner.contains(where: { $0.states.contains(.focused) }) { made.states.insert(.focused) }
        }
        return made
    }

    /// Whether a made control has no states of its own yet, and so takes input as controls do by default.
    private static func control(_ node: AccessibilityNode) -> Bool { node.states.isEmpty }

    private static func change(_ node: AccessibilityNode, by overrides: AccessibilityOverrides) {
        if let role = overrides.role, overrides.children == nil {
            // A button made a combo box shows its choice: that is its value, not its name.
            if role == .comboBox, node.role != .comboBox {
                node.value = node.value ?? node.name
                node.name = ""
            }
            node.role = role
        }
        if let label = overrides.label {
            node.name = label
            node.hasChosenLabel = true
        }
        if let value = overrides.value { node.value = value }
        if let hint = overrides.hint { node.hint = hint }
        if let identifier = overrides.identifier { node.identifier = identifier }
        if let range = overrides.range { node.range = range }
        if let inputLabels = overrides.inputLabels { node.inputLabels = inputLabels }
        if let sortPriority = overrides.sortPriority { node.sortPriority = sortPriority }
        applyTraits(overrides, to: node)
        node.states.formUnion(overrides.addedStates)
        if let level = overrides.headingLevel {
            node.role = .heading
            node.headingLevel = Int(level.rawValue)
        }
        for action in overrides.actions {
            let handler = action.handler
            node.setAction(action.name) { handler(); return true }
        }
        if let adjust = overrides.adjust {
            node.setAction(AccessibilityNode.ActionName.increment) { adjust(.increment); return true }
            node.setAction(AccessibilityNode.ActionName.decrement) { adjust(.decrement); return true }
        }
    }

    private static func applyTraits(_ overrides: AccessibilityOverrides, to node: AccessibilityNode) {
        let added = overrides.addedTraits, removed = overrides.removedTraits
        if added.contains(.isHeader) {
            node.role = .heading
            node.headingLevel = node.headingLevel ?? 0
        }
        if added.contains(.isButton), !node.role.isControl { node.role = .pushButton }
        if added.contains(.isLink) { node.role = .link }
        if added.contains(.isImage), !node.role.isControl { node.role = .image }
        if added.contains(.isSelected) { node.states.insert(.selected) }
        if added.contains(.isModal) { node.states.insert(.modal) }
        if removed.contains(.isHeader), node.role == .heading {
            node.role = .label
            node.headingLevel = nil
        }
        if removed.contains(.isButton), node.role == .pushButton { node.role = .label }
        if removed.contains(.isLink), node.role == .link { node.role = .label }
        if removed.contains(.isImage), node.role == .image { node.role = .label }
        if removed.contains(.isSelected) { node.states.remove(.selected) }
        if removed.contains(.isModal) { node.states.remove(.modal) }
    }
}

extension AccessibilityOverrides {
    /// Whether these overrides make an element of content that is none.
    var makesElement: Bool {
        label != nil || value != nil || !actions.isEmpty || role != nil || headingLevel != nil || inputLabels != nil
            || !addedTraits.isEmpty
    }
}
