@_spi(TrellisExtension) import TrellisCore

/// A control for choosing one of several options, each a view with a `.tag`
/// (or made by a `ForEach`, standing for its element's id).
///
/// By default, as on a Mac, a picker is a pop-up button that shows the chosen
/// option and opens a menu of them all; `.pickerStyle(.segmented)` shows the
/// options side by side, `.pickerStyle(.radioGroup)` as radio buttons. Click
/// one, or focus the picker and use the arrow keys.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    @Binding var selection: SelectionValue
    let label: Label
    let content: Content
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.formRowLook) private var formLook
    @Environment(\.pickerLook) private var look
    @Environment(\.menuDepth) private var menuDepth

    /// A picker bound to `selection`, labelled by `label`, choosing among `content`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        _selection = selection
        self.label = label()
        self.content = content()
    }

    /// The label beside the segments or the menu button, or in the label column of a form.
    public var body: some View {
        if menuDepth > 0 {
            // In a menu (a menu bar's included) a picker is a submenu of ticked rows, as on a Mac.
            MenuPickerSubmenu(selection: $selection, label: label, content: content)
        } else if let formLook, !labelsHidden {
            FormRow(look: formLook) { label } content: { options }
        } else if look == .radioGroup {
            // The label lines up with the first option, as on a Mac.
            FormRow(look: nil) {
                if !labelsHidden { label }
            } content: {
                options
            }
        } else {
            HStack(spacing: 8) {
                if !labelsHidden { label }
                options
            }
        }
    }

    /// The options, as the style draws them.
    @ViewBuilder private var options: some View {
        // The picker's label names it even where it is not shown, as in SwiftUI.
        let name = (label as? Text)?.content
        if look == .menu {
            MenuPickerButton(selection: $selection, content: content)
                .accessibilityControl(.comboBox, label: name)
        } else {
            SegmentedControl(selection: $selection, isRadioGroup: look == .radioGroup, content: content)
                .accessibilityControl(.panel, label: name)
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The segments of a picker: a container whose displayables are the options.
struct SegmentedControl<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Its node publishes a `SegmentedLayout`.
    package typealias NodeLayout = SegmentedLayout

    @Binding var selection: SelectionValue
    let isRadioGroup: Bool
    let content: Content

    package static var _displayableCount: Int? { 1 }

    /// Reads the selection as the node's reader: the highlight must move when a
    /// model changes it, even if no body above reads it.
    private func configure(_ layout: SegmentedLayout, node: ViewNode) {
        let binding = _selection
        layout.isRadioGroup = isRadioGroup
        layout.selection = node.trackingReads { AnyHashable(selection) }
        layout.onSelect = { tag in
            if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
        }
    }

    package func makeNode(_ node: ViewNode) {
        let layout = SegmentedLayout()
        layout.colorScheme = node.environment.colorScheme
        layout.interaction = layout.makeInteraction(enabledBy: node)
        configure(layout, node: node)
        node.role = .container(layout)
        node.addChild(content)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        guard let layout = layout(of: node) else { return }
        configure(layout, node: node)
        node.children[0].update(toValue: content)
    }
}
