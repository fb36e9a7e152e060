/// What the person has asked of the desktop's accessibility settings, which
/// views read as SwiftUI's `accessibility…` environment values.
///
/// The app's session sets it from the desktop (GNOME's `enable-animations`
/// and the contrast setting through the settings portal, followed while the
/// app runs; `TRELLIS_REDUCE_MOTION`) and from whether a screen reader is
/// connected; each window's environment carries it. Reduce transparency,
/// differentiate without colour, invert colours and button shapes have no
/// setting on a Linux desktop, so they stay off.
package struct AccessibilitySettings: Hashable, Sendable {
    /// Animations should be kept to a minimum.
    package var reduceMotion = false
    /// Translucent surfaces should be opaque.
    package var reduceTransparency = false
    /// Meaning should not rest on colour alone.
    package var differentiateWithoutColor = false
    /// Colours are shown inverted.
    package var invertColors = false
    /// Buttons should show their shapes.
    package var showButtonShapes = false
    /// More contrast was asked for (`colorSchemeContrast`).
    package var increasedContrast = false
    /// A screen reader reads the app now.
    package var screenReaderIsRunning = false

    package init() {}
}

private struct AccessibilitySettingsKey: EnvironmentKey {
    static var defaultValue: AccessibilitySettings { AccessibilitySettings() }
}

extension EnvironmentValues {
    /// The desktop's accessibility settings, set by the app's session.
    package var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    /// Whether the person asked for less motion: replace sliding and zooming with fades, or none.
    public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }
    /// Whether the person asked for opaque surfaces instead of translucent ones.
    public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }
    /// Whether the person asked that meaning not rest on colour alone: add shapes or text.
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilitySettings.differentiateWithoutColor }
    /// Whether the desktop shows colours inverted.
    public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }
    /// Whether the person asked for buttons that show their shapes.
    public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }
    /// Whether an assistive technology is reading the app now.
    public var accessibilityEnabled: Bool { accessibilitySettings.screenReaderIsRunning }
    /// Whether a screen reader (Orca on Linux, VoiceOver on a Mac) is reading the app now.
    public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.screenReaderIsRunning }
    /// Whether Switch Control is on; Linux desktops have none, so never.
    public var accessibilitySwitchControlEnabled: Bool { false }
}
