import Testing
import Trellis
import TrellisTesting
@testable import TrellisSDL

/// A text graphic carries the size layout measured for its lines, and the
/// renderer takes its reach from that instead of measuring the lines again.
/// It must be the size measuring them gives, or damage would miss pixels.
@MainActor
@Suite struct MeasuredTextSizeTests {
    private static let paragraph = "The quick brown fox jumps over the lazy dog, twice over and again."

    /// What measuring a run's shown lines gives, as the renderer's bounds did before.
    private func measured(_ run: TextRun) -> (width: Double, height: Double) {
        let measurer = TTFTextMeasurer.shared
        var widest = 0.0
        for line in run.displayedLines { widest = max(widest, measurer.width(of: line, in: run.font)) }
        let lineHeight = measurer.lineHeight(of: run.font) + abs(run.baselineOffset)
        return (widest, Double(run.displayedLines.count) * lineHeight)
    }

    private func textRuns<Content: View>(of content: Content) -> [TextRun] {
        let host = ViewHost(content, width: 400, height: 400)
        return host.displayList.graphics.compactMap { graphic in
            if case .text(let run) = graphic.content { return run }
            return nil
        }
    }

    @Test func eachPlacedTextCarriesTheSizeOfItsShownLines() throws {
        let runs = textRuns(of: VStack(alignment: .leading, spacing: 4) {
            Text("One line")
            Text("")
            Text(Self.paragraph).frame(width: 120)
            Text(Self.paragraph).lineLimit(1).frame(width: 150)
            Text(Self.paragraph).lineLimit(2).frame(width: 90)
            Text("First\nsecond, longer\nthird")
            Text("Shrinks to fit its frame").minimumScaleFactor(0.5).lineLimit(1).frame(width: 80)
            Text("Raised").baselineOffset(6)
            Text("Crème brûlée à la carte, naïve façade").frame(width: 110)
            Text("日本語のテキストです").frame(width: 60)
            Text("Bold and big").font(.system(size: 22, weight: .bold))
        })
        #expect(runs.count == 11)
        for run in runs {
            let size = try #require(run.measuredSize, "\(run.string) has no measured size")
            let lines = measured(run)
            #expect(Double(size.width) == lines.width.rounded(.up), "\(run.displayedLines)")
            #expect(Double(size.height) == lines.height, "\(run.displayedLines)")
        }
    }

    @Test func aTextWhoseStringChangesRepaintsAllItReaches() {
        struct Shown: View {
            @State var text = "short"
            var body: some View {
                VStack {
                    Text(text).lineLimit(2).frame(width: 100, height: 20, alignment: .topLeading)
                    Button("Grow") { text = "much longer words that wrap past the frame's height" }
                }
            }
        }
        let host = ViewHost(Shown(), width: 300, height: 200)
        host.checksDisplayList = true
        host.click(text: "Grow")
        host.step()
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        #expect(host.displayListMismatches == 0)
    }
}
