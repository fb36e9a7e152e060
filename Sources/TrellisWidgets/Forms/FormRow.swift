@_spi(TrellisExtension) import TrellisCore

/// A control's label and the control itself as two parts a form can line up:
/// the label goes in the form's label column, the control in the next one.
/// Outside a form the label simply goes before the control.
struct FormRow<Label: View, Content: View>: View, PrimitiveView {
    /// Its node publishes a `FormRowLayout`.
    package typealias NodeLayout = FormRowLayout

    let look: FormLook?
    let label: Label
    let content: Content

    init(look: FormLook?, @ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content) {
        self.look = look
        self.label = label()
        self.content = content()
    }

    package static var _displayableCount: Int? { 1 }

    /// Exactly two displayables, the label and the control. Controls inside them
    /// stand in no form of their own, so they do not reach for its columns.
    private var parts: some View {
        TupleView(HStack(spacing: 8) { label }.environment(\.formRowLook, nil),
                  HStack(spacing: 8) { content }.environment(\.formRowLook, nil))
    }

    package func makeNode(_ node: ViewNode) {
        let layout = FormRowLayout(look: look)
        node.role = .container(layout)
        node.addChild(parts)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node), layout.look != look {
            layout.look = look
            node.publishChange()
        }
        node.children[0].update(to: parts)
    }
}
