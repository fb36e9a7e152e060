@_spi(TrellisExtension) import TrellisCore

/// How buttons look inside a menu: a full-width row of plain text, with the
/// button's keyboard shortcut at its trailing edge, filled with the accent
/// colour while pressed; destructive items are red.
struct MenuItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuItemRow(label: configuration.label)
            .foregroundColor(configuration.isPressed ? .white : configuration.role == .destructive ? .red : nil)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 12)
            .padding(.vertical, 4)
            .background(configuration.isPressed ? Color.accentColor : Color.clear)
    }
}
