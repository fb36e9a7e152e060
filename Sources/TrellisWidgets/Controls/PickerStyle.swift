@_spi(TrellisExtension) import TrellisCore

/// How pickers look. As in SwiftUI, the styles are the built-in ones below:
/// `.radioGroup` and `.inline` draw radio buttons, `.menu` and `.automatic` a
/// pop-up button that opens a menu (macOS's default), `.segmented` segments,
/// and the rest say so once and fall back to segments.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The platform's usual picker: on macOS, and so here, a pop-up button that
/// shows the chosen option and opens a menu of them all.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}

/// Options side by side in one control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

/// A button that shows the chosen option and opens a menu of them all.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

/// The options where the picker stands, drawn as radio buttons.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}

/// A spinning wheel of options; drawn as segments for now.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

/// A column of radio buttons.
public struct RadioGroupPickerStyle: PickerStyle {
    /// The radio group style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's usual picker.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options side by side in one control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that shows the chosen option and opens a menu of them all.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options where the picker stands, as radio buttons.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel of options; drawn as segments for now.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A column of radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// How a picker draws its options, as its layout sees it.
package enum PickerLook: Equatable, Sendable {
    case segmented
    case radioGroup
    case menu
}

private struct PickerLookKey: EnvironmentKey {
    // A Mac's default picker is a pop-up button, in forms, toolbars and stacks alike.
    static var defaultValue: PickerLook { .menu }
}

extension EnvironmentValues {
    /// How the pickers inside draw their options, from `.pickerStyle(_:)`.
    package var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets how the pickers in this view look: radio buttons for `.radioGroup`
    /// and `.inline`, a pop-up button for `.menu` and `.automatic`, segments for
    /// `.segmented`. Wheels are not built yet: they warn once and show segments.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let look: PickerLook
        switch style {
        case is RadioGroupPickerStyle, is InlinePickerStyle: look = .radioGroup
        case is MenuPickerStyle, is DefaultPickerStyle: look = .menu
        case is SegmentedPickerStyle: look = .segmented
        default:
            Diagnostics.warnOnce("pickerStyle.\(S.self)", "\(S.self) is drawn as a segmented picker; wheels are not built yet")
            look = .segmented
        }
        return environment(\.pickerLook, look)
    }
}
