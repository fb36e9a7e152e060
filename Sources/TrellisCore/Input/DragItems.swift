/// Where an in-app drag's preview goes: under the pointer, held at the point
/// of the source where the drag was grabbed.
package struct DragPreviewPlacement: Equatable, Sendable {
    /// Where the pointer is, in window coordinates.
    package var location: Point
    /// Where the press was, from the source's top-leading corner.
    package var grabOffset: Size
    /// The source's size when the drag started, which a default preview keeps.
    package var sourceSize: Size

    /// The preview's top-leading corner.
    package var origin: Point { Point(x: location.x - grabOffset.width, y: location.y - grabOffset.height) }
}

/// What a `.draggable` view offers when a drag starts on it.
@MainActor
package struct DragSource {
    /// The items the drag carries, asked for when it starts.
    package var items: @MainActor () -> [any Transferable]
    /// The drag moved (where the preview goes) or ended (nil).
    package var onMove: @MainActor (DragPreviewPlacement?) -> Void

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(items: @escaping @MainActor () -> [any Transferable], onMove: @escaping @MainActor (DragPreviewPlacement?) -> Void) {
        self.items = items
        self.onMove = onMove
    }
}

/// What a `.dropDestination` or `.onDrop` takes and does with it. Points are
/// in the destination's own coordinates.
@MainActor
package struct DropTarget {
    /// Whether the destination takes these items (any of them can be made into its payload type).
    package var accepts: @MainActor ([any Transferable]) -> Bool
    /// Whether it may take what a drag from another program offers, before
    /// the items are known: it is shown targeted while the drag hovers.
    package var acceptsOffer: @MainActor (DropPayload.Kind) -> Bool
    /// Delivers the items at a point; returns whether it took them.
    package var perform: @MainActor ([any Transferable], Point) -> Bool
    /// A drag came over the destination (true) or left it (false), at a point.
    package var onTargeted: @MainActor (Bool, Point) -> Void
    /// The drag moved to a point while over the destination, after it was targeted.
    package var onMove: @MainActor (Point) -> Void = { _ in }
}
