import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable @MainActor
private final class Cells {
    var labels = ["a", "bb", "ccc", "dddd"]
    var width = 40.0
}

/// A row of cells in fixed frames between two texts; `pinsHeight` says
/// whether the frames fix their height as well as their width.
private struct CellRow: View {
    let cells: Cells
    let pinsHeight: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Title")
            HStack(spacing: 3) {
                ForEach(0..<cells.labels.count, id: \.self) { index in
                    Text(cells.labels[index])
                        .frame(width: cells.width, height: pinsHeight ? 20 : nil, alignment: .topLeading)
                }
            }
            Text("Footer")
        }
    }
}

@MainActor
@Suite struct RelayoutBoundaryTests {
    private func bench(_ cells: Cells, pinsHeight: Bool) -> RelayoutBench<CellRow> {
        RelayoutBench(size: Size(width: 400, height: 300)) { CellRow(cells: cells, pinsHeight: pinsHeight) }
    }

    /// A text that grows inside a frame fixed on both axes is measured again,
    /// and nothing around the frame is: the stacks keep their sizes, and the
    /// picture is a fresh layout's.
    @Test func aChangeInsideAFixedFrameMeasuresNothingAroundIt() {
        let cells = Cells()
        let bench = bench(cells, pinsHeight: true)

        for label in ["a much longer label", "x", "two words here"] {
            cells.labels[0] = label
            let asked = bench.relayOut()
            // The text, for the one proposal its frame places it with.
            #expect(asked <= 2, "\(asked) proposals measured after \"\(label)\"")
            #expect(bench.drawn() == bench.fresh(), "after \"\(label)\"")
        }
    }

    /// A frame fixed on one axis still takes its height from its text, so a
    /// text that wraps onto more lines lays out the stacks around it again.
    @Test func aFrameFixedOnOneAxisPassesTheChangeOn() {
        let cells = Cells()
        let bench = bench(cells, pinsHeight: false)

        cells.labels[1] = "a label that wraps over several lines"
        let asked = bench.relayOut()
        #expect(asked > 2, "the stacks around the cell measure again")
        let drawn = bench.drawn()
        #expect(drawn == bench.fresh())
        // The footer moved down below the taller cell.
        let footer = drawn.first { $0.hasPrefix("Footer") }
        let footerBefore = self.bench(Cells(), pinsHeight: false).fresh().first { $0.hasPrefix("Footer") }
        #expect(footer != nil && footer != footerBefore)
    }

    /// A fixed frame given a new size is itself a change: the cells after it move.
    @Test func aFixedFrameThatChangesSizeLaysOutAgain() {
        let cells = Cells()
        let bench = bench(cells, pinsHeight: true)

        cells.width = 70
        let asked = bench.relayOut()
        #expect(asked > 2)
        #expect(bench.drawn() == bench.fresh())
    }

    /// A stack probing a fixed column's least and most width learns it from the
    /// frame, without measuring the text inside.
    @Test func aFixedWidthAnswersProbesWithoutItsContent() {
        let frame = FrameLayout(limits: .fixed(width: 60, height: nil, alignment: .leading))
        let text = ProbeCountingLayout()
        frame.insertChild(text, at: 0)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        #expect(frame.length(along: .horizontal, for: ProposedSize(width: 0, height: nil), in: context) == 60)
        #expect(frame.length(along: .horizontal, for: ProposedSize(width: .infinity, height: nil), in: context) == 60)
        #expect(text.measured == 0)
        // Its height still comes from the content.
        #expect(frame.length(along: .vertical, for: ProposedSize(width: 0, height: nil), in: context) == 12)
        #expect(text.measured == 1)
    }
}

/// A displayable 30 by 12 that counts the times it is measured.
@MainActor
private final class ProbeCountingLayout: LayoutNode {
    var measured = 0

    override func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        measured += 1
        return Size(width: 30, height: 12)
    }
}
