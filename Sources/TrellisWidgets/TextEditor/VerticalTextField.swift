@_spi(TrellisExtension) import TrellisCore

extension TextField where Label == Text {
    /// A field showing `title` while `text` is empty; with a vertical `axis`
    /// it wraps its text and grows a row at a time, up to its `lineLimit`,
    /// then scrolls. Return submits; Option-Return starts a new line, as on a Mac.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        if axis == .vertical { valueField = AnyView(VerticalTextField(text: text, placeholder: String(title))) }
    }

    /// A field titled `title`, showing `prompt` while `text` is empty, growing along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, axis: axis)
        if axis == .vertical {
            valueField = AnyView(VerticalTextField(text: text, placeholder: prompt?.content ?? String(title)))
        }
    }
}

extension TextField {
    /// A field labelled by `label`, showing `prompt` while `text` is empty, growing along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        if axis == .vertical { valueField = AnyView(VerticalTextField(text: text, placeholder: prompt?.content ?? "")) }
    }
}

/// A text field that wraps and grows downwards: the box of a `TextEditor`
/// sized by its lines, within the `lineLimit` in effect.
struct VerticalTextField: View {
    @Binding var text: String
    let placeholder: String

    var body: some View {
        MultilineTextBox(binding: $text, sizing: .grows(lines: 1...Int.max), placeholder: placeholder)
    }
}

private struct MinimumLineCountKey: EnvironmentKey {
    static var defaultValue: Int { 1 }
}

extension EnvironmentValues {
    /// The fewest lines a growing text field shows, from `lineLimit(_:)` with a range.
    var minimumLineCount: Int {
        get { self[MinimumLineCountKey.self] }
        set { self[MinimumLineCountKey.self] = newValue }
    }
}

extension View {
    /// Text inside this view takes between `limit.lowerBound` and
    /// `limit.upperBound` lines: a vertical text field starts that tall and
    /// grows no taller, then scrolls.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.minimumLineCount, max(limit.lowerBound, 1))
    }

    /// Text inside this view takes at least `limit.lowerBound` lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.minimumLineCount, max(limit.lowerBound, 1))
    }

    /// Text inside this view takes at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.minimumLineCount, 1)
    }

    /// Text inside this view takes at most `limit` lines; with `reservesSpace`,
    /// a vertical text field is that tall even when empty.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, max(limit, 1)).environment(\.minimumLineCount, reservesSpace ? max(limit, 1) : 1)
    }
}
