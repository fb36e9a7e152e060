import Foundation

extension View {
    /// Takes drops of items that can be made into `T`: files or text from
    /// another program, or a `.draggable` payload from inside the app.
    ///
    /// `action` receives the items and where they were dropped, in this view's
    /// own coordinates, and returns whether it took them. `isTargeted` is told
    /// true while a drag it could take is over this view and false when it
    /// leaves or drops. A drop from another program counts as over this view
    /// from its start until all its items have arrived; SDL2 reports no
    /// position, so the pointer's position at that moment stands in for it.
    /// Drops of items that cannot be made into `T` pass on to a destination around this one.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self,
        action: @escaping @MainActor (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View {
        ModifiedContent(content: self, modifier: InteractionModifier { interaction in
            interaction.dropTarget = DropTarget(
                accepts: { !T.converting($0).isEmpty },
                acceptsOffer: { !T.converting($0.standIns).isEmpty },
                perform: { items, location in action(T.converting(items), location) },
                onTargeted: { targeted, _ in isTargeted(targeted) })
        })
    }
}
