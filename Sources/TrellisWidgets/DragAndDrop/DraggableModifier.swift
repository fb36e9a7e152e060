@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Lets a drag that starts on this view carry `payload` to a `.dropDestination`
    /// that takes its type. A copy of this view follows the pointer while it drags.
    ///
    /// The drag starts once the pointer moves a few points while pressed, so
    /// clicks on controls inside still work; `payload` is made when it starts.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T) -> some View {
        modifier(DraggableModifier(items: { [payload()] }, preview: self, keepsSourceSize: true))
    }

    /// Lets a drag that starts on this view carry `payload`, with `preview`
    /// centred under the pointer instead of a copy of this view.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(DraggableModifier(items: { [payload()] }, preview: preview(), keepsSourceSize: false))
    }
}

/// Makes its content a drag source, and shows the preview above the window while it drags.
///
/// The preview is a presentation that lets the pointer through, so the
/// destination under the pointer, not the preview, is what a drop finds.
struct DraggableModifier<Preview: View>: ViewModifier {
    let items: @MainActor () -> [any Transferable]
    let preview: Preview
    /// Whether the preview is a copy of the source, which keeps the source's
    /// size (a row with a spacer would otherwise shrink) and is held where it
    /// was grabbed; a preview of its own is centred under the pointer.
    let keepsSourceSize: Bool
    @State private var placement: DragPreviewPlacement?

    func body(content: Content) -> some View {
        let moving = $placement, items = self.items, shown = placement
        let preview = self.preview, size = keepsSourceSize ? shown?.sourceSize : nil
        return ModifiedContent(
            content: ModifiedContent(content: content, modifier: InteractionModifier { interaction in
                interaction.dragSource = DragSource(items: items) { moving.wrappedValue = $0 }
            }),
            modifier: PresentationModifier(
                isPresented: shown != nil, identity: nil, setDismissed: { moving.wrappedValue = nil }, onDismiss: nil,
                style: .dragPreview(centred: !keepsSourceSize),
                anchorPoint: keepsSourceSize ? shown?.origin : shown?.location,
                content: { DragPreviewCard(preview: preview, size: size) }))
    }
}

/// The picture that follows the pointer during a drag: see-through, so what
/// it is dragged over shows.
struct DragPreviewCard<Preview: View>: View {
    let preview: Preview
    let size: Size?

    var body: some View {
        preview
            .frame(width: size?.width, height: size?.height)
            .opacity(0.75)
    }
}
