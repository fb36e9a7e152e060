@_spi(TrellisExtension) import TrellisCore

/// How toggles look and respond.
///
/// A custom style draws the label and the state, and flips `configuration.isOn`
/// itself, for example in `.onTapGesture`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle in this style shows.
    associatedtype Body: View
    /// The toggle as it looks and responds in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a toggle tells its style.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle tells a `ToggleStyle`.
public struct ToggleStyleConfiguration {
    /// The toggle's label, whatever views it is made of; nothing under `.labelsHidden()`.
    public struct Label: View {
        let content: AnyView
        @Environment(\.controlLabelsHidden) private var isHidden

        init(_ content: some View) {
            self.content = (content as? Label)?.content ?? AnyView(content)
        }

        /// The label's views, unless labels are hidden.
        public var body: some View {
            if !isHidden { content }
        }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; set it to turn the toggle on or off.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off.
    public var isMixed: Bool = false
    /// Which style in the environment made this configuration.
    let styleDepth: Int

    init(label: Label, isOn: Binding<Bool>, styleDepth: Int) {
        self.label = label
        _isOn = isOn
        self.styleDepth = styleDepth
    }
}

extension EnvironmentValues {
    /// The toggle styles set around here, innermost last.
    var toggleStyleStack: StyleStack<any ToggleStyle> {
        get { self[ToggleStyleStackKey.self] }
        set { self[ToggleStyleStackKey.self] = newValue }
    }
}

private struct ToggleStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<any ToggleStyle> { StyleStack() }
}

extension View {
    /// Draws the toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment(\.toggleStyleStack) { $0 = $0.pushing(style) }
    }
}
