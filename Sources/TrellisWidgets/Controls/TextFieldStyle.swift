@_spi(TrellisExtension) import TrellisCore

/// How text fields look.
///
/// As in SwiftUI, a custom style implements `_body(configuration:)`, where
/// `configuration` is the bare field (no outline, no padding) to decorate:
///
///     struct CardFieldStyle: TextFieldStyle {
///         func _body(configuration: TextField<Self._Label>) -> some View {
///             configuration.padding(8).background(Color.gray.opacity(0.1)).cornerRadius(8)
///         }
///     }
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view a text field in this style shows.
    associatedtype _Body: View
    /// The label type of the bare field handed to `_body(configuration:)`.
    typealias _Label = _TextFieldStyleLabel
    /// The text field as it looks in this style, made from the bare field.
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// A text field's label, whatever views it is made of, as a text field style sees it.
public struct _TextFieldStyleLabel: View {
    let content: AnyView

    init(_ content: some View) {
        self.content = (content as? _TextFieldStyleLabel)?.content ?? AnyView(content)
    }

    /// The label's views.
    public var body: some View { content }
}

/// The outline a text field draws around its text.
enum FieldChrome: Hashable {
    /// A rounded outline, with the text inset from it.
    case roundedBorder
    /// A square outline, with the text inset from it.
    case squareBorder
    /// No outline and no inset.
    case plain
}

extension TextField {
    /// This field drawing `chrome` itself.
    func drawing(_ chrome: FieldChrome) -> TextField {
        var copy = self
        copy.chrome = chrome
        return copy
    }
}

/// The platform's usual text field: a rounded outline.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}

    /// The field in a rounded outline.
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.drawing(.roundedBorder)
    }
}

/// A rounded outline around the text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded style.
    public init() {}

    /// The field in a rounded outline.
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.drawing(.roundedBorder)
    }
}

/// A square outline around the text.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// The square style.
    public init() {}

    /// The field in a square outline.
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.drawing(.squareBorder)
    }
}

/// Just the text, with no outline.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}

    /// The bare field.
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.drawing(.plain)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's usual text field: a rounded outline.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded outline around the text.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A square outline around the text.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// Just the text, with no outline.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension EnvironmentValues {
    /// The text field styles set around here, innermost last.
    var textFieldStyleStack: StyleStack<any TextFieldStyle> {
        get { self[TextFieldStyleStackKey.self] }
        set { self[TextFieldStyleStackKey.self] = newValue }
    }
}

private struct TextFieldStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<any TextFieldStyle> { StyleStack() }
}

extension View {
    /// Draws the text fields in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        transformEnvironment(\.textFieldStyleStack) { $0 = $0.pushing(style) }
    }
}
