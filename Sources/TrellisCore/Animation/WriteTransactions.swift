/// The animation each write of one frame asked for, by the node it invalidated.
///
/// `graph.frameAnimation` is the last animated transaction applied in a frame,
/// and layout changes with no write of their own (a sibling pushed aside)
/// animate with it. But a write in another transaction, such as a plain write
/// next to a `withAnimation`, must not borrow that animation, as in SwiftUI: so
/// when a frame's writes disagree, the graphics of each written node's subtree
/// take that node's animation, or none. Frames whose writes agree (nearly all)
/// skip the walk and behave exactly as before.
@MainActor
struct WriteTransactions {
    private var entries: [ObjectIdentifier: (node: ViewNode, animation: Animation?)] = [:]
    /// How many written nodes ask for each animation, so disagreement is known
    /// without a walk. Those that ask for none, nearly all, are only counted:
    /// hashing an `Animation?` per write was a third of taking the writes in.
    private var nodesByAnimation: [Animation: Int] = [:]
    private var unanimatedNodes = 0

    /// Notes a write to something `node`'s body read, made in `transaction`.
    /// A body that two writes reached runs once, so it takes the last animated
    /// one, unless a later transaction disabled animations.
    mutating func note(_ node: ViewNode, _ transaction: Transaction?) {
        let key = ObjectIdentifier(node)
        let previous = entries[key]
        var animation = previous?.animation
        if let new = transaction?.effectiveAnimation { animation = new }
        if transaction?.disablesAnimations == true { animation = nil }
        if let previous {
            guard previous.animation != animation else { return }
            count(previous.animation, by: -1)
        }
        entries[key] = (node, animation)
        count(animation, by: 1)
    }

    private mutating func count(_ animation: Animation?, by change: Int) {
        guard let animation else {
            unanimatedNodes += change
            return
        }
        let nodes = nodesByAnimation[animation, default: 0] + change
        nodesByAnimation[animation] = nodes == 0 ? nil : nodes
    }

    /// Whether the frame's writes asked for different animations.
    var disagree: Bool { nodesByAnimation.count + (unanimatedNodes > 0 ? 1 : 0) > 1 }

    /// Forgets the frame's writes.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        nodesByAnimation.removeAll(keepingCapacity: true)
        unanimatedNodes = 0
    }

    /// The animation of the nearest written node at or above `node`, when the
    /// writes disagree; `nil` when the frame's animation applies.
    func animation(reaching node: ViewNode) -> Animation?? {
        guard disagree else { return nil }
        var current: ViewNode? = node
        while let candidate = current {
            if let entry = entries[ObjectIdentifier(candidate)] { return .some(entry.animation) }
            current = candidate.parent
        }
        return nil
    }

    /// Each written node's animation for the graphics it draws; shallower nodes
    /// first, so a deeper write's own transaction wins inside it. An empty map
    /// when the writes agree.
    func animationsByGraphic() -> [GraphicID: Animation] {
        guard disagree else { return [:] }
        var result: [GraphicID: Animation] = [:]
        for entry in entries.values.sorted(by: { $0.node.depth < $1.node.depth }) where !entry.node.isDetached {
            let animation = entry.animation ?? .immediate
            var pending = entry.node.topDisplayables()
            while let layout = pending.popLast() {
                result[layout.graphicID] = animation
                pending.append(contentsOf: layout.children)
            }
        }
        return result
    }
}

extension ViewNode {
    /// The layout nodes this node hands its parent: its own, a modifier's
    /// wrappers, or those of its children.
    func topDisplayables() -> [LayoutNode] {
        if let layout { return [layout] }
        if case .modifier(let host) = role { return host.wrappers.array }
        var result: [LayoutNode] = []
        for child in children { result += child.topDisplayables() }
        return result
    }
}

extension ViewGraph {
    /// Gives the graphics of `list` that a write of this frame reached the
    /// animation of that write, where the frame's writes disagree; graphics
    /// that name their own (`.animation(_:value:)`) keep it.
    package func applyWriteTransactions(to list: inout DisplayList) {
        let animations = writeTransactions.animationsByGraphic()
        guard !animations.isEmpty else { return }
        // Stamps, not the graphics' own field: a graphic copied into later
        // lists must not carry this frame's animation with it. Graphics the
        // frame did not touch look as they did, so nothing of theirs animates.
        guard list.changes.everything else {
            for (id, animation) in animations {
                if let index = list.changes.touched[id] { list.stampAnimation(of: index..<(index + 1), animation) }
            }
            return
        }
        for (index, graphic) in list.graphics.enumerated() {
            if let animation = animations[graphic.id] { list.stampAnimation(of: index..<(index + 1), animation) }
        }
    }

    /// Ends the frame's transactions: later changes start afresh.
    package func closeFrameTransactions() {
        frameAnimation = nil
        frameAnimationRefused = false
        writeTransactions.removeAll()
    }
}
