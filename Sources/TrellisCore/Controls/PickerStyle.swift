/// How pickers look. As in SwiftUI, the styles are the built-in ones below;
/// so far pickers draw as segments or as a menu, and a style that is neither
/// says so once and falls back to segments.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The platform's usual picker: segments, for now.
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

/// The options in a list, where the picker stands; drawn as segments for now.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}

/// A spinning wheel of options; drawn as segments for now.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

/// A column of radio buttons; drawn as segments for now.
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
    /// The options in a list; drawn as segments for now.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel of options; drawn as segments for now.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A column of radio buttons; drawn as segments for now.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
    /// Sets how the pickers in this view look. Segments and menus are drawn so
    /// far: other styles compile, warn once, and show segments.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        if !(style is SegmentedPickerStyle || style is DefaultPickerStyle || style is MenuPickerStyle) {
            Diagnostics.warnOnce("pickerStyle.\(S.self)", "\(S.self) is drawn as a segmented picker; other picker styles are not built yet")
        }
        return environment(\.pickerShowsMenu, style is MenuPickerStyle)
    }
}

extension EnvironmentValues {
    /// Whether pickers here are drawn as a menu button rather than segments.
    var pickerShowsMenu: Bool {
        get { self[PickerShowsMenuKey.self] }
        set { self[PickerShowsMenuKey.self] = newValue }
    }
}

private struct PickerShowsMenuKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
