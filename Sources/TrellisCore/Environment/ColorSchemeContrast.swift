/// How much contrast the person asked the desktop for, as SwiftUI's
/// `colorSchemeContrast` tells a view: on a Mac, System Settings' "Increase
/// contrast"; on Linux, the desktop's high-contrast setting.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// The usual contrast.
    case standard
    /// More contrast: stronger borders and text, fewer faint fills.
    case increased
}

extension EnvironmentValues {
    /// The contrast the desktop asks for; read-only, as in SwiftUI, since it is the person's setting.
    public var colorSchemeContrast: ColorSchemeContrast {
        accessibilitySettings.increasedContrast ? .increased : .standard
    }
}
