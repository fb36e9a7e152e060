@_spi(TrellisExtension) import TrellisCore

/// Where on the presenting view a popover is attached.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// The whole of the view's frame; only `.bounds` is offered so far.
    case rect(PopoverAnchorSource)
    /// A point of the view, as a fraction of its size.
    case point(UnitPoint)
}

/// The rectangles a popover can be attached to.
public enum PopoverAnchorSource: Hashable, Sendable {
    /// The presenting view's frame.
    case bounds
}

extension View {
    /// Shows `content` in a popover attached to this view while `isPresented`
    /// is true: below it by default (the arrow on the popover's top edge),
    /// flipped to the other side when it does not fit, and always kept inside
    /// the window. Escape or a click outside closes it.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        ModifiedContent(content: self, modifier: PresentationModifier(
            isPresented: isPresented.wrappedValue, identity: nil, setDismissed: { isPresented.wrappedValue = false },
            onDismiss: nil, style: .popover(arrowEdge: arrowEdge, attachment: attachmentAnchor),
            content: { PopoverCard(content: content()) }))
    }

    /// Shows a popover for `item` while it is not `nil`; closing it sets `item` to `nil`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let shown = item.wrappedValue
        return ModifiedContent(content: self, modifier: PresentationModifier(
            isPresented: shown != nil, identity: shown.map { AnyHashable($0.id) },
            setDismissed: { item.wrappedValue = nil }, onDismiss: nil,
            style: .popover(arrowEdge: arrowEdge, attachment: attachmentAnchor),
            content: { shown.map { PopoverCard(content: content($0)) } }))
    }
}

/// The card a popover's content sits on.
struct PopoverCard<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.presentationCard))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.fieldBorder))
            .transition(.opacity)
    }
}
