import Observation
import Testing
import Trellis
import TrellisTesting

/// Random removals, inserts, moves, swaps, replacements and renames at or
/// below the first visible row of a lazy stack whose rows differ in length,
/// between scrolls of less than a row (so every row above the visible ones
/// has been measured): every visible row sits exactly where the lengths of
/// the rows above it put it, the scroll offset stays put through each edit,
/// and the kept display list and the damage-only pixels equal a fresh build.
@MainActor
@Suite struct MeasuredRowLengthsPropertyTests {
    nonisolated static let seeds: [UInt64] = [2, 5, 13, 34]

    /// The offset the content is scrolled by, from the first visible row;
    /// `nil` if a visible row is not where the rows above it put it.
    private func scrollOffset(of host: ViewHost<UnevenShelfView>, _ shelf: SwapShelf) -> (offset: Double, first: Int)? {
        var start = 0.0, offset: Double?, first: Int?
        for (index, item) in shelf.items.enumerated() {
            let height = UnevenShelfView.rowHeight(of: item)
            if let frame = host.frame(ofText: item.name) {
                let found = start + height / 2 - frame.midY
                if let offset, abs(found - offset) > 1e-6 { return nil }
                offset = offset ?? found
                first = first ?? index
            }
            start += height + UnevenShelfView.spacing
        }
        guard let offset, let first else { return nil }
        return (offset, first)
    }

    @Test(arguments: seeds)
    func rowsSitWhereTheLengthsAboveThemPutThem(seed: UInt64) async {
        var random = SeededGenerator(seed: seed)
        let shelf = SwapShelf(count: 120)
        let host = ViewHost.checkingDisplayList(UnevenShelfView(shelf: shelf), width: 300, height: 260)
        var edits = 0
        for step in 0..<250 {
            if step % 25 == 0 { await Task.yield() }
            guard let before = scrollOffset(of: host, shelf) else {
                Issue.record("seed \(seed) step \(step): a visible row is not where the rows above it put it")
                return
            }
            let first = before.first, count = shelf.items.count
            let choice = Int.random(in: 0..<10, using: &random)
            if choice >= 7 || count - first < 12 {
                // Less than the shortest row, mostly down: every row passed is measured.
                host.scroll(dx: 0, dy: Double(Int.random(in: -8...20, using: &random)), x: 150, y: 130)
                host.step()
                continue
            }
            let index = Int.random(in: first..<count, using: &random)
            let other = Int.random(in: first..<count, using: &random)
            switch choice {
            case 0 where count > 60:
                shelf.items.remove(at: index)
            case 0, 1:
                shelf.items.insert(SwapShelfItem(id: shelf.nextID, name: "Added \(shelf.nextID)"), at: index)
                shelf.nextID += 1
            case 2:
                shelf.items.move(fromOffsets: [index], toOffset: other)
            case 3:
                shelf.items.swapAt(index, other)
            case 4:
                shelf.items[index] = SwapShelfItem(id: shelf.nextID, name: "New \(shelf.nextID)")
                shelf.nextID += 1
            default:
                shelf.items[index].name += "!"
            }
            edits += 1
            host.step()
            guard let after = scrollOffset(of: host, shelf) else {
                Issue.record("seed \(seed) step \(step): after an edit, a visible row is not where the rows above it put it")
                return
            }
            #expect(abs(after.offset - before.offset) < 1e-6, "seed \(seed) step \(step): the rows above an edit moved")
            #expect(host.displayListMismatches == 0, "seed \(seed) step \(step): kept list differs from a fresh build")
            let repainted = host.pixelsDifferingFromWholeRepaint()
            #expect(repainted == 0, "seed \(seed) step \(step): \(repainted) pixels differ from a whole repaint")
            if host.displayListMismatches > 0 || repainted > 0 { return }
        }
        #expect(edits > 100)
        #expect((scrollOffset(of: host, shelf)?.offset ?? 0) > 300, "the walk scrolled down")
    }
}
