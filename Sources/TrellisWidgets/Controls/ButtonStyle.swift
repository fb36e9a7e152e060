@_spi(TrellisExtension) import TrellisCore

/// How buttons look, given their label and whether they are pressed; the
/// button keeps its standard behaviour (click, Space, Enter, focus).
///
/// Write one by returning a view from `makeBody(configuration:)`, and set it
/// with `.buttonStyle(_:)` on a button or on anything containing buttons.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The button as it looks in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button tells its style.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button tells a `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// The button's label, whatever views it is made of.
    public struct Label: View {
        let content: AnyView

        init(_ content: some View) {
            self.content = AnyView(content)
        }

        /// The label's views.
        public var body: some View { content }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the pointer is pressing the button right now.
    public let isPressed: Bool
}

/// How buttons look and respond: a style that decides for itself when the
/// button's action runs, by calling `configuration.trigger()`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The button as it looks and responds in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a button tells its style.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a button tells a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, whatever views it is made of.
    public struct Label: View {
        let content: AnyView

        init(_ content: some View) {
            self.content = (content as? Label)?.content ?? AnyView(content)
        }

        /// The label's views.
        public var body: some View { content }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void
    /// Which style in the environment made this configuration.
    let styleDepth: Int

    /// Runs the button's action.
    @MainActor public func trigger() {
        action()
    }
}

/// Lets a `ButtonStyle` stand where a `PrimitiveButtonStyle` is kept: it adds
/// the standard behaviour and tells the style when the button is pressed.
struct StandardBehaviourButtonStyle<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style

    func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: style, configuration: configuration)
    }
}

/// A button with the standard behaviour, drawn by a `ButtonStyle`.
struct PressableButton<Style: ButtonStyle>: View {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    @State private var isPressed = false
    @Environment(\.buttonTakesFocus) private var takesFocus

    var body: some View {
        let look = ButtonStyleConfiguration(role: configuration.role, label: .init(configuration.label.content),
                                            isPressed: isPressed)
        return style.makeBody(configuration: look)
            .modifier(InteractionModifier { [configuration, _isPressed, takesFocus] interaction in
                interaction.onTap = { _ in configuration.trigger() }
                interaction.onPressChange = { pressed in _isPressed.wrappedValue = pressed }
                interaction.cursor = .pointingHand
                interaction.isFocusable = takesFocus
                interaction.isButton = true
                interaction.buttonRole = configuration.role
            })
    }
}

extension EnvironmentValues {
    /// The button styles set around here, innermost last.
    var buttonStyleStack: StyleStack<any PrimitiveButtonStyle> {
        get { self[ButtonStyleStackKey.self] }
        set { self[ButtonStyleStackKey.self] = newValue }
    }
}

private struct ButtonStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<any PrimitiveButtonStyle> { StyleStack() }
}

extension View {
    /// Draws the buttons in this view with `style`, keeping their standard behaviour.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.buttonStyleStack) { $0 = $0.pushing(StandardBehaviourButtonStyle(style: style)) }
    }

    /// Draws the buttons in this view with `style`, which also decides when they trigger.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.buttonStyleStack) { $0 = $0.pushing(style) }
    }
}
