import Testing
import Trellis
import TrellisTesting

@MainActor
private func shownLines(_ host: ViewHost<some View>, _ string: String) -> [String]? {
    for graphic in host.displayList.graphics {
        if case .text(let run) = graphic.content, run.string == string { return run.displayedLines }
    }
    return nil
}

@MainActor
@Suite struct StackPlacementTests {
    /// A stack placed at the size it chose gives each child the size it was
    /// measured at; sharing the chosen width out again would cut the less
    /// flexible text short by a few points.
    @Test func textsInAStackKeepTheirMeasuredWidthsWhenPlaced() throws {
        let host = ViewHost(VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 12) {
                Text("update-wide").font(.headline)
                Text("full bar = 50.0 ms").font(.caption)
            }
            Color.red.frame(width: 300, height: 10)
        }, width: 600, height: 200)
        #expect(shownLines(host, "update-wide") == ["update-wide"])
        #expect(shownLines(host, "full bar = 50.0 ms") == ["full bar = 50.0 ms"])
        let alone = ViewHost(Text("update-wide").font(.headline), width: 600, height: 200)
        let width = try #require(alone.frame(ofText: "update-wide")).width
        #expect(try #require(host.frame(ofText: "update-wide")).width == width)
    }
}
