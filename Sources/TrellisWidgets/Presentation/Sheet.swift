@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Shows `content` in a sheet while `isPresented` is true: a card in the
    /// middle of the dimmed window that takes all input until it goes.
    ///
    /// `dismiss` inside it, Escape, or a click outside the card sets
    /// `isPresented` to false; `onDismiss` runs once it has gone.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        var dismissed: (@MainActor () -> Void)?
        if let onDismiss { dismissed = { onDismiss() } }
        let card: @MainActor () -> SheetCard<Content> = { SheetCard(content: content()) }
        return ModifiedContent(content: self, modifier: PresentationModifier(
            isPresented: isPresented.wrappedValue, identity: nil,
            setDismissed: { isPresented.wrappedValue = false }, onDismiss: dismissed,
            style: .sheet, content: card))
    }

    /// Shows a sheet for `item` while it is not `nil`, built by `content`;
    /// another item replaces the sheet. Dismissing it sets `item` to `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let shown = item.wrappedValue
        var dismissed: (@MainActor () -> Void)?
        if let onDismiss { dismissed = { onDismiss() } }
        let card: @MainActor () -> SheetCard<Content>? = { shown.map { SheetCard(content: content($0)) } }
        return ModifiedContent(content: self, modifier: PresentationModifier(
            isPresented: shown != nil, identity: shown.map { AnyHashable($0.id) },
            setDismissed: { item.wrappedValue = nil }, onDismiss: dismissed,
            style: .sheet, content: card))
    }

    /// Keeps Escape and a click outside from dismissing the sheet or popover
    /// this view is in; `dismiss` and the presentation's binding still do.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: InteractiveDismissModifier(isDisabled: isDisabled))
    }
}

/// The card a sheet's content sits on.
struct SheetCard<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .frame(minWidth: 280, maxWidth: 720, minHeight: 120, maxHeight: 640)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.presentationCard))
            .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.fieldBorder))
            .transition(.move(edge: .top).combined(with: .opacity))
    }
}

/// Tells the presentation the view is in whether Escape and clicks outside may dismiss it.
struct InteractiveDismissModifier: PrimitiveModifier {
    let isDisabled: Bool

    package func makeNode(_ node: ViewNode, content: some View) {
        let controller = node.environment.presentationController
        controller?.interactiveDismissDisabled = isDisabled
        if isDisabled {
            node.teardownActions.append { [weak controller] in controller?.interactiveDismissDisabled = false }
        }
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        node.environment.presentationController?.interactiveDismissDisabled = isDisabled
        node.children[0].update(toValue: content)
    }
}
