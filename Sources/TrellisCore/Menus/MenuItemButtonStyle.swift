/// How buttons look inside a menu: a full-width row of plain text, filled
/// with the accent colour while pressed; destructive items are red.
struct MenuItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.isPressed ? .white : configuration.role == .destructive ? .red : nil)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 12)
            .padding(.vertical, 4)
            .background(configuration.isPressed ? Color.accentColor : Color.clear)
    }
}
