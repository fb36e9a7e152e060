@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

/// Reads a menu bar extra's content as the rows of a tray menu, through the
/// accessibility tree of that content laid out offscreen: the same reading a
/// screen reader gets, so every control that is accessible has a row. A
/// button is a row; a toggle a row with a tick; a choice among several (a
/// picker's options) a radio row; a divider a line; a text a greyed row; a
/// menu or picker a submenu of its items, which a closed menu exposes as
/// GTK's do (a `menu` under its button or combo box, or a submenu's row that
/// is a `menu` holding them). Containers give their rows in place.
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
        for (index, node) in nodes.enumerated() {
            let rowPath = path + [rows.count]
            let enabled = node.states.contains(.enabled)
            if let items = node.menuItems {
                // The panel opens the submenu itself: the action that opens the menu in the content is not needed.
                rows.append(TrayMenuItem(label: node.name, isEnabled: enabled, children: self.rows(of: items, at: rowPath)))
                continue
            }
            switch node.role {
            case .separator:
                // A menu never starts with a line, nor shows two in a row.
                if let last = rows.last, last.kind != .separator { rows.append(.separator) }
            case .pushButton, .menuItem, .checkMenuItem, .radioMenuItem, .link, .toggleButton, .checkBox, .radioButton,
                 .listItem, .treeItem, .pageTab:
                if !node.actionNames.isEmpty { controls[rowPath] = node }
                rows.append(TrayMenuItem(label: node.name, isEnabled: enabled && !node.actionNames.isEmpty, mark: Self.mark(of: node)))
            case .comboBox, .menu:
                // A picker with no options, or a menu with no items.
                rows.append(TrayMenuItem(label: node.name, isEnabled: enabled))
            case .label, .heading, .text:
                // A picker's label, drawn beside it, already titles its submenu.
                let titlesPicker = nodes.indices.contains(index + 1) && nodes[index + 1].role == .comboBox
                    && nodes[index + 1].name == node.name
                if !node.name.isEmpty, !titlesPicker { rows.append(TrayMenuItem(label: node.name, isEnabled: false)) }
            default:
                // A stack, a section or a group: its rows, in place.
                read(node.children, into: &rows, at: path)
            }
        }
    }

    /// A toggle's tick, or a choice's among several.
    private static func mark(of node: AccessibilityNode) -> TrayMenuItem.Mark? {
        switch node.role {
        case .toggleButton, .checkBox, .checkMenuItem: return .checkmark(isOn: node.states.contains(.checked))
        case .radioMenuItem: return .radio(isOn: node.states.contains(.checked))
        case .radioButton, .listItem, .treeItem, .pageTab:
            guard node.states.contains(.checkable) || node.states.contains(.selectable) || node.role == .radioButton else { return nil }
            return .radio(isOn: node.states.contains(.checked) || node.states.contains(.selected))
        default: return nil
        }
    }
}

extension AccessibilityNode {
    /// The items of the menu this object opens: those of the `menu` under a
    /// button or combo box, or a submenu row's own; nil when it opens none.
    fileprivate var menuItems: [AccessibilityNode]? {
        switch role {
        case .menu: children.isEmpty ? nil : children
        case .pushButton, .comboBox, .menuItem: children.first { $0.role == .menu }?.children
        default: nil
        }
    }
}
