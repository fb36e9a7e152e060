import Testing
import Trellis
import TrellisTesting

private struct Notes: View {
    @State private var showsGreeting = false
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Water the plants, AVATAR To \(count)")
            Button("Again") { count += 1 }
            Toggle("Greeting", isOn: $showsGreeting)
            if showsGreeting { Text("שלום עולם مرحبا") }
        }
    }
}

/// Drawing Hebrew or Arabic must not change how Latin text in the same font
/// is spaced afterwards: found by the event fuzzer, as a frame whose kept
/// textures differed from a fresh render by a pixel's shift after "W".
@MainActor
@Suite struct RightToLeftSpacingTests {
    @Test func latinTextDrawnAfterRightToLeftTextIsSpacedAsBefore() {
        let host = ViewHost(Notes(), width: 400, height: 200)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        host.click(text: "Greeting")
        host.step()
        #expect(host.texts.contains("שלום עולם مرحبا"))
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        // The Latin text drawn again, after the right-to-left one, in the same font.
        host.click(text: "Again")
        host.step()
        #expect(host.texts.contains("Water the plants, AVATAR To 1"))
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
