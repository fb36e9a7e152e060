@_spi(TrellisExtension) import TrellisCore

/// The clear button at the trailing edge of a search field: shown while the
/// field holds text, it empties the field, as an `NSSearchField`'s cancel button does.
struct SearchFieldClearButton: View {
    let text: Binding<String>

    var body: some View {
        // Read here, not in the search field, so a keystroke runs this small body only.
        if !text.wrappedValue.isEmpty {
            Button { text.wrappedValue = "" } label: {
                Image(systemName: "xmark.circle.fill").foregroundColor(.secondary)
            }
            .buttonStyle(.plain)
            .help("Clear")
            .padding(.trailing, 4)
        }
    }
}

private struct EscapeClearsFieldKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether Escape in a text field here empties it before it leaves the
    /// field: true in a search field, as on a Mac.
    var escapeClearsField: Bool {
        get { self[EscapeClearsFieldKey.self] }
        set { self[EscapeClearsFieldKey.self] = newValue }
    }
}
