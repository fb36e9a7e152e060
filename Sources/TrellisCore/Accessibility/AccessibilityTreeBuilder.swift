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
    /// The tree of a window titled `title` whose layout tree is `root`.
    static func window(_ root: LayoutNode, title: String, size: Size) -> AccessibilityNode {
        let window = AccessibilityNode(role: .frame, name: title)
        window.frame = Rect(origin: .zero, size: size)
        window.states = [.enabled, .sensitive, .showing, .visible]
        adopt(elements(of: root), into: window)
        finish(window, in: window.frame)
        return window
    }

    /// The accessible objects that `node` and what is inside it make, in reading order.
    package static func elements(of node: LayoutNode) -> [AccessibilityNode] {
        guard let own = node.accessibilityElement() else {
            return node.accessibilityElements(adjusting: node.children.flatMap(elements(of:)))
        }
        own.frame = node.frame
        own.source = node
        // A node that built its own children (a picker's options) keeps them.
        guard !own.madeOwnChildren else { return [own] }
        let inner = node.children.flatMap(elements(of:))
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
        for child in children { child.parent = parent }
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

    /// States that follow from where an object is: showing while inside the window, and
    /// enabled unless a control said otherwise.
    private static func finish(_ node: AccessibilityNode, in window: Rect) {
        node.states.insert(.visible)
        if node.frame.width > 0, node.frame.height > 0, node.frame.overlap(window) != nil { node.states.insert(.showing) }
        // A submenu's row is a menu with its button's action, and its button's states.
        let isSubmenuRow = node.role == .menu && !node.actions.isEmpty
        if !node.role.isControl, !isSubmenuRow { node.states.formUnion([.enabled, .sensitive]) }
        sortChildrenByPriority(of: node)
        for child in node.children { finish(child, in: window) }
    }
}
