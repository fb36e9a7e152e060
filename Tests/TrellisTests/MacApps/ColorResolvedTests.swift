import Foundation
import Testing
import Trellis
import TrellisTesting

/// `Color.resolve(in:)` returns `Color.Resolved` (macOS 14), "a set of RGBA values
/// that represent a color"; `red`, `green`, `blue` and `opacity` are `Float`s, and
/// `linearRed` is "the amount of red in the color in the sRGB linear color space".
@MainActor
@Suite struct ColorResolvedTests {
    @Test func resolvingGivesFloatComponentsInTheEnvironmentsScheme() {
        var environment = EnvironmentValues()
        let half = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).resolve(in: environment)
        #expect(abs(half.red - 1) < 0.002 && abs(half.green - 0.5) < 0.003 && half.blue == 0)
        #expect(abs(half.opacity - 0.5) < 0.003)
        // Linear light: an sRGB half is about a fifth.
        #expect(abs(half.linearGreen - 0.214) < 0.003)
        environment.colorScheme = .dark
        let primary = Color.primary.resolve(in: environment)
        #expect(primary.red == 1 && primary.green == 1 && primary.blue == 1)
        #expect(Color.primary.resolve(in: EnvironmentValues()).red == 0)
    }

    @Test func aResolvedColourMakesAColourPaintsAndPrintsAsHex() {
        let resolved = Color.Resolved(red: 0, green: 0, blue: 1)
        #expect(resolved.description == "#0000FFFF")
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214, green: 0, blue: 0)
        #expect(abs(linear.red - 0.5) < 0.003)
        let host = ViewHost(Color(resolved).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(host.color(x: 20, y: 20) == RGBA(r: 0, g: 0, b: 255))
        let shape = ViewHost(Rectangle().fill(resolved).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(shape.color(x: 20, y: 20) == RGBA(r: 0, g: 0, b: 255))
        // Codable, as SwiftUI's is.
        let data = try? JSONEncoder().encode(resolved)
        #expect(data.flatMap { try? JSONDecoder().decode(Color.Resolved.self, from: $0) } == resolved)
    }
}
