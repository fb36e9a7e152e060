import Observation
import Testing
import Trellis
import TrellisTesting

/// Rows of four heights in a lazy stack, so a row's length cannot be guessed
/// from the others'; shared with `MeasuredRowLengthsPropertyTests`.
struct UnevenShelfView: View {
    static let spacing = 4.0
    let shelf: SwapShelf

    /// A row's height: it varies from row to row, and renaming a row changes it.
    static func rowHeight(of item: SwapShelfItem) -> Double {
        Double(16 + ((item.id + item.name.count) % 4) * 9)
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: Self.spacing) {
                ForEach(shelf.items) { item in
                    Text(item.name).frame(height: Self.rowHeight(of: item))
                }
            }
        }
    }
}

/// A lazy stack keeps the lengths it measured through inserts, removals and
/// moves: each follows its row. Forgotten, every row above the visible ones
/// went back to the average length, so the visible rows were placed
/// elsewhere and drawn again, and a second layout pass followed.
@MainActor
@Suite struct MeasuredRowLengthsTests {
    /// A host scrolled down in steps, as a person scrolls, so that every row above the visible ones was measured.
    private func scrolledHost(_ shelf: SwapShelf) -> ViewHost<UnevenShelfView> {
        let host = ViewHost.checkingDisplayList(UnevenShelfView(shelf: shelf), width: 300, height: 300)
        for _ in 0..<12 {
            host.scroll(dx: 0, dy: 120, x: 150, y: 150)
            host.step(frames: 10)
        }
        return host
    }

    /// The first row wholly on screen, and the index of its element.
    private func firstVisibleRow(in host: ViewHost<UnevenShelfView>, of shelf: SwapShelf) -> (name: String, index: Int) {
        let index = shelf.items.firstIndex { item in
            host.frame(ofText: item.name).map { $0.minY >= 0 } ?? false
        }!
        return (shelf.items[index].name, index)
    }

    /// Makes `change` a few rows below the first visible one, and checks that
    /// the rows above it stayed where they were, in one frame.
    private func expectRowsAboveStay(_ change: (SwapShelf, Int) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let shelf = SwapShelf()
        let host = scrolledHost(shelf)
        let (name, index) = firstVisibleRow(in: host, of: shelf)
        #expect(index > 20, "scrolled to row \(index)", sourceLocation: sourceLocation)
        let above = shelf.items[index + 1].name
        let frames = (host.frame(ofText: name)!, host.frame(ofText: above)!)
        change(shelf, index + 3)
        host.step()
        #expect(host.frame(ofText: name) == frames.0, sourceLocation: sourceLocation)
        #expect(host.frame(ofText: above) == frames.1, sourceLocation: sourceLocation)
        // Only the changed row and those below it are painted; the visible
        // rows above it (more than 60 px of them) are not.
        #expect(host.stats.pixelsRepainted <= 300 * Int(300 - frames.1.maxY), "repainted \(host.stats.pixelsRepainted)",
                sourceLocation: sourceLocation)
        #expect(host.displayListMismatches == 0, sourceLocation: sourceLocation)
        #expect(host.pixelsDifferingFromFreshRender() == 0, sourceLocation: sourceLocation)
        // Nothing was left for a second pass.
        host.step()
        #expect(host.stats.framesPresented == 0, sourceLocation: sourceLocation)
    }

    @Test func aRemovedRowLeavesTheRowsAboveItInPlace() {
        expectRowsAboveStay { shelf, index in shelf.items.remove(at: index) }
    }

    @Test func anInsertedRowLeavesTheRowsAboveItInPlace() {
        expectRowsAboveStay { shelf, index in
            shelf.items.insert(SwapShelfItem(id: 7_001, name: "Inserted"), at: index)
        }
    }

    @Test func twoVisibleRowsSwappedLeaveTheRowsAboveThemInPlace() {
        expectRowsAboveStay { shelf, index in shelf.items.swapAt(index, index + 2) }
    }

    @Test func aMovedRowKeepsItsMeasuredLength() {
        let shelf = SwapShelf()
        let host = scrolledHost(shelf)
        let (_, index) = firstVisibleRow(in: host, of: shelf)
        // A row measured at the top, moved well below the visible ones, is
        // moved back: it is built again where it was, with the rows around
        // it placed as before.
        let moving = shelf.items[index - 5]
        let below = host.frame(ofText: shelf.items[index + 2].name)!
        shelf.items.move(fromOffsets: [index - 5], toOffset: index + 60)
        host.step()
        shelf.items.move(fromOffsets: [index + 59], toOffset: index - 5)
        host.step()
        #expect(shelf.items[index - 5].id == moving.id)
        #expect(host.frame(ofText: shelf.items[index + 2].name) == below)
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
