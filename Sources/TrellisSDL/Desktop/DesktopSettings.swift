/// The desktop settings Trellis follows, as xdg-desktop-portal's `Settings`
/// interface gives them: the colour scheme, whether animations are on, and
/// whether the person asked for more contrast.
///
/// Contrast is the portal's own `org.freedesktop.appearance contrast` (1 means
/// higher) where the portal back end has it (GNOME's), else GNOME's
/// `org.gnome.desktop.a11y.interface high-contrast`, which the GTK back end
/// passes through as it passes `enable-animations`.
struct DesktopSettings: Equatable, Sendable {
    /// The portal's `color-scheme`: 1 prefers dark.
    var colorScheme: UInt32?
    /// GNOME's `enable-animations`.
    var animations: Bool?
    /// Whether more contrast is asked for.
    var increasedContrast: Bool?
    /// Whether the portal's own `contrast` answered, which then wins over GNOME's key.
    private var portalHasContrast = false

    /// The on-or-off settings read at start-up, besides the colour scheme.
    static let flags: [(namespace: String, key: String)] = [
        ("org.gnome.desktop.interface", "enable-animations"),
        ("org.freedesktop.appearance", "contrast"),
        ("org.gnome.desktop.a11y.interface", "high-contrast"),
    ]

    /// Takes `value` of `key` in `namespace`; false when it is not a setting kept
    /// here, or of another type than the portal documents (then it is ignored).
    @discardableResult
    mutating func apply(namespace: String, key: String, value: DBusValue) -> Bool {
        switch (namespace, key) {
        case ("org.gnome.desktop.interface", "enable-animations"):
            guard case .bool(let on) = value.unwrapped else { return false }
            animations = on
        case ("org.freedesktop.appearance", "contrast"):
            guard let number = value.uint32 else { return false }
            portalHasContrast = true
            increasedContrast = number == 1
        case ("org.gnome.desktop.a11y.interface", "high-contrast"):
            guard case .bool(let on) = value.unwrapped, !portalHasContrast else { return false }
            increasedContrast = on
        default:
            return false
        }
        return true
    }
}
