@_spi(TrellisExtension) import TrellisCore

/// How progress views look.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view in this style shows.
    associatedtype Body: View
    /// The progress view as it looks in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a progress view tells its style.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view tells a `ProgressViewStyle`.
public struct ProgressViewStyleConfiguration {
    /// What the task is, whatever views it is made of.
    public struct Label: View {
        let content: AnyView

        init(_ content: some View) {
            self.content = (content as? Label)?.content ?? AnyView(content)
        }

        /// The label's views.
        public var body: some View { content }
    }

    /// How far the task has got, in words, whatever views it is made of.
    public struct CurrentValueLabel: View {
        let content: AnyView

        init(_ content: some View) {
            self.content = (content as? CurrentValueLabel)?.content ?? AnyView(content)
        }

        /// The label's views.
        public var body: some View { content }
    }

    /// How much of the task is done, from 0 to 1; `nil` when that is not known.
    public let fractionCompleted: Double?
    /// What the task is; `nil` when the progress view has no label.
    public var label: Label?
    /// How far the task has got, in words; `nil` when there is none.
    public var currentValueLabel: CurrentValueLabel?
    /// Which style in the environment made this configuration.
    let styleDepth: Int

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, styleDepth: Int) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.styleDepth = styleDepth
    }
}

extension EnvironmentValues {
    /// The progress view styles set around here, innermost last.
    var progressViewStyleStack: StyleStack<any ProgressViewStyle> {
        get { self[ProgressViewStyleStackKey.self] }
        set { self[ProgressViewStyleStackKey.self] = newValue }
    }
}

private struct ProgressViewStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<any ProgressViewStyle> { StyleStack() }
}

extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.progressViewStyleStack) { $0 = $0.pushing(style) }
    }
}
