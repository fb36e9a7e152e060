import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
import TrellisTesting

/// SwiftUI's accessibility environment values: a view reads them with
/// `@Environment(\.accessibilityReduceMotion)` and the like, which are read-only
/// in SwiftUI (the system sets them); here the app's session sets them from
/// the desktop, and they default to false, as on a Mac with nothing turned on.
@MainActor
@Suite struct AccessibilityEnvironmentTests {
    struct Motion: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
        var body: some View {
            VStack {
                Text(reduceMotion ? "fade" : "slide")
                Text(voiceOver ? "reader" : "no reader")
                Text(withoutColor ? "shapes" : "colours")
            }
        }
    }

    @Test func valuesDefaultToOff() {
        let host = ViewHost(Motion(), width: 200, height: 120)
        host.step()
        #expect(host.texts == ["slide", "no reader", "colours"])
    }

    @Test func theSessionsSettingsReachTheViews() {
        var settings = AccessibilitySettings()
        settings.reduceMotion = true
        settings.screenReaderIsRunning = true
        let host = ViewHost(Motion().environment(\.accessibilitySettings, settings), width: 200, height: 120)
        host.step()
        #expect(host.texts == ["fade", "reader", "colours"])
    }
}

/// `colorSchemeContrast` (SwiftUI: `.standard` unless the person asked for
/// more, read-only as the system sets it), from the desktop's contrast
/// setting: the portal's `org.freedesktop.appearance contrast` (1 is higher)
/// where the back end has it, else GNOME's `high-contrast`.
@MainActor
@Suite struct ContrastEnvironmentTests {
    struct Contrast: View {
        @Environment(\.colorSchemeContrast) private var contrast
        var body: some View { Text(contrast == .increased ? "strong" : "usual") }
    }

    @Test func itIsStandardUntilTheDesktopAsksForMore() {
        let host = ViewHost(Contrast(), width: 200, height: 60)
        host.step()
        #expect(host.texts == ["usual"])
        var settings = AccessibilitySettings()
        settings.increasedContrast = true
        let strong = ViewHost(Contrast().environment(\.accessibilitySettings, settings), width: 200, height: 60)
        strong.step()
        #expect(strong.texts == ["strong"])
        #expect(ColorSchemeContrast.allCases == [.standard, .increased])
    }
}
