@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Shows `text` in a tooltip when the pointer rests on this view for half a second.
    public func help(_ text: Text) -> some View {
        modifier(HelpModifier(tip: text))
    }

    /// Shows the text of `textKey` in a tooltip when the pointer rests on this view.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        help(Text(textKey))
    }

    /// Shows `text` in a tooltip when the pointer rests on this view.
    public func help<S: StringProtocol>(_ text: S) -> some View {
        help(Text(text))
    }
}

/// Shows a tooltip where the pointer came to rest, until it moves again.
struct HelpModifier<Tip: View>: ViewModifier {
    /// What the tooltip shows: a text, or a label's title.
    let tip: Tip
    @State private var restingAt: Point?

    func body(content: Content) -> some View {
        let resting = $restingAt, tip = self.tip
        return ModifiedContent(
            content: ModifiedContent(content: content, modifier: HelpAreaModifier { point in resting.wrappedValue = point }),
            modifier: PresentationModifier(
                isPresented: restingAt != nil, identity: nil, setDismissed: { resting.wrappedValue = nil }, onDismiss: nil,
                style: .tooltip, anchorPoint: restingAt, content: { TooltipCard(tip: tip) }))
    }
}

/// The small card a tooltip's text sits on.
struct TooltipCard<Tip: View>: View {
    let tip: Tip

    var body: some View {
        tip
            .font(.caption)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(RoundedRectangle(cornerRadius: 4).fill(Color.menuBackground))
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.fieldBorder))
            .transition(.opacity)
    }
}

/// Gives each displayable of its content an area the event router watches for a resting pointer.
struct HelpAreaModifier: PrimitiveModifier {
    let onRest: @MainActor (Point?) -> Void

    package func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ClosureModifierHost { [onRest] child in
            let layout = HelpAreaLayout(onRest: onRest)
            layout.adopt(child)
            return layout
        })
        node.addChild(content)
    }

    package func updateNode(_ node: ViewNode, content: some View, old: Self) {
        if case .modifier(let host) = node.role {
            for case let layout as HelpAreaLayout in host.wrappers { layout.onRest = onRest }
        }
        node.children[0].update(toValue: content)
    }
}
