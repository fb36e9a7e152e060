import Foundation
import Testing
import Trellis
import TrellisTesting

/// A long document in a scroll view, as a log viewer shows one.
private struct LongDocument: View {
    let text: String

    var body: some View {
        ScrollView {
            Text(text)
        }
    }
}

/// One very long line, scrolled sideways.
private struct LongLine: View {
    let text: String

    var body: some View {
        ScrollView(.horizontal) {
            Text(text)
        }
    }
}

/// Numbered lines of log text: "0001 the quick brown fox …".
private func numberedLines(_ count: Int) -> String {
    (1...count).map { "\(String(repeating: "0", count: 4 - min(String($0).count, 4)))\($0) the quick brown fox jumps" }
        .joined(separator: "\n")
}

@MainActor
private func hasInk(_ host: ViewHost<some View>, width: Int, height: Int) -> Bool {
    for y in stride(from: 0, to: height, by: 2) {
        for x in stride(from: 0, to: width, by: 2) where host.color(x: x, y: y).r < 128 { return true }
    }
    return false
}

/// Text of any length is drawn whole, one screenful at a time, and drawing
/// what changed after a scroll gives the same pixels as drawing it afresh.
@MainActor
@Suite struct TextScalingTests {
    @Test func aNulTakesNoRoomAndDoesNotCutTheTextShort() throws {
        let host = ViewHost(VStack(alignment: .leading) {
            Text("abc\0defghijkl")
            Text("abcdefghijkl")
        }, width: 300, height: 100)
        let withNul = try #require(host.frame(ofText: "abc\0defghijkl"))
        let without = try #require(host.frame(ofText: "abcdefghijkl"))
        #expect(withNul.width == without.width)
        let row = Int(withNul.midY)
        let drawn = (0..<Int(withNul.width)).map { host.color(x: Int(withNul.minX) + $0, y: row) }
        let plain = (0..<Int(without.width)).map { host.color(x: Int(without.minX) + $0, y: Int(without.midY)) }
        #expect(drawn == plain, "the letters after the NUL are drawn where they would be without it")
    }

    @Test func theEndOfATextTallerThanATextureIsDrawn() {
        let host = ViewHost(LongDocument(text: numberedLines(2_000)), width: 320, height: 200)
        host.scroll(dx: 0, dy: 1_000_000, x: 160, y: 100)
        host.step()
        #expect(hasInk(host, width: 320, height: 200), "the last lines show after scrolling to the end")
        #expect(host.stats.texturesAlive < 12, "only tiles near the view are kept: \(host.stats.texturesAlive)")
    }

    @Test func theEndOfALineWiderThanATextureIsDrawn() {
        let host = ViewHost(LongLine(text: String(repeating: "wide text ", count: 4_000)), width: 320, height: 80)
        host.scroll(dx: 1_000_000, dy: 0, x: 160, y: 40)
        host.step()
        #expect(hasInk(host, width: 320, height: 80), "the end of the line shows after scrolling to it")
    }

    @Test func aTallTextScrolledDownDrawsAsAFreshRenderWould() {
        let host = ViewHost(LongDocument(text: numberedLines(400)), width: 320, height: 200)
        for step in [37.5, 120, 2_500, 333.3, 4_096, -1_000, 17] {
            host.scroll(dx: 0, dy: step, x: 160, y: 100)
            #expect(host.pixelsDifferingFromFreshRender() == 0, "after scrolling by \(step)")
        }
    }

    @Test func aWideTextScrolledSidewaysDrawsAsAFreshRenderWould() {
        let host = ViewHost(LongLine(text: String(repeating: "sideways ", count: 800)), width: 320, height: 80)
        for step in [45.5, 300, 2_100, 1_999.7, -640, 12] {
            host.scroll(dx: step, dy: 0, x: 160, y: 40)
            #expect(host.pixelsDifferingFromFreshRender() == 0, "after scrolling by \(step)")
        }
    }

    @Test func tenThousandCharactersTypedInOneFrameAreOneEdit() {
        final class Writes { var count = 0 }
        struct Field: View {
            let writes: Writes
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Paste here", text: Binding(get: { text }, set: { writes.count += 1; text = $0 }))
                    Text("\(text.count) characters")
                }
            }
        }
        let writes = Writes()
        let host = ViewHost(Field(writes: writes), width: 300, height: 100)
        host.click(text: "Paste here")
        writes.count = 0
        for index in 0..<10_000 {
            host.send(.textInput(String(Character(Unicode.Scalar(UInt8(97 + index % 26))))))
        }
        host.step()
        #expect(host.texts.contains("10000 characters"))
        #expect(writes.count == 1, "the burst reached the field as one insertion, not \(writes.count)")
    }
}
