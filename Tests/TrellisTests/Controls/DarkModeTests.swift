import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Appearance {
    var scheme: ColorScheme?
    var flavour = "Vanilla"
}

private struct ThemedForm: View {
    @Bindable var appearance: Appearance
    var body: some View {
        VStack(spacing: 12) {
            Text("Settings")
            TextField("Name", text: .constant("")).frame(width: 220)
            Picker("Flavour", selection: $appearance.flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
            }
            .frame(width: 220)
        }
        .preferredColorScheme(appearance.scheme)
    }
}

@MainActor
@Suite struct DarkModeTests {
    @Test func preferredColorSchemeTurnsTheWholeWindowDarkAndBack() throws {
        let appearance = Appearance()
        let host = ViewHost(ThemedForm(appearance: appearance), width: 400, height: 300)
        #expect(host.color(x: 2, y: 2) == RGBA(r: 255, g: 255, b: 255))
        #expect(host.textColor(of: "Settings") == RGBA(r: 0, g: 0, b: 0))
        let vanilla = try #require(host.frame(ofText: "Vanilla"))
        let light = host.color(x: Int(vanilla.x) - 3, y: Int(vanilla.midY))

        appearance.scheme = .dark
        host.step()
        #expect(host.color(x: 2, y: 2) == RGBA(r: 30, g: 30, b: 30))
        #expect(host.textColor(of: "Settings") == RGBA(r: 255, g: 255, b: 255))
        #expect(host.textColor(of: "Name") == RGBA(r: 120, g: 120, b: 128))
        let dark = host.color(x: Int(vanilla.x) - 3, y: Int(vanilla.midY))
        #expect(dark != light)
        #expect(Int(dark.r) < 128, "the selected segment is no longer white: \(dark)")

        appearance.scheme = nil
        host.step()
        #expect(host.color(x: 2, y: 2) == RGBA(r: 255, g: 255, b: 255))
        #expect(host.textColor(of: "Name") == RGBA(r: 140, g: 140, b: 145))
        #expect(host.color(x: Int(vanilla.x) - 3, y: Int(vanilla.midY)) == light)
    }
}
