/// Makes each displayable of its content respond to taps.
struct TapGestureModifier: PrimitiveModifier {
    let count: Int
    let action: @MainActor () -> Void
    var onPressChange: (@MainActor (Bool) -> Void)?

    private func configure(_ layout: GestureLayout) {
        let action = action
        layout.tapCount = max(count, 1)
        layout.onTap = { _ in action() }
        layout.onPressChange = onPressChange
    }

    private func wrapperFactory() -> @MainActor (LayoutNode) -> LayoutNode {
        { child in
            let layout = GestureLayout()
            self.configure(layout)
            layout.adopt(child)
            return layout
        }
    }

    func makeNode(_ node: ViewNode, content: some View) {
        node.role = .modifier(ModifierHost(makeWrapper: wrapperFactory()))
        node.addChild(content)
    }

    func updateNode(_ node: ViewNode, content: some View, old: Any) {
        // The closures capture the newest values, but nothing is drawn differently.
        if case .modifier(let host) = node.role {
            host.makeWrapper = wrapperFactory()
            for case let layout as GestureLayout in host.wrappers { configure(layout) }
        }
        node.children[0].update(to: content)
    }
}

extension View {
    /// Runs `action` when this view is tapped `count` times in a row.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        ModifiedContent(content: self, modifier: TapGestureModifier(count: count, action: action))
    }
}
