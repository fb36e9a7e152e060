@_spi(TrellisExtension) import TrellisCore

/// A label beside some content, such as a value the user cannot change.
///
/// In a form, the label goes in the label column like a control's.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.formRowLook) private var look
    @Environment(\.controlLabelsHidden) private var labelsHidden

    /// `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label and the content, lined up with the form's columns when in one.
    public var body: some View {
        FormRow(look: look) {
            if !labelsHidden { label }
        } content: {
            content
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content`, labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// `content`, labelled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value`, labelled `title`.
    public init<S: StringProtocol, F: StringProtocol>(_ title: S, value: F) {
        self.init(content: { Text(value) }) { Text(title) }
    }

    /// `value` formatted by `format`, labelled `title`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(title) }
    }
}
