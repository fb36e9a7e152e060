import Testing
import Trellis
import TrellisTesting

/// Rows that are a single styled control: a style's body is erased, yet a
/// lazy list must still know each row is one displayable and skip the rest.
private struct LabelRow: View {
    let number: Int
    let log: Log
    var body: some View {
        let _ = log.body("row")
        Label("Row \(number)", systemImage: "star")
    }
}

private struct ButtonRow: View {
    let number: Int
    let log: Log
    var body: some View {
        let _ = log.body("row")
        Button("Row \(number)") { log.events.append("tap \(number)") }
    }
}

@MainActor
@Suite struct LazyControlRowTests {
    @Test func aListOfLabelsBuildsOnlyTheVisibleRows() {
        let log = Log()
        let host = ViewHost(List(0..<10_000) { LabelRow(number: $0, log: log) }, width: 400, height: 600)
        #expect(log.bodies["row", default: 0] < 60)
        #expect(host.texts.contains("Row 0"))
        #expect(!host.texts.contains("Row 500"))
    }

    @Test func aLazyStackOfButtonsBuildsOnlyTheVisibleRowsAndTheyStillTap() throws {
        let log = Log()
        let host = ViewHost(ScrollView { LazyVStack { ForEach(0..<10_000) { ButtonRow(number: $0, log: log) } } },
                            width: 400, height: 600)
        #expect(log.bodies["row", default: 0] < 60)
        let frame = try #require(host.frame(ofText: "Row 3"))
        host.click(x: frame.midX, y: frame.midY)
        #expect(log.events == ["tap 3"])
    }
}
