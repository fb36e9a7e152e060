/// Where a view with a given id is: a built displayable, or a row of a lazy
/// stack that is not built yet, known by its offset among the stack's rows.
@MainActor
enum ScrollTargetPlace {
    case built(LayoutNode)
    case lazyRow(LazyStackLayout, offset: Int)

    /// Its rectangle in window coordinates; an unbuilt row's length is the
    /// stack's estimate, and its breadth the stack's.
    var frame: Rect {
        switch self {
        case .built(let layout):
            return layout.frame
        case let .lazyRow(stack, offset):
            let span = stack.span(ofRow: offset)
            return stack.axis == .vertical
                ? Rect(x: stack.frame.x, y: span.start, width: stack.frame.width, height: span.length)
                : Rect(x: span.start, y: stack.frame.y, width: span.length, height: stack.frame.height)
        }
    }

    /// The scroll view to move: the innermost one around the place.
    var scrollLayout: ScrollLayout? {
        var node: LayoutNode? = switch self {
        case .built(let layout): layout.parent
        case .lazyRow(let stack, _): stack.parent
        }
        while let current = node {
            if let scroll = current as? ScrollLayout { return scroll }
            node = current.parent
        }
        return nil
    }
}

/// Views that carry an id a proxy can scroll to.
@MainActor
protocol ScrollTargetIdentified {
    /// The index of the element (or `0` for the view itself) with `id`, read from `node`, the view's own.
    func targetIndex(of id: AnyHashable, in node: ViewNode) -> Int?
    /// Every id, in element order (one for the view itself), read from `node`, the view's own.
    func targetIDs(in node: ViewNode) -> [AnyHashable]
}

extension IdentityModifier: ScrollTargetIdentified {
    func targetIndex(of id: AnyHashable, in node: ViewNode) -> Int? {
        AnyHashable(self.id) == id ? 0 : nil
    }

    func targetIDs(in node: ViewNode) -> [AnyHashable] { [AnyHashable(id)] }
}

extension ForEach: ScrollTargetIdentified {
    func targetIndex(of id: AnyHashable, in node: ViewNode) -> Int? {
        state(of: node)?.ids.firstIndex { AnyHashable($0) == id }
    }

    func targetIDs(in node: ViewNode) -> [AnyHashable] {
        state(of: node)?.ids.map { AnyHashable($0) } ?? []
    }
}

/// Finds views by id in the graph below a `ScrollViewReader`.
@MainActor
enum ScrollTargetSearch {
    static func find(_ id: AnyHashable, below node: ViewNode) -> ScrollTargetPlace? {
        if let identified = identified(node), let index = identified.targetIndex(of: id, in: node) {
            if let rows = node.lazyRows {
                if let built = node.children.first(where: { $0.virtualIndex == index }), let layout = outermostLayout(of: built) {
                    return .built(layout)
                }
                return .lazyRow(rows.layout, offset: rows.baseOffset + index * rows.perElement)
            }
            let target = node.view is any ForEachMarker ? (node.children.indices.contains(index) ? node.children[index] : nil) : node
            if let target, let layout = outermostLayout(of: target) { return .built(layout) }
        }
        for child in node.children {
            if let found = find(id, below: child) { return found }
        }
        return nil
    }

    /// The built views with ids below `node`, with where each is, in the order they come.
    static func builtTargets(below node: ViewNode) -> [(id: AnyHashable, frame: Rect)] {
        var found: [(id: AnyHashable, frame: Rect)] = []
        func visit(_ node: ViewNode) {
            if let identified = identified(node) {
                let ids = identified.targetIDs(in: node)
                if node.view is any ForEachMarker {
                    for (position, child) in node.children.enumerated() {
                        let index = child.virtualIndex ?? position
                        if ids.indices.contains(index), let layout = outermostLayout(of: child) { found.append((ids[index], layout.frame)) }
                    }
                    return
                }
                if let id = ids.first, let layout = outermostLayout(of: node) { found.append((id, layout.frame)) }
            }
            node.children.forEach(visit)
        }
        visit(node)
        return found
    }

    /// The view of `node` (or of the modifier it applies), when it carries ids.
    private static func identified(_ node: ViewNode) -> ScrollTargetIdentified? {
        if let view = node.view as? ScrollTargetIdentified { return view }
        if let modified = node.view as? any ModifierCarrying { return modified.carriedModifier as? ScrollTargetIdentified }
        return nil
    }

    /// The layout node that stands for `node`'s first displayable, outermost first.
    static func outermostLayout(of node: ViewNode) -> LayoutNode? {
        if case .modifier(let host) = node.role, let wrapper = host.wrappers.first { return wrapper }
        if let layout = node.layout { return layout }
        for child in node.children {
            if let layout = outermostLayout(of: child) { return layout }
        }
        return nil
    }
}

/// Marks `ForEach`, whose children stand one for each element.
@MainActor
protocol ForEachMarker {}
extension ForEach: ForEachMarker {}

/// Views that apply a modifier, which may carry an id.
@MainActor
protocol ModifierCarrying {
    var carriedModifier: Any { get }
}

extension ModifiedContent: ModifierCarrying {
    var carriedModifier: Any { modifier }
}
