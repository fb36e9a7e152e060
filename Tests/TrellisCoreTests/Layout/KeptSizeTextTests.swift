import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable @MainActor
private final class Readout {
    var value = "Value 41"
}

/// A readout deep in stacks, beside texts and a bar that share its rows.
private struct ReadoutPanel: View {
    let readout: Readout
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Header")
            HStack(spacing: 6) {
                Color.green.frame(width: 8, height: 8)
                VStack {
                    Text("Label")
                    Text(readout.value).padding(2)
                }
                Text("Tail")
            }
            .padding(5)
            Text("Footer")
        }
    }
}

@MainActor
@Suite struct KeptSizeTextTests {
    private let size = Size(width: 300, height: 200)

    /// A panel laid out and drawn once, with its model and the context it was measured in.
    private func laidOutPanel() -> (Readout, ViewGraph, LayoutContext) {
        let readout = Readout()
        let graph = ViewGraph(content: ReadoutPanel(readout: readout))
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: size, context: context)
        _ = graph.updateDisplayList()
        return (readout, graph, context)
    }

    /// What a graph of `readout`'s current state draws, built and laid out from scratch.
    private func freshGraphics(of readout: Readout) -> [(String?, Rect)] {
        let graph = ViewGraph(content: ReadoutPanel(readout: readout))
        graph.update()
        graph.layOut(in: size, context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        return describe(graph.makeDisplayList())
    }

    private func describe(_ list: DisplayList) -> [(String?, Rect)] {
        list.graphics.map { graphic in
            if case .text(let run) = graphic.content { return (run.string, graphic.frame) }
            return (nil, graphic.frame)
        }
    }

    private func same(_ a: [(String?, Rect)], _ b: [(String?, Rect)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// A new string of the same size is measured once, where it is, and no
    /// enclosing node measures anything again: it is placed and drawn anew.
    @Test func aStringThatKeepsItsSizeMeasuresNothingAroundIt() {
        let (readout, graph, context) = laidOutPanel()

        readout.value = "Value 42"
        let measuredBefore = context.counters.proposalsMeasured
        graph.update()
        graph.layOut(in: size, context: context)
        let asked = context.counters.proposalsMeasured - measuredBefore
        // Only the readout itself, once per proposal it had answered.
        #expect(asked <= 3, "\(asked) proposals measured for a string of the same size")
        let list = graph.updateDisplayList()
        #expect(list.graphics.contains { if case .text(let run) = $0.content { run.string == "Value 42" } else { false } })
        #expect(same(describe(list), freshGraphics(of: readout)))
    }

    /// A new string of the same size asks no enclosing node to be placed
    /// again: the text is placed where it stands, and no mark goes up at
    /// all; its graphic waits to be repainted in place.
    @Test func aStringThatKeepsItsSizeLeavesTheEnclosingNodesPlaced() {
        let (readout, graph, context) = laidOutPanel()

        readout.value = "Value 43"
        graph.update()
        var waiting: [String] = []
        var marked = 0
        func visit(_ node: LayoutNode) {
            if node.needsPlacement { waiting.append("\(type(of: node))") }
            if node.needsDisplay { marked += 1 }
            node.children.forEach(visit)
        }
        visit(graph.rootLayout)
        // Marks only record: nothing is marked until layout checks the text's size.
        #expect(marked == 0, "\(marked) nodes marked before layout")
        #expect(graph.needsLayout)
        graph.layOut(in: size, context: context)
        waiting = []
        marked = 0
        visit(graph.rootLayout)
        #expect(waiting.isEmpty, "waiting to be placed: \(waiting)")
        #expect(marked == 0, "\(marked) nodes marked to be drawn again")
        #expect(graph.needsDisplay)
        let list = graph.updateDisplayList()
        #expect(same(describe(list), freshGraphics(of: readout)))
        #expect(graph.displayBuilder.nodesVisited == 1)
        #expect(!graph.needsDisplay)
    }

    /// A string that changes the text's size lays the enclosing nodes out
    /// again, and everything lands where a fresh layout puts it.
    @Test func aStringThatChangesItsSizeLaysOutAgain() {
        let (readout, graph, context) = laidOutPanel()

        for value in ["Value 100", "V", "Value 7", "Value 8", "Value 12345678"] {
            readout.value = value
            let measuredBefore = context.counters.proposalsMeasured
            graph.update()
            graph.layOut(in: size, context: context)
            let list = graph.updateDisplayList()
            #expect(same(describe(list), freshGraphics(of: readout)), "after \"\(value)\"")
            if value != "Value 8" {
                #expect(context.counters.proposalsMeasured - measuredBefore > 3, "after \"\(value)\": the enclosing stacks measure again")
            }
        }
    }
}
