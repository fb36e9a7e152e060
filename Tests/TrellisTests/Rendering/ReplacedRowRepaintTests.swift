import Observation
import Testing
import Trellis
import TrellisTesting

/// Rows to swap and replace, shared by the replaced-row tests.
@Observable final class SwapShelf {
    var items: [SwapShelfItem]
    var selection: Int?
    /// The next id no row has had.
    var nextID = 1_000

    init(count: Int = 200) {
        items = (0..<count).map { SwapShelfItem(id: $0, name: "Item \($0)") }
    }
}

struct SwapShelfItem: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// js-framework-benchmark's row: a number, a label that selects, an icon that
/// removes, and a highlight behind the selected row.
private struct BenchmarkRow: View {
    let item: SwapShelfItem
    let isSelected: Bool
    let shelf: SwapShelf

    var body: some View {
        HStack(spacing: 8) {
            Text("\(item.id)")
                .frame(width: 60, alignment: .leading)
            Text(item.name)
                .frame(maxWidth: .infinity, alignment: .leading)
                .onTapGesture { shelf.selection = item.id }
            Image(systemName: "xmark")
                .onTapGesture { shelf.items.removeAll { $0.id == item.id } }
        }
        .background(isSelected ? Color.blue : Color.clear)
    }
}

private struct BenchmarkView: View {
    let shelf: SwapShelf

    var body: some View {
        VStack(spacing: 0) {
            Text("Header")
            List(shelf.items) { item in
                BenchmarkRow(item: item, isSelected: item.id == shelf.selection, shelf: shelf)
            }
        }
    }
}

private struct LazyShelfView: View {
    let shelf: SwapShelf

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) {
                ForEach(shelf.items) { item in
                    Text(item.name)
                }
            }
        }
    }
}

private struct ShelfView: View {
    let shelf: SwapShelf
    var selectable = false

    var body: some View {
        if selectable {
            List(shelf.items, selection: Binding(get: { shelf.selection }, set: { shelf.selection = $0 })) { item in
                Text(item.name)
            }
        } else {
            List(shelf.items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("#\(item.id)")
                }
            }
        }
    }
}

/// A row built where another stood (a swap, an element replaced) takes over
/// the old row's place in the kept display list, so the display builder goes
/// to that row alone rather than drawing every visible row again.
@MainActor
@Suite struct ReplacedRowRepaintTests {
    /// The graphics of the kept list that this frame's build replaced: one
    /// row's few when the new row took over, every visible row's when the
    /// list was drawn again (copied or not).
    private func graphicsReplaced(in host: ViewHost<some View>) -> Int? {
        guard let splices = host.displayList.changes.splices else { return nil }
        return splices.reduce(0) { $0 + $1.range.count }
    }

    /// A host showing `view` that compares each kept list with a fresh build, after its first frame.
    private func checkedHost<V: View>(_ view: V, width: Int, height: Int) -> ViewHost<V> {
        let host = ViewHost.checkingDisplayList(view, width: width, height: height)
        return host
    }

