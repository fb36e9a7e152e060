@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// Reads a menu bar extra's content as the rows of a tray menu, through the
/// accessibility tree of that content laid out offscreen: the same reading a
/// screen reader gets, so every control that is accessible has a row. A
/// button is a row; a toggle a row with a tick; a choice among several (a
/// picker's options) a radio row; a divider a line; a text a greyed row; a
/// menu or picker with options a submenu. Containers give their rows in place.
@MainActor
struct TrayMenuReading {
    /// The rows, top to bottom.
    private(set) var items: [TrayMenuItem] = []
    /// The control each row that can be chosen stands for, by its path of indices.
    private(set) var controls: [[Int]: AccessibilityNode] = [:]

    init(_ root: AccessibilityNode) {
        items = rows(of: root.children, at: [])
    }

    /// The rows `nodes` make at the level `path` names, with no line first or last.
    private mutating func rows(of nodes: [AccessibilityNode], at path: [Int]) -> [TrayMenuItem] {
        var rows: [TrayMenuItem] = []
        read(nodes, into: &rows, at: path)
        while rows.last?.kind == .separator { rows.removeLast() }
        return rows
    }

    private mutating func read(_ nodes: [AccessibilityNode], into rows: inout [TrayMenuItem], at path: [Int]) {
        for node in nodes {
            let rowPath = path + [rows.count]
            let enabled = node.states.contains(.enabled)
            switch node.role {
            case .separator:
                // A menu never starts with a line, nor shows two in a row.
                if let last = rows.last, last.kind != .separator { rows.append(.separator) }
            case .pushButton, .menuItem, .link, .toggleButton, .checkBox, .radioButton, .listItem, .treeItem, .pageTab:
                if !node.actionNames.isEmpty { controls[rowPath] = node }
                rows.append(TrayMenuItem(label: node.name, isEnabled: enabled && !node.actionNames.isEmpty, mark: Self.mark(of: node)))
            case .comboBox, .menu:
                rows.append(TrayMenuItem(label: node.name, isEnabled: enabled, children: self.rows(of: node.children, at: rowPath)))
            case .label, .heading, .text:
                if !node.name.isEmpty { rows.append(TrayMenuItem(label: node.name, isEnabled: false)) }
            default:
                // A stack, a section or a group: its rows, in place.
                read(node.children, into: &rows, at: path)
            }
        }
    }

    /// A toggle's tick, or a choice's among several.
    private static func mark(of node: AccessibilityNode) -> TrayMenuItem.Mark? {
        switch node.role {
        case .toggleButton, .checkBox: return .checkmark(isOn: node.states.contains(.checked))
        case .radioButton, .listItem, .treeItem, .pageTab:
            guard node.states.contains(.checkable) || node.states.contains(.selectable) || node.role == .radioButton else { return nil }
            return .radio(isOn: node.states.contains(.checked) || node.states.contains(.selected))
        default: return nil
        }
    }
}
