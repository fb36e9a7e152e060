import Testing
import Trellis
import TrellisTesting

/// Shape styles given where SwiftUI code gives them: `.background(.red)` and the rest.
private struct Card: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Red").frame(width: 100, height: 40).background(.red)
            Text("Rounded").frame(width: 100, height: 40).background(.blue, in: RoundedRectangle(cornerRadius: 12))
            Text("Material").frame(width: 100, height: 40).background(.regularMaterial)
            Color.black.frame(width: 100, height: 40).overlay(.white.opacity(0.5))
            Rectangle().fill(.quaternary).frame(width: 100, height: 40)
            Rectangle().fill(.tint).frame(width: 100, height: 40).tint(.green)
            Color.red.frame(width: 100, height: 40).overlay(.background, in: Circle())
        }
        .background(Color.yellow)
    }
}

@MainActor
@Suite struct ShapeStyleArgumentTests {
    private func close(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 3) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    @Test func stylesFillBackgroundsOverlaysAndShapes() throws {
        let host = ViewHost(Card(), width: 100, height: 280)
        let red = RGBA(r: 255, g: 59, b: 48), blue = RGBA(r: 0, g: 122, b: 255), yellow = RGBA(r: 255, g: 204, b: 0)
        #expect(close(host.color(x: 5, y: 5), red), "\(host.color(x: 5, y: 5))")
        // The rounded background leaves its corners to what is behind it.
        #expect(close(host.color(x: 50, y: 45), blue))
        #expect(close(host.color(x: 1, y: 41), Color.yellow.resolve(in: .light)), "\(host.color(x: 1, y: 41))")
        // A material is the window's white at 0.8 over the yellow.
        let material = host.color(x: 5, y: 85)
        #expect(close(material, RGBA(r: 255, g: 245, b: 204), 4), "\(material)")
        // Half-white over black.
        #expect(close(host.color(x: 5, y: 125), RGBA(r: 128, g: 128, b: 128), 2), "\(host.color(x: 5, y: 125))")
        // Quaternary: the label grey at 0.18 over yellow.
        let quaternary = host.color(x: 5, y: 165)
        #expect(quaternary != yellow && quaternary.r < 255 && quaternary.b < 40, "\(quaternary)")
        #expect(close(host.color(x: 5, y: 205), Color.green.resolve(in: .light)), "\(host.color(x: 5, y: 205))")
        // The background style in a circle: white in the middle, red in the corner.
        #expect(close(host.color(x: 50, y: 260), RGBA(r: 255, g: 255, b: 255)))
        #expect(close(host.color(x: 2, y: 242), red))
    }

    @Test func tertiaryTextIsFainterThanSecondary() throws {
        let host = ViewHost(VStack {
            Text("Second").foregroundStyle(.secondary)
            Text("Third").foregroundStyle(.tertiary)
        }, width: 200, height: 100)
        #expect(host.texts.contains("Third"))
        let second = try #require(host.frame(ofText: "Second"))
        let third = try #require(host.frame(ofText: "Third"))
        func darkest(in frame: Rect) -> Int {
            var lowest = 255
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) { lowest = min(lowest, Int(host.color(x: x, y: y).r)) }
            }
            return lowest
        }
        #expect(darkest(in: third) > darkest(in: second) + 40, "\(darkest(in: third)) vs \(darkest(in: second))")
    }
}