    /// The kept list equals a fresh build, and the screen a fresh render of it.
    private func expectDrawnAsAFreshBuild(_ host: ViewHost<some View>, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.displayListMismatches == 0, sourceLocation: sourceLocation)
        #expect(host.pixelsDifferingFromFreshRender() == 0, sourceLocation: sourceLocation)
    }

    @Test func swappingAVisibleRowWithAHiddenOneRebuildsOnlyTheNewRow() {
        let shelf = SwapShelf()
        let host = checkedHost(ShelfView(shelf: shelf), width: 300, height: 400)
        let visibleRows = host.texts.filter { $0.hasPrefix("Item ") }.count
        #expect(visibleRows > 10)
        shelf.items.swapAt(1, 150)
        host.step()
        #expect(host.texts.contains("Item 150"))
        #expect(!host.texts.contains("Item 1"))
        // The new row's two texts; drawing the list again replaces every visible row's.
        #expect(graphicsReplaced(in: host) == 2)
        #expect(host.stats.displayNodesVisited < 20, "visited \(host.stats.displayNodesVisited)")
        expectDrawnAsAFreshBuild(host)
        // And back: the row that left is drawn again where it was.
        shelf.items.swapAt(1, 150)
        host.step()
        #expect(host.texts.contains("Item 1"))
        #expect(!host.texts.contains("Item 150"))
        #expect(graphicsReplaced(in: host) == 2)
        #expect(host.stats.displayNodesVisited < 20)
        expectDrawnAsAFreshBuild(host)
    }

    @Test func theBenchmarksSwapRepaintsOneRow() {
        let shelf = SwapShelf()
        shelf.items = (0..<1_000).map { SwapShelfItem(id: $0, name: "Item \($0)") }
        let host = checkedHost(BenchmarkView(shelf: shelf), width: 1280, height: 800)
        // As the benchmark starts each run: every row replaced.
        shelf.items = (1_000..<2_000).map { SwapShelfItem(id: $0, name: "Item \($0)") }
        host.step()
        shelf.items.swapAt(1, 998)
        host.step()
        #expect(host.texts.contains("Item 1998"))
        // The row stays and shows the element swapped in (`IdentityFreeRows`):
        // its number and label are drawn again; its icon and clear background stay.
        #expect(graphicsReplaced(in: host) == 2)
        expectDrawnAsAFreshBuild(host)
    }

    @Test func aReplacedElementRepaintsOnlyItsRowsArea() {
        let shelf = SwapShelf()
        let host = checkedHost(ShelfView(shelf: shelf), width: 300, height: 400)
        let slot = host.frame(ofText: "Item 3")!
        shelf.items[3] = SwapShelfItem(id: 1_000, name: "Replacement")
        host.step()
        #expect(host.texts.contains("Replacement"))
        #expect(graphicsReplaced(in: host) == 2)
        #expect(host.stats.displayNodesVisited < 20)
        // Only about the row's band is repainted, not the list.
        #expect(host.stats.pixelsRepainted <= 300 * Int(slot.height * 2 + 4), "repainted \(host.stats.pixelsRepainted)")
        expectDrawnAsAFreshBuild(host)
    }

    @Test func aSelectedRowSwappedAwayTakesItsHighlightWithIt() {
        let shelf = SwapShelf()
        shelf.selection = 1
        let host = checkedHost(ShelfView(shelf: shelf, selectable: true), width: 300, height: 400)
        let slot = host.frame(ofText: "Item 1")!
        let highlighted = host.color(x: Int(slot.maxX) + 20, y: Int(slot.midY))
        shelf.items.swapAt(1, 150)
        host.step()
        #expect(host.texts.contains("Item 150"))
        // The slot no longer shows the highlight: the selected row went off screen.
        #expect(host.color(x: Int(slot.maxX) + 20, y: Int(slot.midY)) != highlighted)
        expectDrawnAsAFreshBuild(host)
        // Brought back, the highlight is drawn behind it again.
        shelf.items.swapAt(1, 150)
        host.step()
        #expect(host.color(x: Int(slot.maxX) + 20, y: Int(slot.midY)) == highlighted)
        expectDrawnAsAFreshBuild(host)
    }

    @Test func aReplacedRowInALazyStackRepaintsAlone() {
        let shelf = SwapShelf()
        let host = checkedHost(LazyShelfView(shelf: shelf), width: 300, height: 300)
        shelf.items[2] = SwapShelfItem(id: 5_000, name: "Replacement")
        host.step()
        #expect(host.texts.contains("Replacement"))
        #expect(graphicsReplaced(in: host) == 1)
        expectDrawnAsAFreshBuild(host)
    }

    @Test func anAnimatedSwapDrawsEachFrameAsAFreshRender() {
        let shelf = SwapShelf()
        let host = checkedHost(ShelfView(shelf: shelf), width: 300, height: 400)
        withAnimation(.easeInOut(duration: 0.2)) { shelf.items.swapAt(2, 170) }
        expectEachFrameDrawsAsAFreshRender(host, frames: 15) { frame in
            #expect(host.displayListMismatches == 0, "frame \(frame)")
        }
        #expect(host.texts.contains("Item 170"))
        #expect(!host.texts.contains("Item 2"))
    }

    @Test func rowsReplacedWhileScrollingStillDrawAsAFreshRender() {
        let shelf = SwapShelf()
        let host = checkedHost(ShelfView(shelf: shelf), width: 300, height: 400)
        for round in 0..<6 {
            shelf.items.swapAt(round + 1, 199 - round)
            if round % 2 == 1 { host.scroll(dx: 0, dy: -1, x: 150, y: 200) }
            host.step()
            #expect(host.displayListMismatches == 0, "round \(round)")
            #expect(host.pixelsDifferingFromFreshRender() == 0, "round \(round)")
        }
    }
}
