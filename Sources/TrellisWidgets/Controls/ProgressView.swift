@_spi(TrellisExtension) import TrellisCore

/// Shows progress: a bar for a known fraction, or a spinner when it is unknown.
///
/// How it looks comes from the progress view style in the environment
/// (`.progressViewStyle(_:)`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Set for a progress view made from a style's configuration (see `Button`).
    let styleDepth: Int?
    @Environment(\.progressViewStyleStack) private var styles

    /// A progress view for `value` out of `total` (unknown when `value` is
    /// `nil`), described by `label` and, below the bar, by `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, of: total)
        let label = label(), currentValueLabel = currentValueLabel()
        self.label = Label.self == EmptyView.self ? nil : label
        self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
        styleDepth = nil
    }

    /// `value / total` within 0...1; 0 for a total that is not positive or a
    /// value that is not a number, `nil` (unknown) for no value.
    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        guard let value else { return nil }
        let done = Double(value), whole = Double(total)
        guard whole > 0, done.isFinite, whole.isFinite else { return 0 }
        return min(max(done / whole, 0), 1)
    }

    /// The progress, drawn by the style in effect.
    public var body: some View {
        let chosen = styles.style(outside: styleDepth)
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init($0) },
            currentValueLabel: currentValueLabel.map { .init($0) }, styleDepth: chosen?.depth ?? -1)
        // One progress bar, named by its label, whose value is the fraction done.
        return StyleBody.make(chosen?.style ?? DefaultProgressViewStyle(), configuration)
            .accessibilityControl(.progressBar, label: (label as? Text)?.content, children: .ignore,
                                  range: fraction.map { AccessibilityRange(current: $0, minimum: 0, maximum: 1) })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view for `value` out of `total`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// A spinner for work of unknown length, described by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner, turning on the frame clock, for work of unknown length.
    public init() {
        self.init(value: Double?.none, label: { EmptyView() })
    }

    /// A bar filled to `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: Double?.none) { Text(title) }
    }

    /// A bar filled to `value` out of `total`, titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view made inside a `ProgressViewStyle`'s `makeBody(configuration:)`,
    /// drawn with the progress view style that was in effect around the custom one.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        styleDepth = configuration.styleDepth
    }
}
