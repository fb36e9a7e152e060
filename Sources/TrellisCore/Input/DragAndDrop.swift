/// Drags that carry items: an in-app drag from a `.draggable` view, or a drop
/// from another program, and the drop destination each is over.
///
/// The event router owns one. A press remembers the nearest `.draggable`
/// around what was pressed, so a row whose label is a toggle still drags; a
/// drag gesture or slider nearer the press keeps the move for itself.
@MainActor
struct DragAndDrop {
    /// How far, in points, the pointer must move while pressed before a drag starts,
    /// so a slightly shaky click is still a click.
    static let threshold = 4.0

    private weak var source: LayoutNode?
    /// The items of the in-app drag in progress; nil when there is none.
    private var items: [any Transferable]?
    private var grabOffset = Size.zero
    private var sourceSize = Size.zero
    private var onMove: (@MainActor (DragPreviewPlacement?) -> Void)?
    private weak var targeted: LayoutNode?
    /// Kept apart from the node, which an update may replace while it is targeted.
    private var untarget: (@MainActor (Bool, Point) -> Void)?
    /// Where the drag last was over the targeted destination, in its coordinates.
    private var targetedPoint = Point.zero
    /// Between an external drop's begin and its completion.
    private var isExternal = false

    /// Whether an in-app drag is in progress.
    var isDragging: Bool { items != nil }

    /// A press began on `pressed`: finds the `.draggable` a move would drag.
    mutating func pressBegan(on pressed: LayoutNode) {
        source = nil
        var node: LayoutNode? = pressed
        while let current = node {
            if current.interaction?.dragSource != nil {
                source = current
                return
            }
            if current.interaction?.onDrag != nil { return }
            node = current.parent
        }
    }

    /// The pointer moved to `point` while pressed at `start`; returns whether an
    /// in-app drag has the move, starting one once the pointer is far enough.
    mutating func pressedPointerMoved(to point: Point, pressedAt start: Point, root: LayoutNode) -> Bool {
        // A position that is no number would put the preview nowhere; the drag waits for a real one.
        guard point.x.isFinite, point.y.isFinite else { return items != nil }
        if items == nil {
            guard let source, let interaction = source.interaction, let dragSource = interaction.dragSource,
                  interaction.allowsInput,
                  ((point.x - start.x) * (point.x - start.x) + (point.y - start.y) * (point.y - start.y)).squareRoot()
                  > Self.threshold else { return false }
            items = dragSource.items()
            onMove = dragSource.onMove
            grabOffset = Size(width: start.x - source.frame.minX, height: start.y - source.frame.minY)
            sourceSize = source.frame.size
        }
        // The preview stays over the window: a pointer far outside it (captured
        // while pressed) would otherwise send it to coordinates no drawing survives.
        let bounds = root.frame
        let shown = Point(x: min(max(point.x, bounds.minX), bounds.maxX), y: min(max(point.y, bounds.minY), bounds.maxY))
        onMove?(DragPreviewPlacement(location: shown, grabOffset: grabOffset, sourceSize: sourceSize))
        target(at: point, root: root, accepting: items)
        return true
    }

    /// The press ended at `point`; returns whether it ended an in-app drag,
    /// which then dropped on the destination there, if one takes the items.
    mutating func pressEnded(at point: Point, root: LayoutNode) -> Bool {
        source = nil
        guard let items else { return false }
        target(at: point, root: root, accepting: items)
        deliver(items, at: point)
        end()
        return true
    }

    /// Ends an in-app drag without dropping: the window lost the pointer or Escape was pressed.
    mutating func cancel() {
        source = nil
        if items != nil { end() }
    }

    /// Another program began a drop: what is under the pointer shows itself targeted,
    /// whatever it takes, as the items are not known yet.
    mutating func externalDropBegan(at point: Point, root: LayoutNode) {
        isExternal = true
        target(at: point, root: root, accepting: nil)
    }

    /// Another program's drag, offering `kind`, is at `point`: what is under it
    /// and takes that kind shows itself targeted.
    mutating func externalDragMoved(offering kind: DropPayload.Kind, to point: Point, root: LayoutNode) {
        isExternal = true
        target(at: point, root: root) { $0.acceptsOffer(kind) }
    }

    /// The pointer moved during an external drop, as it can while the desktop drags.
    mutating func externalPointerMoved(to point: Point, root: LayoutNode) {
        if isExternal { target(at: point, root: root, accepting: nil) }
    }

    /// Another program dropped `payload`: it goes to the destination under the point that takes it.
    mutating func externalDrop(_ payload: DropPayload, at point: Point, root: LayoutNode) {
        let items = payload.items
        if items.isEmpty {
            // Nothing that still exists was dropped: nothing to deliver, but the highlight ends.
            setTargeted(nil, at: point)
        } else {
            target(at: point, root: root, accepting: items)
            deliver(items, at: point)
        }
        // A drop that came without a begin has no completion to wait for.
        if !isExternal { setTargeted(nil, at: point) }
    }

    /// The external drop is over.
    mutating func externalDropCompleted() {
        isExternal = false
        setTargeted(nil, at: nil)
    }

    private mutating func end() {
        setTargeted(nil, at: nil)
        onMove?(nil)
        onMove = nil
        items = nil
    }

    private func deliver(_ items: [any Transferable], at point: Point) {
        guard let node = targeted, let drop = node.interaction?.dropTarget else { return }
        _ = drop.perform(items, Self.point(point, in: node))
    }

    /// Targets the frontmost destination at `point` that takes `items` (any destination when nil).
    private mutating func target(at point: Point, root: LayoutNode, accepting items: [any Transferable]?) {
        target(at: point, root: root) { drop in items.map { drop.accepts($0) } ?? true }
    }

    /// Targets the frontmost destination at `point` for which `takes` holds.
    private mutating func target(at point: Point, root: LayoutNode, where takes: (DropTarget) -> Bool) {
        let node = HitTesting.target(at: point, in: root) { interaction in
            interaction.dropTarget.map(takes) ?? false
        }
        setTargeted(node, at: point)
        if let node {
            targetedPoint = Self.point(point, in: node)
            node.interaction?.dropTarget?.onMove(targetedPoint)
        }
    }

    /// Targets `node`, telling the one it replaces that the drag left at
    /// `point` (window coordinates; nil where the drag was last seen over it).
    private mutating func setTargeted(_ node: LayoutNode?, at point: Point?) {
        guard node !== targeted || (node == nil && untarget != nil) else { return }
        if let untarget {
            untarget(false, point.flatMap { point in targeted.map { Self.point(point, in: $0) } } ?? targetedPoint)
        }
        targeted = node
        untarget = node?.interaction?.dropTarget?.onTargeted
        if let node, let point { targetedPoint = Self.point(point, in: node) }
        untarget?(true, targetedPoint)
    }

    /// `point` in `node`'s own coordinates, where SwiftUI gives drop locations.
    private static func point(_ point: Point, in node: LayoutNode) -> Point {
        Point(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
    }
}
