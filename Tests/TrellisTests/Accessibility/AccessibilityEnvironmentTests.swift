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
