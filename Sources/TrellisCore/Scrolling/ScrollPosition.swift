/// Keeps a binding and a scroll view's position in step: `.scrollPosition(id:anchor:)`.
///
/// After each placement the binding takes the id of the first view with an id
/// (a `ForEach` element, or `.id(_:)`) that shows at the anchor's edge of the
/// scroll view; a new value written from outside scrolls that view there.
struct ScrollPositionModifier<ID: Hashable>: PrimitiveModifier {
    /// Its node keeps a `ScrollPositionState`.
    package typealias NodeState = ScrollPositionState

    let binding: Binding<ID?>
    let anchor: UnitPoint?

    package func makeNode(_ node: ViewNode, content: some View) {
        let state = ScrollPositionState()
        keep(state, in: node)
        node.role = .passThrough
        node.addChild(content)
        connect(node, state)
        follow(node, state)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        node.children[0].update(toValue: content)
        guard let state = state(of: node) else { return }
        connect(node, state)
        follow(node, state)
    }

    /// Reports the first shown target after each placement of the scroll view.
    private func connect(_ node: ViewNode, _ state: ScrollPositionState) {
        guard let scroll = ScrollTargetSearch.outermostLayout(of: node) as? ScrollLayout else {
            Diagnostics.warnOnce("scrollPosition.noScrollView", "scrollPosition(id:) is not on a ScrollView or List; it does nothing")
            return
        }
        let binding = binding, anchor = anchor ?? .top
        scroll.onPlaced = { [unowned node] viewport in
            let edge = Point(x: viewport.x + anchor.x * viewport.width, y: viewport.y + anchor.y * viewport.height)
            let targets = ScrollTargetSearch.builtTargets(below: node)
            let shown = targets.first { $0.frame.maxY > edge.y && $0.frame.maxX > edge.x } ?? targets.last
            guard let id = shown?.id.base as? ID, AnyHashable(id) != state.reported else { return }
            state.reported = AnyHashable(id)
            // Written after layout, as an action: state written while the tree
            // is measured would make what was measured wrong. The frame runs
            // the action and lays out again before it draws.
            node.graph.afterUpdate { binding.wrappedValue = id }
        }
    }

    /// Scrolls to a value written from outside, which is not the one last reported.
    private func follow(_ node: ViewNode, _ state: ScrollPositionState) {
        let wanted = node.trackingReads { binding.wrappedValue }
        guard let wanted, AnyHashable(wanted) != state.reported else { return }
        state.reported = AnyHashable(wanted)
        guard let place = ScrollTargetSearch.find(AnyHashable(wanted), below: node) else {
            Diagnostics.warnOnce("scrollPosition.\(wanted)", "scrollPosition found no view with id \(wanted) in its scroll view")
            return
        }
        // A binding written inside `withAnimation` glides there.
        let animation = node.graph.writeTransactions.animation(reaching: node) ?? node.graph.frameAnimation
        place.scrollLayout?.request(ScrollTargetRequest(place: place, anchor: anchor ?? .top, animation: animation),
                                    in: node.graph)
    }
}

/// What a scroll-position modifier remembers between updates.
@MainActor
final class ScrollPositionState {
    /// The id the binding last held, from either side.
    var reported: AnyHashable?
}

extension View {
    /// Binds the id of the view shown at `anchor` (the top by default) of this
    /// scroll view to `id`: scrolling updates it, and setting it scrolls there.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        ModifiedContent(content: self, modifier: ScrollPositionModifier(binding: id, anchor: anchor))
    }

    /// Marks the stack whose views are the scroll view's targets. Every view
    /// with an id inside a scroll view is a target here, so this changes nothing.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }
}
