import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable @MainActor
private final class Selection {
    var selected: Int?
    var label = "Label"
}

private struct SelectableRow: View {
    let id: Int
    let isSelected: Bool
    let label: String
    var body: some View {
        HStack(spacing: 4) {
            Text("\(id)").frame(width: 60, alignment: .leading)
            Text(label).padding(4)
            Color.gray.frame(width: 10, height: 10)
        }
        .background(isSelected ? Color.blue : Color.clear)
    }
}

private struct Rows: View {
    let selection: Selection
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<5, id: \.self) { id in
                SelectableRow(id: id, isSelected: selection.selected == id, label: selection.label)
            }
        }
    }
}

@MainActor
@Suite struct SettledSubtreeTests {
    private func setUp() -> (ViewGraph, Selection) {
        let selection = Selection()
        let graph = ViewGraph(content: Rows(selection: selection))
        graph.update()
        graph.layOut(in: Size(width: 300, height: 200), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        return (graph, selection)
    }

    private func fills(_ graph: ViewGraph) -> [RGBA] {
        graph.makeDisplayList().graphics.compactMap { $0.content.paintColor }
    }

    /// A row whose body runs again for a new background leaves its equal
    /// parts alone: a framed text, a padded text and a framed colour are
    /// settled values, so none of their nodes is updated, and the new
    /// background still shows.
    @Test func equalSettledPartsAreLeftAlone() {
        let (graph, selection) = setUp()
        let blue: RGBA = Color.blue.resolve(in: EnvironmentValues())
        #expect(!fills(graph).contains(blue))
        let before = graph.nodeUpdates
        selection.selected = 2
        graph.update()
        // The selected row, its modified stack and its stack (3), which holds
        // its block's parts itself; the three equal parts, eight nodes, are
        // left alone (12 were updated before).
        let updates = graph.nodeUpdates - before
        #expect(updates <= 4, "updated \(updates) nodes")
        #expect(fills(graph).filter { $0 == blue }.count == 1)
    }

    /// A settled part whose value changed is updated, and shows the change.
    @Test func aChangedSettledPartIsUpdated() {
        let (graph, selection) = setUp()
        let before = graph.nodeUpdates
        selection.label = "Renamed"
        graph.update()
        #expect(graph.nodeUpdates - before > 10)
        let texts = graph.makeDisplayList().graphics.compactMap { graphic -> String? in
            if case .text(let run) = graphic.content { return run.string }
            return nil
        }
        #expect(texts.filter { $0 == "Renamed" }.count == 5)
        #expect(!texts.contains("Label"))
    }
}
