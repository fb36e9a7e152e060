@_spi(TrellisExtension) import TrellisCore

/// A box for editing several lines of text, bound to a string.
///
/// Lines wrap to its width and it scrolls to keep the caret in view. The
/// caret moves by character, row (Up and Down keep their column), row edge
/// (Home, End), page (Page Up, Page Down) and document edge (Ctrl-Home,
/// Ctrl-End); Shift with any of them, or a drag, selects. Return starts a new
/// line; Ctrl-A, C, X and V select all, copy, cut and paste; Ctrl-Z undoes and
/// Ctrl-Shift-Z or Ctrl-Y redoes, a word of typing at a time.
///
/// It honours `.font`, `.foregroundStyle`, `.lineSpacing`, `.disabled` and
/// `.scrollContentBackground(.hidden)`. Only the lines on screen are laid out
/// and drawn, so a megabyte of text stays quick to edit.
public struct TextEditor: View {
    @Binding var text: String

    /// An editor of `text`.
    public init(text: Binding<String>) {
        _text = text
    }

    /// The editing box.
    public var body: some View {
        MultilineTextBox(binding: $text, sizing: .fills, placeholder: "")
    }
}

/// The primitive behind `TextEditor` and vertical text fields: one displayable
/// drawn and edited by a `MultilineTextLayout`.
struct MultilineTextBox: View, PrimitiveView {
    /// Its node publishes a `MultilineTextLayout`.
    package typealias NodeLayout = MultilineTextLayout

    /// The text is read from the binding as the box's node configures it, not
    /// kept in this value: a copy held here would make every keystroke copy
    /// the whole string, where the binding's storage can be changed in place.
    let binding: Binding<String>
    let sizing: MultilineTextLayout.Sizing
    let placeholder: String

    package static var _displayableCount: Int? { 1 }

    private func configure(_ layout: MultilineTextLayout, _ node: ViewNode) {
        let environment = node.environment
        layout.font = environment.font
        layout.textColor = (environment.foregroundColor ?? .primary).resolve(in: environment)
        layout.colorScheme = environment.colorScheme
        layout.isEnabled = environment.isEnabled
        layout.lineSpacing = environment.lineSpacing
        layout.showsBackground = environment.scrollContentBackground != .hidden
        layout.placeholder = placeholder
        if case .grows = sizing {
            let least = environment.minimumLineCount
            layout.sizing = .grows(lines: least...max(environment.lineLimit ?? Int.max, least))
            layout.onSubmit = environment.submitAction
        } else {
            layout.sizing = sizing
            layout.onSubmit = nil
        }
        // Read as the node's reader, so a change from outside reaches the box.
        layout.sync(to: node.trackingReads { binding.wrappedValue })
        layout.writeText = { [binding] change in binding.modify(change) }
    }

    package func makeNode(_ node: ViewNode) {
        node.role = .unary
        let layout = MultilineTextLayout()
        configure(layout, node)
        layout.interaction = makeInteraction(for: layout, node: node)
        node.publish(layout)
        node.teardownActions.append { [unowned node, weak layout] in
            if let layout { node.graph.tickingLayouts.remove(ObjectIdentifier(layout)) }
        }
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        configure(layout, node)
    }

    private func makeInteraction(for layout: MultilineTextLayout, node: ViewNode) -> Interaction {
        let interaction = Interaction()
        interaction.isFocusable = true
        interaction.acceptsText = true
        interaction.keepsReturn = sizing == .fills
        interaction.keepsTab = sizing == .fills
        interaction.cursor = .iBeam
        interaction.environmentSource = node
        interaction.accessibility = { [unowned layout, placeholder] in layout.accessibility(placeholder: placeholder) }
        interaction.onFocusChange = { [unowned node, unowned layout] focused in
            layout.isFocused = focused
            if focused { node.graph.tickingLayouts.insert(ObjectIdentifier(layout), layout) } else {
                node.graph.tickingLayouts.remove(ObjectIdentifier(layout))
                layout.composition = nil
            }
        }
        interaction.onPressAt = { [unowned layout, unowned interaction] point in
            layout.press(at: point, extending: interaction.pressModifiers.contains(.shift))
        }
        interaction.onDrag = { [unowned layout] drag, _ in layout.drag(to: drag.location) }
        // A double-click selects the word at the caret the press put down, a triple-click its line.
        interaction.onTap = { [unowned layout] taps in layout.selectByClicks(taps) }
        interaction.onText = { [unowned layout] text in layout.type(text) }
        interaction.onComposition = { [unowned layout] text, start, _ in layout.compose(text, cursor: start) }
        interaction.onScroll = { [unowned layout] _, dy in layout.scrollWheel(by: dy) }
        interaction.onKey = { [unowned layout, unowned node] key, modifiers in
            layout.handleKey(key, modifiers, clipboard: node.environment.clipboard)
        }
        return interaction
    }
}
