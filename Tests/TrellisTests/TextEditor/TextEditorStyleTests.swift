import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct TextEditorStyleTests {
    private struct Styled: View {
        let spacing: Double
        let font: Font
        @State private var text = "first\nsecond"
        var body: some View {
            TextEditor(text: $text)
                .font(font)
                .lineSpacing(spacing)
                .frame(width: 200, height: 100)
        }
    }

    private func pitch(spacing: Double, font: Font = .body) -> Double {
        let host = ViewHost(Styled(spacing: spacing, font: font), width: 240, height: 140)
        host.step()
        guard let first = host.frame(ofText: "first"), let second = host.frame(ofText: "second") else { return -1 }
        return second.minY - first.minY
    }

    @Test func lineSpacingAndFontSetTheDistanceBetweenLines() {
        let plain = pitch(spacing: 0)
        #expect(plain > 10)
        #expect(pitch(spacing: 6) == plain + 6)
        #expect(pitch(spacing: 0, font: .system(size: 30)) > plain * 1.5)
    }

    @Test func theBackgroundCanBeHiddenToShowWhatIsBehind() {
        struct OnYellow: View {
            let hidden: Bool
            @State private var text = ""
            var body: some View {
                TextEditor(text: $text)
                    .scrollContentBackground(hidden ? .hidden : .automatic)
                    .frame(width: 200, height: 100)
                    .background(Color.yellow)
            }
        }
        let shown = ViewHost(OnYellow(hidden: false), width: 240, height: 140)
        shown.step()
        #expect(shown.color(x: 120, y: 70) == RGBA(r: 255, g: 255, b: 255))
        let hidden = ViewHost(OnYellow(hidden: true), width: 240, height: 140)
        hidden.step()
        let behind = hidden.color(x: 120, y: 70)
        #expect(behind.r > 200 && behind.g > 150 && behind.b < 100)
    }

    @Test func theForegroundStyleColoursTheText() throws {
        struct Red: View {
            @State private var text = "WWWWWWWW"
            var body: some View {
                TextEditor(text: $text).foregroundStyle(.red).frame(width: 200, height: 100)
            }
        }
        let host = ViewHost(Red(), width: 240, height: 140)
        host.step()
        let frame = try #require(host.frame(ofText: "WWWWWWWW"))
        var reddest = RGBA(r: 0, g: 0, b: 0)
        for x in stride(from: Int(frame.minX), to: Int(frame.maxX), by: 1) {
            let pixel = host.color(x: x, y: Int(frame.midY))
            if Int(pixel.r) - Int(pixel.g) > Int(reddest.r) - Int(reddest.g) { reddest = pixel }
        }
        #expect(Int(reddest.r) - Int(reddest.g) > 100)
    }
}
