import Testing
import Trellis
import TrellisTesting

/// A log viewer holding about a megabyte: 20,000 numbered lines of 50 characters.
private struct LogViewer: View {
    @State var log = (0..<20_000).map { String(format: "%05d", $0) + " the quick brown fox jumps over a lazy dog" }
        .joined(separator: "\n")
    var body: some View {
        TextEditor(text: $log)
            .frame(width: 600, height: 400)
    }
}

@MainActor
@Suite struct LargeTextEditorTests {
    @Test func aMegabyteDrawsOnlyTheRowsOnScreen() {
        let host = ViewHost(LogViewer(), width: 640, height: 440)
        host.step()
        let rows = host.texts
        #expect(rows.first == "00000 the quick brown fox jumps over a lazy dog")
        #expect((15...30).contains(rows.count), "\(rows.count) rows drawn")
        #expect(host.stats.texturesCreated < 40)
    }

    @Test func aKeystrokeInTheMiddleRedrawsItsRowAlone() throws {
        let host = ViewHost(LogViewer(), width: 640, height: 440)
        host.step()
        // Scroll to the middle with the wheel, then click a row there.
        host.scroll(dx: 0, dy: 10_000 * 17, x: 320, y: 220)
        let row = try #require(host.texts.dropFirst(5).first)
        #expect(Int(row.prefix(5)).map { $0 > 5_000 } == true)
        let frame = try #require(host.frame(ofText: row))
        host.click(x: frame.minX + 1, y: frame.midY)
        host.type("X")
        #expect(host.texts.contains("X" + row))
        #expect(host.stats.texturesCreated + host.stats.texturesUpdated <= 2)
        #expect(host.texts.count < 30)
    }
}
