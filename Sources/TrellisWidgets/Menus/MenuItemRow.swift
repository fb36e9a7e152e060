@_spi(TrellisExtension) import TrellisCore

/// A menu item's row: its label, and the shortcut the button was given at the trailing edge, dimmed.
struct MenuItemRow<Label: View>: View {
    let label: Label
    @Environment(\.menuShortcut) private var shortcut

    var body: some View {
        if let shortcut {
            HStack(spacing: 24) {
                label
                Spacer(minLength: 0)
                Text(shortcut).foregroundStyle(.secondary).fixedSize()
            }
        } else {
            label
        }
    }
}
