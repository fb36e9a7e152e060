@_spi(TrellisExtension) import TrellisCore

/// The accessible objects a screen reader sees, by object path, kept the same
/// object from one tree to the next.
///
/// Each refresh takes the windows' newest trees (`FrameDriver.accessibilityTree`),
/// in which objects of views that did not change are the objects of the last
/// trees. An object keeps its number while it is kept; one made again gets the
/// number it had before when it stands for the same thing: the same layout
/// node in the same role, or, for the parts a container makes (a list's
/// items), the same place in the same container. The refresh returns what it
/// changed, so the bridge can tell what to send.
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

    /// What a refresh changed, which it compares with the newest trees: the
    /// objects made again (kept objects are the same objects, unchanged with
    /// all they hold), the objects they replaced, and the numbers of the
    /// objects that are gone.
    struct Snapshot {
        /// The numbers given to objects new in this refresh.
        let renumbered: [Int]
        /// The object each of those numbers had before, where it had one.
        let replaced: [Int: AccessibilityNode]
        /// The numbers of the objects of the older trees that are in none of the newest.
        let gone: [ObjectIdentifier: Int]
        /// The numbers of the objects of the newest trees.
        let numbers: [ObjectIdentifier: Int]
        let windows: [Window]

        /// The number `node`, an object of the older trees, had there.
        func number(of node: AccessibilityNode) -> Int? {
            let key = ObjectIdentifier(node)
            return gone[key] ?? numbers[key]
        }
    }

    /// Takes the newest trees of `windows`, numbering the objects that are new
    /// in them and forgetting those that are gone; returns what changed.
    ///
    /// The trees keep the objects of views that did not change
    /// (`AccessibilityTreeCache`), and a kept object holds only kept objects:
    /// one that has a number already keeps it, with everything inside it, so a
    /// refresh walks only what was made again, in the new trees and the old.
    @discardableResult
    func replace(with windows: [Window]) -> Snapshot {
        var renumbered: [Int] = [], replaced: [Int: AccessibilityNode] = [:], taken: Set<Int> = []
        var keptObjects: Set<ObjectIdentifier> = []
        func number(_ node: AccessibilityNode, key: Key, window: UInt32) {
            if numbers[ObjectIdentifier(node)] != nil {
                keptObjects.insert(ObjectIdentifier(node))
                return
            }
            let id: Int
            if let old = kept[key], !taken.contains(old.id), old.source === node.source {
                id = old.id
            } else {
                id = nextID
                nextID += 1
            }
            taken.insert(id)
            if let before = nodes[id] { replaced[id] = before }
            kept[key] = Kept(id: id, source: node.source)
            nodes[id] = node
            numbers[ObjectIdentifier(node)] = id
            windowOf[id] = window
            renumbered.append(id)
            for (index, child) in node.children.enumerated() {
                number(child, key: Self.key(of: child, index: index, parent: id), window: window)
            }
        }
        for window in windows { number(window.root, key: .window(window.windowID), window: window.windowID) }
        // The old objects outside what was kept are gone: their numbers go, unless new objects took them.
        var gone: [ObjectIdentifier: Int] = [:]
        func forget(_ node: AccessibilityNode, key: Key) {
            let object = ObjectIdentifier(node)
            guard !keptObjects.contains(object), let id = numbers[object] else { return }
            numbers[object] = nil
            gone[object] = id
            if !taken.contains(id) {
                nodes[id] = nil
                windowOf[id] = nil
                if kept[key]?.id == id { kept[key] = nil }
            }
            for (index, child) in node.children.enumerated() { forget(child, key: Self.key(of: child, index: index, parent: id)) }
        }
        for window in self.windows { forget(window.root, key: .window(window.windowID)) }
        let previous = self.windows
        self.windows = windows
        return Snapshot(renumbered: renumbered, replaced: replaced, gone: gone, numbers: numbers, windows: previous)
    }

    /// What says `child`, the object at `index` among the children of the object numbered `parent`, is the same object.
    private static func key(of child: AccessibilityNode, index: Int, parent: Int) -> Key {
        child.source.map { .layout(ObjectIdentifier($0), child.role) } ?? .part(parent: parent, index: index, child.role)
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
