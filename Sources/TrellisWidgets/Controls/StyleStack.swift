@_spi(TrellisExtension) import TrellisCore

/// The styles of one kind of control set by enclosing views, outermost first.
///
/// A control draws with the innermost style. A control made from a style's
/// configuration (`Button(configuration)` inside a `PrimitiveButtonStyle`)
/// draws with the style enclosing the one that made it, so a style can
/// decorate whatever style was in effect around it, as in SwiftUI.
///
/// Stacks compare by the type and bytes of their styles, so handing an equal
/// stack down again does not make every control inside run its body again.
struct StyleStack<Style>: Equatable {
    private(set) var styles: [Style] = []

    /// The stack with `style` innermost.
    func pushing(_ style: Style) -> StyleStack {
        var copy = self
        copy.styles.append(style)
        return copy
    }

    /// The style a control uses and its depth, which a configuration carries:
    /// for a control made from a configuration of depth `depth`, the style
    /// outside that one; otherwise the innermost. `nil` means the default style.
    func style(outside depth: Int?) -> (style: Style, depth: Int)? {
        let index = (depth ?? styles.count) - 1
        guard index >= 0, index < styles.count else { return nil }
        return (styles[index], index)
    }

    static func == (lhs: StyleStack, rhs: StyleStack) -> Bool {
        lhs.styles.count == rhs.styles.count && zip(lhs.styles, rhs.styles).allSatisfy { StyleIdentity.same($0, $1) }
    }
}

/// Whether two style values are the same: of one type and, where they are not
/// `Equatable`, equal byte for byte. Two styles that print alike but differ in
/// bytes (two copies of a string, say) count as different, which costs a body
/// run and is never wrong.
enum StyleIdentity {
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let lhs = lhs as? any Equatable { return equal(lhs, rhs) }
        func bytes<T>(_ lhs: T) -> Bool {
            guard let rhs = rhs as? T else { return false }
            return withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
        }
        return bytes(lhs)
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}

/// The body a style makes for a control, with the style's type opened so the
/// body keeps its own type inside the `AnyView` (and its state with it).
@MainActor
enum StyleBody {
    static func make(_ style: any PrimitiveButtonStyle, _ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        func open<S: PrimitiveButtonStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return open(style)
    }

    static func make(_ style: any ToggleStyle, _ configuration: ToggleStyleConfiguration) -> AnyView {
        func open<S: ToggleStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return open(style)
    }

    static func make(_ style: any LabelStyle, _ configuration: LabelStyleConfiguration) -> AnyView {
        func open<S: LabelStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return open(style)
    }

    static func make(_ style: any ProgressViewStyle, _ configuration: ProgressViewStyleConfiguration) -> AnyView {
        func open<S: ProgressViewStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return open(style)
    }

    static func make(_ style: any TextFieldStyle, _ configuration: TextField<_TextFieldStyleLabel>) -> AnyView {
        func open<S: TextFieldStyle>(_ style: S) -> AnyView { AnyView(style._body(configuration: configuration)) }
        return open(style)
    }
}
