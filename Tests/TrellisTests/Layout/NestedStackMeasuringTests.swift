import Testing
import Trellis
import TrellisTesting

// SwiftCrossUI's layout benchmark grid: a bar and a text per cell, in six
// levels of nested stacks (4 pairs of VStack and HStack levels give 16 × 16 cells).

private struct Cell: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.orange.frame(width: 5)
            Text("Lorem ipsum dolor sit amet.")
        }
    }
}

private struct CellPair: View {
    var body: some View {
        HStack(spacing: 10) { Cell(); Cell() }
    }
}

private struct GridRow: View {
    var body: some View {
        HStack(spacing: 10) {
            HStack(spacing: 10) { CellPair(); CellPair(); CellPair(); CellPair() }
            HStack(spacing: 10) { CellPair(); CellPair(); CellPair(); CellPair() }
        }
    }
}

private struct RowPair: View {
    var body: some View {
        VStack(spacing: 10) { GridRow(); GridRow() }
    }
}

private struct NestedGrid: View {
    var body: some View {
        VStack(spacing: 10) {
            VStack(spacing: 10) { RowPair(); RowPair(); RowPair(); RowPair() }
            VStack(spacing: 10) { RowPair(); RowPair(); RowPair(); RowPair() }
        }
    }
}

private struct TallAndShort: View {
    @State private var tall = true
    var body: some View {
        VStack(spacing: 0) {
            Text("A paragraph long enough to wrap onto several lines of this narrow column.")
                .frame(width: 120, height: tall ? 300 : 280)
            Button("Shorter") { tall = false }
        }
    }
}

private struct NudgedColumn: View {
    @State private var width: CGFloat = 150
    var body: some View {
        VStack(spacing: 0) {
            Text("A paragraph long enough to wrap onto several lines of this column.")
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: width)
            Button("Nudge") { width = 151 }
        }
    }
}

@MainActor
@Suite struct NestedStackMeasuringTests {
    @Test func everyCellOfTheNestedGridIsShown() {
        let host = ViewHost(NestedGrid(), width: 800, height: 800)
        #expect(host.texts.count == 256)
        let bars = host.displayList.graphics.filter { $0.frame.width == 5 }
        #expect(bars.count == 256)
    }

    /// Probes for the least and most size of each stack must not multiply
    /// down the tree: a text is measured for a few widths, not once per
    /// proposal that reaches it through six levels of stacks.
    @Test func aTextInNestedStacksIsMeasuredAFewTimesPerPass() {
        let host = ViewHost(NestedGrid(), width: 800, height: 800)
        #expect(host.totalStats.textMeasurements > 0)
        #expect(host.totalStats.textMeasurements <= 256 * 4, "measured \(host.totalStats.textMeasurements) times")
    }

    @Test func aFrameThatLaysNothingOutMeasuresNoText() {
        let host = ViewHost(NestedGrid(), width: 800, height: 800)
        host.step()
        #expect(host.stats.textMeasurements == 0)
    }

    /// A height beyond the text's lines changes nothing it shows, so it is not measured again.
    @Test func aTallerOfferOfTheSameWidthMeasuresNoText() {
        let host = ViewHost(TallAndShort(), width: 400, height: 400)
        let before = host.frame(ofText: "A paragraph long enough to wrap onto several lines of this narrow column.")
        host.click(text: "Shorter")
        #expect(host.stats.textMeasurements == 0)
        #expect(host.frame(ofText: "A paragraph long enough to wrap onto several lines of this narrow column.")?.height == before?.height)
    }

    /// A width that breaks the text into the same lines gives the same size
    /// without measuring: wrapping notes the widths that would break alike.
    @Test func aNudgedWidthThatBreaksTheSameWayMeasuresNoText() {
        let host = ViewHost(NudgedColumn(), width: 400, height: 400)
        let text = "A paragraph long enough to wrap onto several lines of this column."
        let before = host.frame(ofText: text)
        host.click(text: "Nudge")
        #expect(host.stats.textMeasurements == 0)
        #expect(host.frame(ofText: text)?.size == before?.size)
    }
}
