@_spi(TrellisExtension) import TrellisCore

import Foundation

/// What `TextField(_:value:format:)` shows: a plain field over a draft.
///
/// While a person types, the draft is the field's text and the value stays as
/// it was. Enter or leaving the field parses the draft: a good parse becomes
/// the value, a bad one is dropped, and either way the field shows the value
/// formatted again.
struct FormattedTextField<Format: ParseableFormatStyle, Label: View>: View where Format.FormatOutput == String {
    let placeholder: String
    @Binding var value: Format.FormatInput
    let format: Format
    let label: Label
    @State private var draft: String?
    @FocusState private var isFocused: Bool
    @Environment(\.submitAction) private var submit

    var body: some View {
        TextField(placeholder: placeholder, text: Binding(get: { draft ?? format.format(value) }, set: { draft = $0 }),
                  isSecure: false, label: label)
            .focused($isFocused)
            .onSubmit {
                commit()
                submit?()
            }
            .onChange(of: isFocused) { _, focused in
                if !focused { commit() }
            }
            // A reader hears that what was typed will be dropped, before Enter drops it.
            .accessibilityStates(isInvalid ? .invalidEntry : [])
    }

    /// Whether the text typed so far does not parse, so leaving the field would drop it.
    private var isInvalid: Bool {
        guard let typed = draft else { return false }
        return (try? format.parseStrategy.parse(typed)) == nil
    }

    private func commit() {
        guard let typed = draft else { return }
        draft = nil
        // Text that does not parse is a person's typing, not a program's mistake: no warning, as in SwiftUI.
        if let parsed = try? format.parseStrategy.parse(typed) { value = parsed }
    }
}

extension TextField where Label == Text {
    /// A field that edits `value` as `format` writes it, labelled and prompted by `title`
    /// unless `prompt` is given. The value changes on Enter or when the field loses focus.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                          prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt ?? Text(title)) { Text(title) }
    }
}

extension TextField {
    /// A field labelled by `label` that edits `value` as `format` writes it.
    /// The value changes on Enter or when the field loses focus; text that does
    /// not parse is dropped and the old value shown again.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let label = label()
        let placeholder = prompt?.content ?? ""
        self.init(placeholder: placeholder, text: .constant(""), isSecure: false, label: label)
        valueField = AnyView(FormattedTextField(placeholder: placeholder, value: value, format: format, label: label))
    }
}
