import Testing
@testable import TrellisSDL

/// How the portal's settings are read: `org.freedesktop.appearance contrast`
/// is a `u` where 1 means higher contrast (the XDG Settings portal's
/// documentation), GNOME's `high-contrast` and `enable-animations` are
/// booleans, and the portal's own key wins over GNOME's.
@Suite struct DesktopSettingsTests {
    @Test func thePortalsContrastWinsOverGNOMEs() {
        var settings = DesktopSettings()
        let highContrast = settings.apply(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast", value: .variant(.bool(true)))
        #expect(highContrast)
        #expect(settings.increasedContrast == true)
        let portalContrast = settings.apply(namespace: "org.freedesktop.appearance", key: "contrast", value: .variant(.uint32(0)))
        #expect(portalContrast)
        #expect(settings.increasedContrast == false)
        let laterHighContrast = settings.apply(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast", value: .bool(true))
        #expect(!laterHighContrast, "once the portal has its own key, GNOME's is not read")
        #expect(settings.increasedContrast == false)
    }

    @Test func valuesOfAnotherTypeAndOtherKeysAreIgnored() {
        var settings = DesktopSettings()
        let wrongType = settings.apply(namespace: "org.freedesktop.appearance", key: "contrast", value: .string("high"))
        #expect(!wrongType)
        let wrongAnimations = settings.apply(namespace: "org.gnome.desktop.interface", key: "enable-animations", value: .uint32(1))
        #expect(!wrongAnimations)
        let otherKey = settings.apply(namespace: "org.gnome.desktop.interface", key: "font-name", value: .string("Cantarell 11"))
        #expect(!otherKey)
        #expect(settings == DesktopSettings())
        let animationsTaken = settings.apply(namespace: "org.gnome.desktop.interface", key: "enable-animations", value: .variant(.bool(false)))
        #expect(animationsTaken)
        #expect(settings.animations == false)
    }
}
