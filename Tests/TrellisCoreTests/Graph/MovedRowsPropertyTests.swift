import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable private final class Shelf {
    var rows: [Int] = Array(0..<40)
    var labels: [Int: String] = [:]
    var selected: Int?
    var next = 40
}

/// Rows made only of nodes that can be moved without placing (stacks,
/// frames, texts, fills, an offset, an opacity, a border, a background), in a lazy list, all of one height so
/// that a graph built afresh estimates the rows it has not built as this one does.
private struct ShelfView: View {
    let shelf: Shelf
    var body: some View {
        List(shelf.rows, id: \.self) { row in
            HStack(spacing: 4) {
                Text("#\(row)").frame(width: 40, alignment: .leading)
                Text(shelf.labels[row, default: "Row \(row)"])
                Spacer()
                Color.blue.frame(width: 6, height: 6)
            }
            .padding(.horizontal, 3)
            .offset(x: row % 3 == 0 ? 2 : 0)
            .opacity(row % 2 == 0 ? 0.5 : 1)
            .border(Color.gray)
            .background(row == shelf.selected ? Color.yellow : Color.clear)
        }
    }
}

/// Rows moved by inserts, removals, swaps and scrolling are shifted rather
/// than placed and drawn again (`LayoutNode+Moving`): after every step the
/// kept display list equals one built from scratch, and a new graph of the
/// same state, scrolled as far, lays out and draws the same.
@MainActor
@Suite struct MovedRowsPropertyTests {
    private static let area = Size(width: 320, height: 240)

    @Test(arguments: [UInt64(11), 29, 47, 83])
    func movedRowsLayOutAndDrawAsANewGraph(seed: UInt64) async {
        var generator = SeededGenerator(state: seed)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        let shelf = Shelf()
        let graph = ViewGraph(content: ShelfView(shelf: shelf))
        _ = render(graph, in: Self.area, context)
        for step in 0..<250 {
            if step % 20 == 0 { await Task.yield() }
            let rows = shelf.rows
            let change = {
                switch Int.random(in: 0..<12, using: &generator) {
                case 0 where rows.count < 80:
                    shelf.rows.insert(shelf.next, at: Int.random(in: 0...min(rows.count, 12), using: &generator))
                    shelf.next += 1
                case 1 where !rows.isEmpty:
                    shelf.rows.remove(at: Int.random(in: 0..<min(rows.count, 12), using: &generator))
                case 2 where rows.count > 1:
                    shelf.rows.swapAt(Int.random(in: 0..<rows.count, using: &generator), Int.random(in: 0..<rows.count, using: &generator))
                case 3 where rows.count > 1:
                    let moved = shelf.rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
                    shelf.rows.insert(moved, at: Int.random(in: 0..<rows.count, using: &generator))
                case 4 where !rows.isEmpty:
                    shelf.labels[rows.randomElement(using: &generator)!] = "Renamed \(step)"
                case 5 where !rows.isEmpty:
                    shelf.selected = rows.randomElement(using: &generator)
                case 6 where Int.random(in: 0..<8, using: &generator) == 0:
                    shelf.rows = []
                case 7 where rows.count < 20:
                    shelf.rows.append(contentsOf: shelf.next..<(shelf.next + 30))
                    shelf.next += 30
                case 8...10:
                    _ = scrollView(in: graph)?.scroll(by: 0, Double(Int.random(in: -120...120, using: &generator)))
                case 11:
                    // Rows shifted, then put away as they leave, come back where they were first.
                    let first = Double(Int.random(in: 10...80, using: &generator)), second = 200.0
                    _ = scrollView(in: graph)?.scroll(by: 0, first)
                    _ = render(graph, in: Self.area, context, incremental: true)
                    _ = scrollView(in: graph)?.scroll(by: 0, second)
                    _ = render(graph, in: Self.area, context, incremental: true)
                    _ = scrollView(in: graph)?.scroll(by: 0, -first - second)
                default:
                    break
                }
            }
            // Decided before the change runs, which draws from the generator too.
            apply(change, animated: Int.random(in: 0..<4, using: &generator) == 0)
            let incremental = render(graph, in: Self.area, context, incremental: true)
            let rebuilt = graph.makeDisplayList().graphics.map(Drawn.init)
            let kept = firstDifference(incremental, rebuilt)
            #expect(kept == nil, "seed \(seed) step \(step): the kept list differs from a fresh build at \(kept ?? "")")
            if kept != nil { return }
            let fresh = ViewGraph(content: ShelfView(shelf: shelf))
            _ = render(fresh, in: Self.area, context)
            if let offset = scrollView(in: graph)?.contentOffset, offset != .zero {
                _ = scrollView(in: fresh)?.scroll(by: offset.x, offset.y)
            }
            let anew = render(fresh, in: Self.area, context)
            let other = firstDifference(incremental, anew)
            #expect(other == nil, "seed \(seed) step \(step): a new graph lays out or draws otherwise, at \(other ?? "")")
            if other != nil { return }
        }
        // The walk went through the path it is here to check.
        #expect(context.counters.subtreesMoved > 100, "seed \(seed): only \(context.counters.subtreesMoved) subtrees moved")
    }
}
