import Observation
import Testing
import Trellis
import TrellisTesting

/// The same rows as a `List` with a selection (separators and a highlight,
/// which follow the rows' slots) or as a `LazyVStack` (nothing of its own).
private struct CatalogueView: View {
    let shelf: SwapShelf
    let inList: Bool

    var body: some View {
        if inList {
            List(shelf.items, selection: Binding(get: { shelf.selection }, set: { shelf.selection = $0 })) { item in
                CatalogueRow(item: item)
            }
        } else {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 2) {
                    ForEach(shelf.items) { item in
                        CatalogueRow(item: item)
                    }
                }
            }
        }
    }
}

private struct CatalogueRow: View {
    let item: SwapShelfItem

    var body: some View {
        // The id column is narrow enough that ids of four digits wrap, so
        // rows differ in height and their measured lengths must follow them.
        HStack(spacing: 6) {
            Text("#\(item.id)").frame(width: 34, alignment: .leading)
            Text(item.name)
        }
    }
}

/// Random swaps and replacements (where a new row takes over the place of the
/// row it replaced in the kept display list) mixed with renames, inserts,
/// removals, selection, scrolling and animation: after every frame the kept
/// display list equals one built from scratch, and repainting only the damage
/// gives the pixels of the whole list repainted.
@MainActor
@Suite struct ReplacedRowsPropertyTests {
    nonisolated static let seeds: [UInt64] = [3, 8, 21, 55]

    @Test(arguments: seeds)
    func replacedRowsDrawAsAFreshBuild(seed: UInt64) async {
        var random = SeededGenerator(seed: seed)
        let shelf = SwapShelf(count: 60)
        let inList = seed % 2 == 1
        let host = ViewHost.checkingDisplayList(CatalogueView(shelf: shelf, inList: inList), width: 320, height: 300)
        var rowsRepaintedAlone = 0
        for step in 0..<300 {
            if step % 25 == 0 { await Task.yield() }
            let count = shelf.items.count
            let edit = Int.random(in: 0..<12, using: &random)
            let animated = Int.random(in: 0..<6, using: &random) == 0
            let change = {
                switch edit {
                case 0 where count > 1:
                    // Two rows anywhere: rows in view move.
                    shelf.items.swapAt(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
                case 1...2 where count > 30:
                    // A row in view with one far below, as the benchmark swaps.
                    shelf.items.swapAt(Int.random(in: 0..<10, using: &random), Int.random(in: (count - 15)..<count, using: &random))
                case 3...4 where count > 0:
                    let index = Int.random(in: 0..<min(count, 10), using: &random)
                    shelf.items[index] = SwapShelfItem(id: shelf.nextID, name: "New \(shelf.nextID)")
                    shelf.nextID += 1
                case 5 where count > 0:
                    shelf.items[Int.random(in: 0..<count, using: &random)].name += "!"
                case 6 where count < 90:
                    shelf.items.insert(SwapShelfItem(id: shelf.nextID, name: "Added"), at: Int.random(in: 0...count, using: &random))
                    shelf.nextID += 1
                case 7 where count > 5:
                    shelf.items.remove(at: Int.random(in: 0..<count, using: &random))
                case 8 where count > 0:
                    shelf.selection = shelf.items[Int.random(in: 0..<min(count, 12), using: &random)].id
                default:
                    break
                }
            }
            host.walk(scrollingBy: edit >= 10 ? Double(Int.random(in: -3...3, using: &random)) : nil,
                      orMaking: change, animated: animated)
            host.step(frames: animated ? Int.random(in: 1...3, using: &random) : 1)
            if let splices = host.displayList.changes.splices, edit <= 4,
               (1...6).contains(splices.reduce(0) { $0 + $1.range.count }) {
                rowsRepaintedAlone += 1
            }
            #expect(host.displayListMismatches == 0, "seed \(seed) step \(step): kept list differs from a fresh build")
            if host.displayListMismatches > 0 { return }
            let repainted = host.pixelsDifferingFromWholeRepaint()
            #expect(repainted == 0, "seed \(seed) step \(step): \(repainted) pixels differ from the whole list repainted")
            if repainted > 0 { return }
        }
        // The walk went through the path it is here to check.
        #expect(rowsRepaintedAlone >= 5, "seed \(seed): only \(rowsRepaintedAlone) swaps or replacements repainted a row alone")
        host.step(frames: 10)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
