import Testing
import Trellis
import TrellisTesting

/// A colour picker with a patch of the chosen colour beside it.
private struct Theme: View {
    @State var color = Color.blue
    var supportsOpacity = true
    var body: some View {
        HStack {
            ColorPicker("Accent", selection: $color, supportsOpacity: supportsOpacity)
            Rectangle().fill(color).frame(width: 40, height: 40)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
private func firstPixel(of target: RGBA, in host: ViewHost<some View>, width: Int, height: Int, from left: Int = 0) -> Point? {
    for y in stride(from: 0, to: height, by: 2) {
        for x in stride(from: left, to: width, by: 2) where host.color(x: x, y: y).isClose(to: target) {
            return Point(x: Double(x) + 2, y: Double(y) + 2)
        }
    }
    return nil
}

@MainActor
@Suite struct ColorPickerTests {
    @Test func theWellShowsTheSelectedColour() throws {
        let host = ViewHost(Theme(), width: 400, height: 300)
        let label = try #require(host.frame(ofText: "Accent"))
        // The well comes 8 points after the label, 44 points wide with the colour inset by 4.
        let blue = Color.blue.resolve(in: .light)
        #expect(host.color(x: Int(label.maxX) + 8 + 22, y: Int(label.midY)).isClose(to: blue))
        #expect(!host.color(x: Int(label.maxX) + 8 + 2, y: Int(label.midY)).isClose(to: blue))
    }

    @Test func choosingFromThePaletteWritesTheBindingAndCloses() throws {
        let host = ViewHost(Theme(), width: 500, height: 400)
        let label = try #require(host.frame(ofText: "Accent"))
        let red = Color.red.resolve(in: .light)
        #expect(firstPixel(of: red, in: host, width: 500, height: 400) == nil)
        host.click(x: label.maxX + 8 + 22, y: label.midY)
        host.advance(seconds: 0.5)
        #expect(host.texts.contains("Hex"), "\(host.texts)")
        #expect(host.texts.contains("#007AFF"), "\(host.texts)")
        let swatch = try #require(firstPixel(of: red, in: host, width: 500, height: 400))
        host.click(x: swatch.x + 4, y: swatch.y + 4)
        host.advance(seconds: 0.5)
        #expect(!host.texts.contains("Hex"), "the popover closes")
        // The well and the patch beside the picker are now red.
        #expect(host.color(x: Int(label.maxX) + 8 + 22, y: Int(label.midY)).isClose(to: red))
        #expect(host.color(x: Int(label.maxX) + 8 + 44 + 8 + 20, y: Int(label.midY)).isClose(to: red))
    }

    @Test func aHexValueTypedWritesTheColour() throws {
        let host = ViewHost(Theme(), width: 500, height: 400)
        let label = try #require(host.frame(ofText: "Accent"))
        host.click(x: label.maxX + 8 + 22, y: label.midY)
        host.advance(seconds: 0.5)
        host.click(text: "#007AFF")
        host.press(.end)
        for _ in 0..<7 { host.press(.backspace) }
        host.type("#1A2B3C")
        host.press(.enter)
        #expect(host.texts.contains("#1A2B3C"), "\(host.texts)")
        host.press(.escape)
        host.press(.escape)
        host.advance(seconds: 0.5)
        #expect(!host.texts.contains("Hex"))
        #expect(host.color(x: Int(label.maxX) + 8 + 22, y: Int(label.midY)).isClose(to: RGBA(r: 0x1A, g: 0x2B, b: 0x3C)))
    }

    @Test func withoutOpacityTheHexDropsItsAlpha() throws {
        let host = ViewHost(Theme(supportsOpacity: false), width: 500, height: 400)
        let label = try #require(host.frame(ofText: "Accent"))
        host.click(x: label.maxX + 8 + 22, y: label.midY)
        host.advance(seconds: 0.5)
        #expect(!host.texts.contains("Opacity"))
        host.click(text: "#007AFF")
        host.press(.end)
        for _ in 0..<7 { host.press(.backspace) }
        host.type("#FF000080")
        host.press(.enter)
        #expect(host.texts.contains("#FF0000"), "\(host.texts)")
    }

    @Test func badHexPutsTheColourBack() throws {
        let host = ViewHost(Theme(), width: 500, height: 400)
        let label = try #require(host.frame(ofText: "Accent"))
        host.click(x: label.maxX + 8 + 22, y: label.midY)
        host.advance(seconds: 0.5)
        host.click(text: "#007AFF")
        host.press(.end)
        host.type("zz")
        host.press(.enter)
        #expect(host.texts.contains("#007AFF"), "\(host.texts)")
    }
}
