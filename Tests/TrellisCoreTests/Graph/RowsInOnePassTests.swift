import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable private final class RowIDs {
    var ids: [Int]
    init(_ ids: [Int]) { self.ids = ids }
}

/// Eager rows: a `VStack` of a `ForEach` in a `ScrollView`, a footer after them.
private struct EagerRows: View {
    let model: RowIDs
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(model.ids, id: \.self) { id in Text("Row \(id)") }
                Text("End")
            }
        }
    }
}

/// Lazy rows: a `LazyVStack` of a `ForEach` in a `ScrollView`.
private struct LazyRowsView: View {
    let model: RowIDs
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(model.ids, id: \.self) { id in Text("Row \(id)") }
            }
        }
    }
}

/// The rows the first text graphics show, in order.
private func texts(_ drawn: [Drawn]) -> [String] {
    drawn.compactMap { if case .text(let run) = $0.content { return run.string } else { return nil } }
}

@MainActor
@Suite struct RowsInOnePassTests {
    private static let count = 5_000
    private static let area = Size(width: 400, height: 300)

    /// Changes the ids, lays out, and checks the frame against a graph built afresh; returns the placement steps.
    private func change(_ model: RowIDs, to ids: [Int], graph: ViewGraph, fresh: (RowIDs) -> ViewGraph,
                        context: LayoutContext) -> Int {
        graph.rowPlacementSteps = 0
        model.ids = ids
        let incremental = render(graph, in: Self.area, context, incremental: true)
        let steps = graph.rowPlacementSteps
        let expected = render(fresh(RowIDs(ids)), in: Self.area, context)
        #expect(firstDifference(incremental, expected) == nil)
        return steps
    }

    // SwiftUI's ForEach keeps a row's identity by its id across updates (ForEach.init(_:id:content:)):
    // a filter keystroke removes the rows that went and keeps the rest, and clearing it brings them back.
    @Test func filteringEagerRowsToAThirdAndBackPutsEachRowInPlaceOnce() {
        let all = Array(0..<Self.count), third = all.filter { $0 % 3 == 1 }
        let model = RowIDs(all)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        let graph = ViewGraph(content: EagerRows(model: model))
        _ = render(graph, in: Self.area, context)
        let fresh = { (model: RowIDs) in ViewGraph(content: EagerRows(model: model)) }
        // One by one, 3,333 removals gave 5,000 rows their indices again about 2,500 times each.
        let narrowing = change(model, to: third, graph: graph, fresh: fresh, context: context)
        #expect(narrowing <= 2 * Self.count, "\(narrowing) steps")
        let restoring = change(model, to: all, graph: graph, fresh: fresh, context: context)
        #expect(restoring <= 2 * Self.count, "\(restoring) steps")
        #expect(texts(render(graph, in: Self.area, context, incremental: true)).prefix(3) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func shufflingEagerRowsRecordsTheDiffsEditsAndDrawsTheNewOrder() {
        var generator = SeededGenerator(state: 42)
        let all = Array(0..<600)
        let model = RowIDs(all)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        let graph = ViewGraph(content: EagerRows(model: model))
        _ = render(graph, in: Self.area, context)
        let fresh = { (model: RowIDs) in ViewGraph(content: EagerRows(model: model)) }
        let shuffled = all.shuffled(using: &generator)
        _ = change(model, to: shuffled, graph: graph, fresh: fresh, context: context)
        // The edits recorded are the diff's, in displayables: replaying them on the old order gives the new.
        var order = all.map { Optional($0) }
        for edit in graph.lastEdits {
            switch edit {
            case .moved(let from, let to): order.insert(order.remove(at: from), at: to)
            case .removed(let offset): order.remove(at: offset)
            case .inserted(let offset): order.insert(nil, at: offset)
            case .changed: break
            }
        }
        #expect(order.compactMap { $0 } == shuffled)
        let filtered = shuffled.filter { $0 % 4 != 0 } + [1_000, 1_001]
        _ = change(model, to: filtered, graph: graph, fresh: fresh, context: context)
    }

    @Test func aLazyListFollowsEachBuiltRowOnceWhateverTheEdits() {
        let all = Array(0..<Self.count)
        let model = RowIDs(all)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        let graph = ViewGraph(content: LazyRowsView(model: model))
        _ = render(graph, in: Self.area, context)
        let fresh = { (model: RowIDs) in ViewGraph(content: LazyRowsView(model: model)) }
        var generator = SeededGenerator(state: 7)
        for ids in [all.filter { $0 % 3 == 1 }, all, all.shuffled(using: &generator), all.reversed()] {
            let steps = change(model, to: ids, graph: graph, fresh: fresh, context: context)
            // About 20 rows are built; following each through thousands of edits cost millions of steps.
            #expect(steps <= 200, "\(steps) steps")
        }
    }
}
