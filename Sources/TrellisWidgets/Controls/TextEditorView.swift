@_spi(TrellisExtension) import TrellisCore

/// The drawing half of a text field: one unary displayable showing an editing state.
struct TextEditorView: View, PrimitiveView {
    /// Its node publishes a `TextEditorLayout`.
    package typealias NodeLayout = TextEditorLayout

    let editing: TextEditing
    let placeholder: String
    let isSecure: Bool
    let isFocused: Bool
    let chrome: FieldChrome

    package static var _displayableCount: Int? { 1 }

    private func configure(_ layout: TextEditorLayout, _ node: ViewNode) {
        layout.font = node.environment.controlSize.labelFont(replacing: node.environment.font)
        layout.textColor = (node.environment.foregroundColor ?? .primary).resolve(in: node.environment)
        layout.colorScheme = node.environment.colorScheme
        layout.isSecure = isSecure
        layout.placeholder = placeholder
        layout.editing = editing
        layout.isFocused = isFocused
        layout.chrome = chrome
        if isFocused { node.graph.tickingLayouts.insert(ObjectIdentifier(layout), layout) } else {
            node.graph.tickingLayouts.remove(ObjectIdentifier(layout))
        }
    }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        let layout = TextEditorLayout()
        configure(layout, node)
        node.publish(layout)
        node.teardownActions.append { [unowned node, weak layout] in
            if let layout { node.graph.tickingLayouts.remove(ObjectIdentifier(layout)) }
        }
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        let before = layout.contentVersion
        configure(layout, node)
        if layout.contentVersion != before { node.publishChange() }
    }
}
