import Observation
import Testing
import Trellis
import TrellisTesting

@Observable @MainActor
private final class Lines {
    var ids = Array(0..<60)
}

private struct LinesView: View {
    let lines: Lines
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(lines.ids, id: \.self) { Text("Line \($0)").frame(height: 20) }
            }
        }
    }
}

@MainActor
@Suite struct OffscreenFootprintTests {
    /// The damage tracker keeps footprints only of graphics that can show;
    /// a text drawn on screen, scrolled away and then removed still frees its
    /// texture, and what is on screen is drawn as a whole repaint would draw it.
    @Test func texturesOfRowsScrolledAwayAreFreedWhenTheyGo() {
        let lines = Lines()
        let host = ViewHost(LinesView(lines: lines), width: 300, height: 200)
        host.step()
        let shownFirst = host.totalStats.texturesAlive
        #expect(shownFirst > 0 && shownFirst <= 12, "\(shownFirst) textures for about ten visible lines")
        for _ in 0..<10 { host.scroll(dx: 0, dy: 120, x: 150, y: 100) }
        #expect(host.frame(ofText: "Line 0").map { $0.maxY <= 0 } ?? true, "the first lines scrolled away")
        #expect(host.pixelsDifferingFromWholeRepaint() == 0)

        // Remove every line but the last few: those drawn earlier are off
        // screen now, and their textures must still go.
        lines.ids = Array(55..<60)
        host.step()
        #expect(host.pixelsDifferingFromWholeRepaint() == 0)
        lines.ids = []
        host.step()
        #expect(host.totalStats.texturesAlive == 0, "\(host.totalStats.texturesAlive) textures left")
        #expect(host.pixelsDifferingFromWholeRepaint() == 0)
    }
}
