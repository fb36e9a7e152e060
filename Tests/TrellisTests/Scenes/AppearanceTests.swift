import Testing
import Trellis
import TrellisSDL
import TrellisTesting

private struct SchemeView: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "Dark" : "Light") }
}

private struct SchemeApp: App {
    var body: some Scene {
        WindowGroup("Scheme") { SchemeView() }
    }
}

@MainActor @Suite struct AppearanceTests {
    @Test func theDesktopTurningDarkReachesEveryWindow() {
        let host = AppHost(SchemeApp(), width: 200, height: 100)
        host.press(.character("n"), modifiers: .control)
        #expect(host.windows.map(\.texts) == [["Light"], ["Light"]])
        #expect(host.windows[0].color(x: 5, y: 5) == RGBA(r: 255, g: 255, b: 255))
        host.colorScheme = .dark
        host.step()
        #expect(host.windows.map(\.texts) == [["Dark"], ["Dark"]])
        #expect(host.windows[1].color(x: 5, y: 5) == RGBA(r: 30, g: 30, b: 30))
        host.colorScheme = .light
        host.step()
        #expect(host.windows[0].texts == ["Light"])
    }

    @Test func theColorSchemeVariableOverridesThePortal() {
        #expect(DesktopAppearance.forcedScheme(in: ["TRELLIS_COLOR_SCHEME": "dark"]) == .dark)
        #expect(DesktopAppearance.forcedScheme(in: ["TRELLIS_COLOR_SCHEME": "Light"]) == .light)
        #expect(DesktopAppearance.forcedScheme(in: [:]) == nil)
        #expect(DesktopAppearance.forcedScheme(in: ["TRELLIS_COLOR_SCHEME": "purple"]) == nil)
        #expect(Diagnostics.warnings.contains { $0.contains("TRELLIS_COLOR_SCHEME=purple") })
    }

    @Test func portalValuesMeanDarkOnlyWhenDarkIsPreferred() {
        #expect(DesktopAppearance.scheme(forPortalValue: 1) == .dark)
        #expect(DesktopAppearance.scheme(forPortalValue: 0) == .light)
        #expect(DesktopAppearance.scheme(forPortalValue: 2) == .light)
        #expect(DesktopAppearance.scheme(forPortalValue: 99) == .light)
    }

    @Test func xftDPIIsReadFromTheResourceString() {
        let resources = "Xcursor.size:\t24\nXft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n"
        #expect(DesktopScale.xftDPI(in: resources) == 192)
        #expect(DesktopScale.xftDPI(in: "*Xft.dpi: 144") == 144)
        #expect(DesktopScale.xftDPI(in: "Xft.antialias:\t1") == nil)
        #expect(DesktopScale.xftDPI(in: "Xft.dpi:\tlots") == nil)
        #expect(DesktopScale.resolve(environment: [:], xResources: resources) == 2)
        #expect(DesktopScale.resolve(environment: [:], xResources: "Xft.dpi: 120") == 1.25)
        #expect(DesktopScale.resolve(environment: [:], xResources: nil) == 1)
    }

    @Test func gdkScaleAndTrellisScaleWinInThatOrder() {
        let resources = "Xft.dpi:\t192"
        #expect(DesktopScale.resolve(environment: ["GDK_SCALE": "3"], xResources: resources) == 3)
        #expect(DesktopScale.resolve(environment: ["TRELLIS_SCALE": "1.5", "GDK_SCALE": "3"], xResources: resources) == 1.5)
        #expect(DesktopScale.resolve(environment: ["TRELLIS_SCALE": "huge"], xResources: resources) == 2)
        #expect(DesktopScale.resolve(environment: ["GDK_SCALE": "40"], xResources: nil) == 4, "kept to at most 4")
        #expect(DesktopScale.resolve(environment: [:], xResources: "Xft.dpi: 10") == 0.5, "kept to at least 0.5")
    }

    // Issue 65: a TRELLIS_* value out of range gets one warning naming the variable and the value used instead.
    @Test func aScaleOutOfRangeWarnsWithTheValueUsed() {
        #expect(DesktopScale.resolve(environment: ["TRELLIS_SCALE": "1e308"], xResources: nil) == 4)
        #expect(Diagnostics.warnings.contains { $0.contains("TRELLIS_SCALE=\"1e308\"") && $0.contains("using 4") })
        #expect(DesktopScale.resolve(environment: ["TRELLIS_SCALE": "0.01"], xResources: nil) == 0.5)
        #expect(Diagnostics.warnings.contains { $0.contains("TRELLIS_SCALE=\"0.01\"") && $0.contains("using 0.5") })
    }
}
