/// One item of a tray icon's menu as the desktop's panel shows it: what a
/// `MenuBarExtra`'s buttons, toggles, texts and dividers become.
public struct TrayMenuItem: Equatable, Sendable {
    /// What the item is.
    public enum Kind: Equatable, Sendable {
        /// A row that can be chosen (a button), or shown greyed (a text).
        case standard
        /// A line between groups (a `Divider`).
        case separator
    }

    /// Whether the row carries a tick: a toggle's, or a choice's among several.
    public enum Mark: Equatable, Sendable {
        case checkmark(isOn: Bool)
        case radio(isOn: Bool)
    }

    /// A row or a line.
    public var kind: Kind
    /// What the row reads.
    public var label: String
    /// Whether it can be chosen.
    public var isEnabled: Bool
    /// Its tick, for a toggle.
    public var mark: Mark?
    /// The rows of the submenu it opens; empty for none.
    public var children: [TrayMenuItem]

    /// A row reading `label`.
    public init(label: String, isEnabled: Bool = true, mark: Mark? = nil, children: [TrayMenuItem] = []) {
        kind = .standard
        self.label = label
        self.isEnabled = isEnabled
        self.mark = mark
        self.children = children
    }

    /// A line between groups of rows.
    public static let separator = TrayMenuItem(kind: .separator)

    private init(kind: Kind) {
        self.kind = kind
        label = ""
        isEnabled = true
        children = []
    }

    /// The item's properties as dbusmenu names them, leaving out those at their
    /// defaults, as the protocol asks, to keep the traffic small.
    var properties: [(String, DBusArgument)] {
        if kind == .separator { return [("type", .string("separator"))] }
        // A literal underscore is doubled: a single one marks the access key.
        var properties: [(String, DBusArgument)] = [("label", .string(label.replacingOccurrences(of: "_", with: "__")))]
        if !isEnabled { properties.append(("enabled", .bool(false))) }
        switch mark {
        case .checkmark(let isOn):
            properties += [("toggle-type", .string("checkmark")), ("toggle-state", .int32(isOn ? 1 : 0))]
        case .radio(let isOn):
            properties += [("toggle-type", .string("radio")), ("toggle-state", .int32(isOn ? 1 : 0))]
        case nil: break
        }
        if !children.isEmpty { properties.append(("children-display", .string("submenu"))) }
        return properties
    }
}

/// A menu's items numbered as dbusmenu numbers them: 0 is the root, then each
/// item in depth-first order, so a number finds its item and its path.
struct NumberedTrayMenu {
    /// The items, each with its number and the numbers of its children.
    private(set) var entries: [(item: TrayMenuItem, children: [Int])] = []

    init(_ items: [TrayMenuItem]) {
        entries.append((TrayMenuItem(label: ""), []))
        entries[0].children = add(items)
    }

    private mutating func add(_ items: [TrayMenuItem]) -> [Int] {
        items.map { item in
            let number = entries.count
            entries.append((item, []))
            entries[number].children = add(item.children)
            return number
        }
    }

    /// Whether `number` names an item.
    func contains(_ number: Int) -> Bool { entries.indices.contains(number) }

    /// The item numbered `number`, and its descendants to `depth` levels (-1: all), as `(ia{sv}av)`.
    func layout(of number: Int, depth: Int) -> DBusArgument {
        let entry = entries[number]
        let children = depth == 0 ? [] : entry.children.map { DBusArgument.variant(layout(of: $0, depth: depth - 1)) }
        let properties = number == 0 ? [("children-display", DBusArgument.string("submenu"))] : entry.item.properties
        return .structure([.int32(Int32(number)), .properties(properties), .array(element: "v", children)])
    }

    /// The item's properties as `a{sv}`, only those `names` lists (all when empty).
    func properties(of number: Int, named names: [String]) -> DBusArgument {
        let all = number == 0 ? [("children-display", DBusArgument.string("submenu"))] : entries[number].item.properties
        return .properties(names.isEmpty ? all : all.filter { names.contains($0.0) })
    }

    /// The path of indices from the root to the item numbered `number`.
    func path(of number: Int) -> [Int]? {
        func search(_ parent: Int, _ path: [Int]) -> [Int]? {
            for (index, child) in entries[parent].children.enumerated() {
                if child == number { return path + [index] }
                if let found = search(child, path + [index]) { return found }
            }
            return nil
        }
        return contains(number) ? search(0, []) : nil
    }
}
