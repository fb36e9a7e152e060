/// One node of the persistent view graph.
///
/// A node lives as long as its view's identity. It keeps the last value of its
/// view, its children, its state, and the number of displayables it produces,
/// so that any descendant can turn "my displayable number k" into an offset in
/// the nearest container.
@MainActor
package final class ViewNode {
    /// The value this node was last built or updated with.
    package internal(set) var view: any View
    /// The graph that owns this node.
    package unowned let graph: ViewGraph
    /// The node whose body or content produced this one.
    // Not `weak`: a weak reference gives every node a side table, an
    // allocation, and the runtime's slow path on every retain and release.
    // It never dangles: a node is among its parent's `children` or
    // `attachedNodes` until it is torn down, which clears this, and a parent
    // clears it for those when it goes.
    package internal(set) nonisolated(unsafe) unowned(unsafe) var parent: ViewNode?
    /// The nodes for this view's body or content, in order.
    package internal(set) var children = ViewNodeChildren()
    /// This node's position in its parent's `children`.
    package internal(set) var index: Int {
        get { Int(counts.index) }
        set { counts.index = Int32(newValue) }
    }
    /// For the rows of a lazy `ForEach`: the element this node shows, which is
    /// its position in the data, not among the few rows that are built.
    var virtualIndex: Int? {
        get { counts.virtualIndex == NodeCounts.none ? nil : Int(counts.virtualIndex) }
        // No `map` or `??`: their closures, isolated to the main actor, check the executor on every call.
        set { if let newValue { counts.virtualIndex = Int32(newValue) } else { counts.virtualIndex = NodeCounts.none } }
    }
    /// How many displayables this node contributes to its nearest container.
    package internal(set) var displayableCount: Int {
        get { Int(counts.displayableCount) }
        set { counts.displayableCount = Int32(newValue) }
    }
    /// Distance from the root; dirty bodies run shallowest first.
    package var depth: Int { Int(counts.depth) }
    /// The node's own displayable, for unary views and containers.
    package var layout: LayoutNode?
    /// The environment this node's view sees.
    package internal(set) var environment: EnvironmentValues
    /// When every child produces the same number of displayables, offsets are
    /// a multiplication instead of a sum over the preceding siblings.
    var uniformChildCount: Int? {
        get { counts.uniformChildCount == NodeCounts.none ? nil : Int(counts.uniformChildCount) }
        set { if let newValue { counts.uniformChildCount = Int32(newValue) } else { counts.uniformChildCount = NodeCounts.none } }
    }
    /// What a primitive view keeps between updates, such as `ForEach`'s ids.
    package var primitiveStorage: AnyObject?
    // What the last body run read of the environment, its `@State` and the
    // token Observation calls back are in the extras (`ViewNode+Extras`): most
    // nodes (texts, stacks, modifiers, rows that read no state) have none, and
    // inline they took 24 bytes of every node.
    /// What casts found about the type of view this node last looked at.
    // The process's copy (`ViewTypeTraits.stored(for:)`), not one of the node's own.
    private(set) var typeTraits: UnsafePointer<ViewTypeTraits>?
    /// What few nodes have (see `ViewNode+Extras`), made on the first write.
    /// Unchecked so `deinit` may read it: nothing else can reach a node then.
    nonisolated(unsafe) var extras: ViewNodeExtras?
    /// The node's positions and counts, in 32-bit words side by side: each in
    /// a word of its own, with its optionals' padding, they took 40 more bytes
    /// of every node, and a long list keeps two nodes per row.
    private var counts: NodeCounts
    // The flags come before the role: in the four bytes the 20-byte counts
    // leave before the next word, not in three bytes after it that made every
    // node's heap block 216 bytes rather than 200.
    /// Set while a container builds its first children, so those insertions
    /// are not reported as edits: the container itself is the new thing.
    var isMounted = false
    /// Whether something this node's body read has changed since it last ran.
    var needsBodyUpdate = false
    /// Set once the node has left the graph; late invalidations are ignored.
    package var isDetached = false
    /// What this node does with the displayables of its children.
    package var role: NodeRole = .passThrough

    /// A node for `view` under `parent` in `graph`, seeing `environment`; built by `makeNode` next.
    package init(view: any View, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        self.view = view
        self.parent = parent
        self.graph = graph
        self.environment = environment
        self.counts = NodeCounts(depth: Int32((parent?.depth ?? -1) + 1))
    }

    deinit {
        for index in children.indices { children[index].parent = nil }
        if let extras { for attached in extras.attachedNodes { attached.parent = nil } }
        extras?.invalidationToken?.forgetTarget()
    }

    // MARK: Building and updating

    /// Builds this node's subtree for the first time and reports its displayables.
    package func build() {
        if isAtDepthLimit {
            buildDepthLimitPlaceholder()
        } else if !makePrimitiveNode(for: view) {
            buildComposite(view)
        }
        isMounted = true
    }

    /// Brings this node up to date with a new value of the same type;
    /// `differs` when the caller already compared it with the node's own by
    /// the plan `ViewEquality` follows, and found it changed.
    package func update(to target: any View, differs: Bool = false) {
        graph.noteNodeUpdate()
        // A node cut off at the depth limit keeps its placeholder whatever it is given.
        if isAtDepthLimit {
            view = target
            return
        }
        // An animatable value changing in an animated update starts from what is on screen.
        let traits = traits(ofType: type(of: target))
        let newView = traits.isAnimatable ? graph.trackAnimatable(self, from: view, to: target) : target
        // `needsBodyUpdate` stays set during the update, so a primitive with
        // state of its own (a user modifier) knows it must run again.
        if traits.isPrimitive, updatePrimitiveNode(to: newView, traits: traits) {
            needsBodyUpdate = false
            view = newView
        } else if needsBodyUpdate || differs || !ViewEquality.areEqual(view, newView) {
            view = newView
            runBody()
        }
    }

    /// Runs a composite view's body again and updates its child with the result.
    /// A primitive that reads state in its own closures (`ForEach`'s content)
    /// updates itself again from its current value.
    func runBody() {
        if isAtDepthLimit { return }
        if traits(ofType: type(of: view)).isPrimitive {
            update(to: view)
            return
        }
        needsBodyUpdate = false
        if sharesBody {
            updateSharedBody(to: evaluateBody(of: view))
        } else if let child = children.first {
            updateBodyChild(child, to: evaluateBody(of: view))
        }
    }

    /// The traits of a view type, looked up only when it is not the one last
    /// seen. Callers pass `type(of:)` a view rather than the view: handing on
    /// an `any View` would copy the value into a box of its own.
    func traits(ofType viewType: any View.Type) -> ViewTypeTraits {
        if let known = typeTraits, known.pointee.type == ObjectIdentifier(viewType) { return known.pointee }
        let stored = ViewTypeTraits.stored(for: viewType)
        typeTraits = stored
        return stored.pointee
    }

    /// The traits of the type of view this node holds: those it last looked
    /// up, which are its view's, since building and updating look up the
    /// type they are given. Reading `view` to ask its type copies the value.
    var traitsOfHeldView: ViewTypeTraits {
        typeTraits?.pointee ?? traits(ofType: type(of: view))
    }

    private func buildComposite<V: View>(_ view: V) {
        let body = evaluateBody(of: view)
        if let shared = traitsOfHeldView.sharedBody, buildSharedBody(body, as: shared) { return }
        addChild(body)
    }

    /// Runs `work` as this node's reader: what it reads invalidates this node.
    package func trackingReads<Result>(_ work: () -> Result) -> Result {
        graph.tracking(self, work)
    }

    private func evaluateBody<V: View>(of view: V) -> any View {
        evaluate(view) { installed -> any View in
            // An `@EnvironmentObject` found nothing: the body would stop the program.
            if lacksEnvironmentObject { return MissingEnvironmentObject(displayables: V.Body._displayableCount ?? 0) }
            return installed.body
        }
    }

    // MARK: Children

    /// Makes and builds a child for `view`, appended or inserted at `index`.
    @discardableResult
    package func addChild(_ view: any View, at index: Int? = nil, environment: EnvironmentValues? = nil,
                  virtualIndex: Int? = nil) -> ViewNode {
        reserveContainerChildren(for: type(of: view))
        let child = ViewNode(view: view, parent: self, graph: graph, environment: environment ?? childEnvironment)
        child.virtualIndex = virtualIndex
        let position = index ?? children.count
        // Building appends; `insert` goes through the general `replaceSubrange`.
        if position == children.count { children.append(child) } else { children.insert(child, at: position) }
        reindexChildren(from: position)
        child.build()
        return child
    }

    /// Removes the child at `index`, with its displayables, state and tasks;
    /// a child not torn down is the caller's to keep (`LazyRows+Parking`).
    func removeChild(at index: Int, tearingDown: Bool = true) {
        let child = children[index]
        let offset = offset(ofChild: child)
        for _ in 0..<child.displayableCount {
            receiveRemoval(at: offset)
        }
        children.remove(at: index)
        reindexChildren(from: index)
        if tearingDown { child.tearDown() }
    }

    /// Moves a child, keeping its node, state and displayables.
    func moveChild(from source: Int, to destination: Int) {
        guard source != destination else { return }
        let child = children[source]
        let oldOffset = offset(ofChild: child)
        children.remove(at: source)
        children.insert(child, at: destination)
        reindexChildren(from: min(source, destination))
        let newOffset = offset(ofChild: child)
        for step in 0..<child.displayableCount {
            // Moving forward shifts later displayables back onto the same offset.
            let from = newOffset > oldOffset ? oldOffset : oldOffset + step
            let to = newOffset > oldOffset ? newOffset + child.displayableCount - 1 : newOffset + step
            receiveMove(from: from, to: to)
        }
    }

    func reindexChildren(from start: Int) {
        graph.rowPlacementSteps += max(children.count - start, 0)
        var position = start
        while position < children.count {
            children[position].index = position
            position += 1
        }
    }

    /// Runs disappearance work for this subtree, deepest first.
    package func tearDown() {
        // By index: iterating the list copies it, a retain and release per node
        // of every row torn down. Its count is read each time, in case an
        // `onDisappear` below changes the tree.
        var index = 0
        while index < children.count {
            children[index].tearDown()
            index += 1
        }
        // Most nodes have no extras: nothing attached and nothing to run.
        if let extras {
            for attached in extras.attachedNodes { attached.tearDown() }
            let actions = extras.teardownActions
            extras.teardownActions = []
            for action in actions { action() }
        }
        graph.forget(self)
        // Left out of every list of its parent's, it must not point at it once the parent is gone.
        parent = nil
    }
}
