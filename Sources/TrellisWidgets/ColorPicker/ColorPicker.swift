@_spi(TrellisExtension) import TrellisCore

/// A control for choosing a colour: a swatch well after a label. Clicking the
/// well opens a popover with a palette of standard colours, a hex field and,
/// when opacity is supported, an opacity slider.
///
/// Choosing from the palette writes the selection and closes the popover;
/// the hex field writes it when Return is pressed (`#RGB`, `#RRGGBB` or
/// `#RRGGBBAA`), and puts back the current colour when what was typed is not a colour.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @State private var isOpen = false
    @State private var hex = ""
    @Environment(\.colorScheme) private var scheme
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.formRowLook) private var formLook

    /// A picker of `selection`, described by `label`; `supportsOpacity`
    /// offers an opacity slider and eight-digit hex.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label, then the well; in a form, the label goes in its label column.
    public var body: some View {
        if let formLook, !labelsHidden {
            FormRow(look: formLook) { label } content: { well }
        } else {
            // As on a desktop, the control follows its label rather than the far edge.
            HStack(spacing: 8) {
                if !labelsHidden { label }
                well
            }
        }
    }

    private var current: RGBA { selection.wrappedValue.resolve(in: scheme) }

    /// The swatch well: the colour inside a bordered frame, like a button.
    private var well: some View {
        let opened = $isOpen, text = $hex, shown = current, withOpacity = supportsOpacity
        let name = (label as? Text)?.content, isOpen = self.isOpen
        return RoundedRectangle(cornerRadius: 3)
            .fill(selection.wrappedValue)
            .overlay(RoundedRectangle(cornerRadius: 3).stroke(Color.fieldBorder))
            .padding(4)
            .frame(width: 44, height: 24)
            .background(RoundedRectangle(cornerRadius: 5).fill(Color.selectedSegment))
            .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color.fieldBorder))
            .modifier(InteractionModifier { interaction in
                interaction.isFocusable = true
                interaction.isButton = true
                interaction.cursor = .pointingHand
                interaction.onTap = { _ in
                    text.wrappedValue = HexColor.text(of: shown, withOpacity: withOpacity)
                    opened.wrappedValue = true
                }
                // A button named by the label, whose value is the colour, as GTK's
                // colour button reads; a form row's label names it the same way.
                interaction.accessibility = {
                    ControlAccessibility(role: .pushButton, name: name, value: HexColor.text(of: shown, withOpacity: withOpacity),
                                         expanded: isOpen)
                }
            })
            .popover(isPresented: $isOpen) { panel }
    }

    /// What the popover shows.
    private var panel: some View {
        let selection = self.selection, opened = $isOpen, text = $hex, withOpacity = supportsOpacity
        let shown = current
        let write: @MainActor (RGBA) -> Void = { rgba in
            var rgba = rgba
            if !withOpacity { rgba.a = 255 }
            selection.wrappedValue = Color(channels: rgba)
            text.wrappedValue = HexColor.text(of: rgba, withOpacity: withOpacity)
        }
        return VStack(alignment: .leading, spacing: 10) {
            ColorPaletteGrid(chosen: shown) { color in
                selection.wrappedValue = color
                opened.wrappedValue = false
            }
            HStack(spacing: 8) {
                Text("Hex")
                TextField("#RRGGBB", text: $hex)
                    .accessibilityLabel("Hex")
                    .onSubmit {
                        if let rgba = HexColor.color(from: text.wrappedValue) {
                            write(rgba)
                        } else {
                            text.wrappedValue = HexColor.text(of: shown, withOpacity: withOpacity)
                        }
                    }
                    .frame(width: 110)
            }
            if withOpacity {
                HStack(spacing: 8) {
                    Text("Opacity")
                    Slider(value: Binding(get: { Double(shown.a) / 255 }, set: { opacity in
                        var rgba = shown
                        rgba.a = UInt8((min(max(opacity, 0), 1) * 255).rounded())
                        write(rgba)
                    }))
                    .accessibilityLabel("Opacity")
                }
            }
        }
        .padding(10)
        .fixedSize()
        // The panel is a colour chooser, as GTK's `GtkColorChooserWidget` is to a reader.
        .accessibilityControl(.colorChooser, label: "Colors", children: .contain)
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}
