/// Builds the accessibility tree of a layout tree, on demand.
///
/// Each layout node is asked `accessibilityElement()`; a node that is none
/// (stacks, padding, frames) lets its children stand for it. An
/// `AccessibilityLayout` applies the accessibility modifiers to what its
/// content gave. A control whose name comes from its content (a button, a
/// toggle) takes the names of the texts and images inside it, which are then
/// not objects of their own, as GTK's buttons read their label.
@MainActor
package enum AccessibilityTreeBuilder {
    /// The kept objects of the build under way, while a window's tree is
    /// built: the builder's functions are called from inside layouts (a list
    /// building its items), which know nothing of the build. Nil outside builds.
    private static var cache: AccessibilityTreeCache?

    /// The tree of a window titled `title` whose layout tree is `root`,
    /// rebuilt only where `owner`'s marks went since its last build.
    static func window(_ root: LayoutNode, title: String, size: Size, owner: PipelineOwner) -> AccessibilityNode {
        // After four billion builds the spans start again, with nothing kept.
        if owner.accessibilityEpoch >= .max - 1 {
            owner.accessibilityEpoch = 1
            owner.accessibilityCache.removeAll()
        }
        let epoch = owner.accessibilityEpoch
        // Marks from now on belong to the next build.
        owner.accessibilityEpoch += 1
        return window(root, title: title, size: size, cache: owner.accessibilityCache, epoch: epoch)
    }

    /// The tree of a window, with the objects `cache` kept from builds before span `epoch`.
    static func window(_ root: LayoutNode, title: String, size: Size, cache: AccessibilityTreeCache,
                       epoch: UInt32) -> AccessibilityNode {
        cache.begin(epoch: epoch, windowSize: size)
        let outer = Self.cache
        Self.cache = cache
        defer { Self.cache = outer }
        let window = AccessibilityNode(role: .frame, name: title)
        window.frame = Rect(origin: .zero, size: size)
        window.states = [.enabled, .sensitive, .showing, .visible]
        adopt(elements(of: root), into: window)
        cache.prune()
        return window
    }

    /// The accessible objects that `node` and what is inside it make, in
    /// reading order: those kept from the last build when nothing in `node`
    /// changed since, else made again.
    package static func elements(of node: LayoutNode) -> [AccessibilityNode] {
        guard let cache else { return made(by: node) }
        if let kept = cache.elements(of: node) { return kept }
        let elements = made(by: node)
        // Objects made afresh for a node that changes them are that node's to keep, not their own.
        if cache.freshDepth == 0 { cache.keep(elements, of: node) }
        return elements
    }

    /// The objects `node` makes now, from those its children make.
    private static func made(by node: LayoutNode) -> [AccessibilityNode] {
        guard let own = ownElement(of: node) else {
            // A node that changes what its content made gets it made afresh.
            let adjustment = node.accessibilityAdjustment
            if adjustment != .none { cache?.freshDepth += 1 }
            if adjustment == .whole { cache?.wholeFreshDepth += 1 }
            let inner = node.children.flatMap(elements(of:))
            if adjustment == .whole { cache?.wholeFreshDepth -= 1 }
            if adjustment != .none { cache?.freshDepth -= 1 }
            return node.accessibilityElements(adjusting: inner)
        }
        own.frame = node.frame
        own.source = node
        // A node that built its own children (a picker's options) keeps them.
        guard !own.madeOwnChildren else { return [own] }
        let inner = outsideFreshness { node.children.flatMap(elements(of:)) }
        if own.role.takesNameFromContent {
            let content = contentName(of: inner)
            if own.role == .comboBox {
                // A menu picker shows its choice: that is its value; its name is its label.
                own.value = own.value ?? content
            } else if own.name.isEmpty {
                own.name = content
            }
        } else {
            adopt(inner, into: own)
        }
        return [own]
    }

    /// The object `node` is itself, if any: the objects inside it may be kept
    /// ones, as nothing above changes them once they have a parent of their own.
    private static func ownElement(of node: LayoutNode) -> AccessibilityNode? {
        guard let cache else { return node.accessibilityElement() }
        let outer = cache.makesFresh
        cache.makesFresh = cache.freshDepth > 0
        defer { cache.makesFresh = outer }
        return outsideFreshness { node.accessibilityElement() }
    }

    /// The kept list items a list being made may take: none while it is made
    /// afresh for a node that will change its items.
    static var keptListItems: KeptListItems? {
        guard let cache, !cache.makesFresh else { return nil }
        return cache.listItems
    }

    /// Runs `body` as if no node above asked for fresh objects, unless one asked
    /// for everything inside it afresh.
    private static func outsideFreshness<T>(_ body: () -> T) -> T {
        guard let cache, cache.freshDepth > 0, cache.wholeFreshDepth == 0 else { return body() }
        let depth = cache.freshDepth
        cache.freshDepth = 0
        defer { cache.freshDepth = depth }
        return body()
    }

    /// The name the texts inside a control give it, or, with no text, the labels
    /// given to its images (an icon-only toolbar `Label`'s title); an image's
    /// file or symbol name is no name to read out, so the audit lists such a control.
    package static func contentName(of elements: [AccessibilityNode]) -> String {
        let all = elements.flatMap(\.allNodes)
        let texts = all.filter { $0.role == .label || $0.role == .heading }.map(\.name).filter { !$0.isEmpty }
        if !texts.isEmpty { return texts.joined(separator: " ") }
        return all.filter { $0.role == .image && $0.hasChosenLabel }.map(\.name).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Makes `children` the last children of `parent`, and `parent` theirs.
    package static func adopt(_ children: [AccessibilityNode], into parent: AccessibilityNode) {
        parent.children.append(contentsOf: children)
        for child in children {
            child.parent = parent
            finish(child)
        }
        sortChildrenByPriority(of: parent)
    }

    /// How many of `built`, the objects of `node`'s children, its first child made:
    /// a form row's label, a section's header.
    package static func countMadeByFirstChild(of node: LayoutNode) -> Int {
        node.children.first.map { elements(of: $0).count } ?? 0
    }

    /// Puts the children given a sort priority in its order, higher first;
    /// equal priorities keep reading order. Nearly no container has any.
    private static func sortChildrenByPriority(of parent: AccessibilityNode) {
        guard parent.children.contains(where: { $0.sortPriority != 0 }) else { return }
        parent.children = parent.children.enumerated().sorted {
            $0.element.sortPriority != $1.element.sortPriority
                ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset
        }.map(\.element)
    }

    /// States that follow from what an object is, settled once it has a parent,
    /// when every modifier between it and that parent has changed it: visible,
    /// showing while inside the window, and enabled unless a control said otherwise.
    private static func finish(_ node: AccessibilityNode) {
        node.states.insert(.visible)
        let window = Rect(origin: .zero, size: cache?.windowSize ?? .zero)
        if node.frame.width > 0, node.frame.height > 0, node.frame.overlap(window) != nil {
            node.states.insert(.showing)
        } else {
            node.states.remove(.showing)
        }
        // A submenu's row is a menu with its button's action, and its button's states.
        let isSubmenuRow = node.role == .menu && !node.actions.isEmpty
        if !node.role.isControl, !isSubmenuRow { node.states.formUnion([.enabled, .sensitive]) }
    }
}
