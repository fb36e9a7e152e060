@_spi(TrellisExtension) import TrellisCore

/// `org.a11y.atspi.Action` and `org.a11y.atspi.Selection`: a reader presses,
/// toggles, steps and chooses through the handlers input reaches.
extension ATSPIBridge {
    func actionAnswer(_ request: BusRequest, _ node: AccessibilityNode) -> BusAnswer {
        let names = node.actionNames
        func named() -> String? { request.int(0).flatMap { names.indices.contains($0) ? names[$0] : nil } }
        switch request.member {
        case "GetName", "GetLocalizedName":
            guard let name = named() else { return .invalid("no action at that index") }
            return .string(name)
        case "GetDescription", "GetKeyBinding":
            guard named() != nil else { return .invalid("no action at that index") }
            return .string("")
        case "GetActions":
            return .reply([.array(element: "(sss)", names.map { .structure([.string($0), .string($0), .string("")]) })])
        case "DoAction":
            guard let name = named() else { return .invalid("no action at that index") }
            guard let window = objects.window(of: node) else { return .bool(false) }
            return .bool(window.driver.performAccessibilityAction(name, on: node))
        default: return .unknown
        }
    }

    /// Whether `node` chooses among its children: a list, a group of radio buttons, a set of tabs.
    static func selects(_ node: AccessibilityNode) -> Bool {
        switch node.role {
        case .list, .pageTabList, .table, .tree: true
        case .panel: node.children.contains { $0.role == .radioButton }
        default: false
        }
    }

    /// The children of `node` that are chosen now.
    static func selectedChildren(of node: AccessibilityNode) -> [AccessibilityNode] {
        node.children.filter { $0.states.contains(.selected) }
    }

    func selectionAnswer(_ request: BusRequest, _ node: AccessibilityNode) -> BusAnswer {
        let chosen = Self.selectedChildren(of: node)
        let index = request.int(0)
        switch request.member {
        case "GetSelectedChild":
            guard let index, chosen.indices.contains(index) else { return .invalid("no chosen child at that index") }
            return .reply([reference(to: chosen[index])])
        case "IsChildSelected":
            guard let index, node.children.indices.contains(index) else { return .bool(false) }
            return .bool(node.children[index].states.contains(.selected))
        case "SelectChild":
            guard let index, node.children.indices.contains(index), let window = objects.window(of: node) else { return .bool(false) }
            return .bool(window.driver.performAccessibilityAction(AccessibilityNode.ActionName.press, on: node.children[index]))
        // Choosing is one at a time, by pressing a child, as a click does.
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection": return .bool(false)
        default: return .unknown
        }
    }
}
