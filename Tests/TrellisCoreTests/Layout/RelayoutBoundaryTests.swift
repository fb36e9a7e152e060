import Observation
import Testing
@testable import TrellisCore

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
    private let size = Size(width: 400, height: 300)

    private func laidOut(_ cells: Cells, pinsHeight: Bool) -> (ViewGraph, LayoutContext) {
        let graph = ViewGraph(content: CellRow(cells: cells, pinsHeight: pinsHeight))
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: size, context: context)
        _ = graph.updateDisplayList()
        return (graph, context)
    }

    /// Lays `graph` out again after a change; returns how many proposals that measured.
    private func relayOut(_ graph: ViewGraph, in context: LayoutContext) -> Int {
        let before = context.counters.proposalsMeasured
        graph.update()
        graph.layOut(in: size, context: context)
        return context.counters.proposalsMeasured - before
    }

    private func describe(_ list: DisplayList) -> [String] {
        list.graphics.map { graphic in
            let text = if case .text(let run) = graphic.content { run.string } else { "-" }
            return "\(text) \(graphic.frame)"
        }
    }

    private func fresh(_ cells: Cells, pinsHeight: Bool) -> [String] {
        let graph = ViewGraph(content: CellRow(cells: cells, pinsHeight: pinsHeight))
        graph.update()
        graph.layOut(in: size, context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        return describe(graph.makeDisplayList())
    }

    /// A text that grows inside a frame fixed on both axes is measured again,
    /// and nothing around the frame is: the stacks keep their sizes, and the
    /// picture is a fresh layout's.
    @Test func aChangeInsideAFixedFrameMeasuresNothingAroundIt() {
        let cells = Cells()
        let (graph, context) = laidOut(cells, pinsHeight: true)

        for label in ["a much longer label", "x", "two words here"] {
            cells.labels[0] = label
            let asked = relayOut(graph, in: context)
            // The text, for the one proposal its frame places it with.
            #expect(asked <= 2, "\(asked) proposals measured after \"\(label)\"")
            #expect(describe(graph.updateDisplayList()) == fresh(cells, pinsHeight: true), "after \"\(label)\"")
        }
    }

    /// A frame fixed on one axis still takes its height from its text, so a
    /// text that wraps onto more lines lays out the stacks around it again.
    @Test func aFrameFixedOnOneAxisPassesTheChangeOn() {
        let cells = Cells()
        let (graph, context) = laidOut(cells, pinsHeight: false)

        cells.labels[1] = "a label that wraps over several lines"
        let asked = relayOut(graph, in: context)
        #expect(asked > 2, "the stacks around the cell measure again")
        let drawn = describe(graph.updateDisplayList())
        #expect(drawn == fresh(cells, pinsHeight: false))
        // The footer moved down below the taller cell.
        let footer = drawn.first { $0.hasPrefix("Footer") }
        let footerBefore = fresh(Cells(), pinsHeight: false).first { $0.hasPrefix("Footer") }
        #expect(footer != nil && footer != footerBefore)
    }

    /// A fixed frame given a new size is itself a change: the cells after it move.
    @Test func aFixedFrameThatChangesSizeLaysOutAgain() {
        let cells = Cells()
        let (graph, context) = laidOut(cells, pinsHeight: true)

        cells.width = 70
        let asked = relayOut(graph, in: context)
        #expect(asked > 2)
        #expect(describe(graph.updateDisplayList()) == fresh(cells, pinsHeight: true))
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
