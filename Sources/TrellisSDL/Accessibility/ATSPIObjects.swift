@_spi(TrellisExtension) import TrellisCore

/// The accessible objects a screen reader sees, by object path, kept the same
/// object from one tree to the next.
///
/// Each refresh builds the windows' trees anew (`FrameDriver.accessibilityTree`)
/// and gives every object the number it had before when it stands for the same
/// thing: the same layout node in the same role, or, for the parts a container
/// makes (a list's items), the same place in the same container. The old tree
/// is kept beside the new one, so the refresh can tell what changed.
@MainActor
final class ATSPIObjects {
    /// Where every object's path starts; the application is `root` under it.
    nonisolated static let pathPrefix = "/org/a11y/atspi/accessible/"
    /// The application object's path, which the registry embeds.
    nonisolated static let rootPath = pathPrefix + "root"

    /// What says two objects of successive trees are the same.
    private enum Key: Hashable {
        case window(UInt32)
        case layout(ObjectIdentifier, AccessibilityRole)
        case part(parent: Int, index: Int, AccessibilityRole)
    }

    /// A number kept for a key, with the layout node it was given for, so a
    /// node freed and another made at its address is not taken for it.
    private struct Kept {
        let id: Int
        weak var source: LayoutNode?
    }

    /// One window's tree.
    struct Window {
        let windowID: UInt32
        let root: AccessibilityNode
        let driver: FrameDriver
        /// Where the window's top left is on the screen, in pixels, and its pixels per point.
        let origin: (x: Int32, y: Int32)
        let scale: Double
        let isActive: Bool
    }

    private var kept: [Key: Kept] = [:]
    private var nextID = 1
    /// The objects of the newest trees by number.
    private(set) var nodes: [Int: AccessibilityNode] = [:]
    /// The number of each object of the newest trees.
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// The window each object is in, by number.
    private(set) var windowOf: [Int: UInt32] = [:]
    /// The windows, in the order the application lists them.
    private(set) var windows: [Window] = []

    /// The objects of an older tree, with their numbers, which a refresh compares with the newest.
    struct Snapshot {
        let nodes: [Int: AccessibilityNode]
        let numbers: [ObjectIdentifier: Int]
        let windows: [Window]

        /// The number `node` had in that tree.
        func number(of node: AccessibilityNode) -> Int? { numbers[ObjectIdentifier(node)] }
    }

    /// Takes the newest trees of `windows`, numbering their objects; returns the trees before.
    @discardableResult
    func replace(with windows: [Window]) -> Snapshot {
        let previous = Snapshot(nodes: nodes, numbers: numbers, windows: self.windows)
        // Sized as the last trees were: a window of a thousand rows otherwise regrows each table several times a frame.
        var newKept: [Key: Kept] = [:]
        newKept.reserveCapacity(kept.count)
        nodes = Dictionary(minimumCapacity: previous.nodes.count)
        numbers = Dictionary(minimumCapacity: previous.nodes.count)
        windowOf = Dictionary(minimumCapacity: previous.nodes.count)
        func number(_ node: AccessibilityNode, key: Key, window: UInt32) -> Int {
            let id: Int
            if let old = kept[key], nodes[old.id] == nil, old.source === node.source {
                id = old.id
            } else {
                id = nextID
                nextID += 1
            }
            newKept[key] = Kept(id: id, source: node.source)
            nodes[id] = node
            numbers[ObjectIdentifier(node)] = id
            windowOf[id] = window
            for (index, child) in node.children.enumerated() {
                let childKey: Key = child.source.map { .layout(ObjectIdentifier($0), child.role) }
                    ?? .part(parent: id, index: index, child.role)
                _ = number(child, key: childKey, window: window)
            }
            return id
        }
        for window in windows { _ = number(window.root, key: .window(window.windowID), window: window.windowID) }
        kept = newKept
        self.windows = windows
        return previous
    }

    /// Forgets every object, as when the reader goes away.
    func removeAll() {
        kept = [:]
        nodes = [:]
        numbers = [:]
        windowOf = [:]
        windows = []
    }

    /// The number of `node` in the newest trees; nil for an object of an older tree.
    func number(of node: AccessibilityNode) -> Int? { numbers[ObjectIdentifier(node)] }

    /// The path of the object numbered `id`.
    static func path(of id: Int) -> String { pathPrefix + String(id) }

    /// The path of `node`, or of the application for nil (a window's parent).
    func path(of node: AccessibilityNode?) -> String {
        guard let node, let id = number(of: node) else { return Self.rootPath }
        return Self.path(of: id)
    }

    /// The object at `path`; nil for the application's path or one no object has now.
    func node(at path: String) -> AccessibilityNode? {
        guard path.hasPrefix(Self.pathPrefix), let id = Int(path.dropFirst(Self.pathPrefix.count)) else { return nil }
        return nodes[id]
    }

    /// The window `node` is in.
    func window(of node: AccessibilityNode) -> Window? {
        guard let id = number(of: node), let windowID = windowOf[id] else { return nil }
        return windows.first { $0.windowID == windowID }
    }

    /// The window whose tree `node` is the root of.
    func windowRooted(at node: AccessibilityNode) -> Window? {
        windows.first { $0.root === node }
    }
}
