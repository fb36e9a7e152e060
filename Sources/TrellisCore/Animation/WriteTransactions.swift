/// The animation each write of one frame asked for, by the node it invalidated.
///
/// `graph.frameAnimation` is the last animated transaction applied in a frame,
/// and layout changes with no write of their own (a sibling pushed aside)
/// animate with it. But a write in another transaction, such as a plain write
/// next to a `withAnimation`, must not borrow that animation, as in SwiftUI: so
/// when a frame's writes disagree, what each written node draws takes that
/// node's animation, or none: its layouts are stamped as the bodies phase ends
/// and the display build carries the stamp down to their graphics. Frames whose
/// writes agree (nearly all) stamp nothing.
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

    /// Gives each written node's top layouts its animation, where the writes
    /// disagree, so the display build carries it to their graphics; shallower
    /// nodes first, so that a deeper write's own transaction wins on a layout
    /// both hand up. Leaves `stamps` empty when the writes agree.
    func stampLayouts(_ stamps: inout [ObjectIdentifier: (layout: LayoutNode, animation: Animation)]) {
        stamps.removeAll(keepingCapacity: true)
        guard disagree else { return }
        for entry in entries.values.sorted(by: { $0.node.depth < $1.node.depth }) where !entry.node.isDetached {
            for layout in entry.node.topDisplayables() {
                stamps[ObjectIdentifier(layout)] = (layout, entry.animation ?? .immediate)
            }
        }
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
    /// Hands this frame's write transactions on to layout as the bodies phase
    /// ends: the transaction rides forward from the written view to its
    /// layouts, and the display build from them to their graphics
    /// (`DisplayListBuilder+WriteAnimations`); nothing walks back after the build.
    func stampWriteTransactions() {
        guard writeTransactions.disagree || !pipelineOwner.writeAnimations.isEmpty else { return }
        writeTransactions.stampLayouts(&pipelineOwner.writeAnimations)
    }

    /// Ends the frame's transactions: later changes start afresh.
    package func closeFrameTransactions() {
        frameAnimation = nil
        frameAnimationRefused = false
        writeTransactions.removeAll()
        pipelineOwner.writeAnimations.removeAll()
    }
}
