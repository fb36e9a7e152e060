import Observation
import Testing
import Trellis
import TrellisTesting

struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
}

@Observable final class RowModel {
    var rows: [Row]
    init(_ titles: [String]) {
        rows = titles.enumerated().map { Row(id: $0.offset, title: $0.element) }
    }
}

/// A row with its own state, to see that state follows the row's id.
private struct TapCounter: View {
    let title: String
    @State private var taps = 0
    var body: some View {
        Button("\(title): \(taps)") { taps += 1 }
    }
}

private struct CounterList: View {
    let model: RowModel
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.rows) { row in
                TapCounter(title: row.title)
            }
        }
    }
}

private struct PlainList: View {
    let model: RowModel
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.rows, id: \.id) { row in
                Text(row.title)
            }
        }
    }
}

/// Rows and a selection: a new selection re-runs the body with the very same array.
@Observable private final class SelectionModel {
    var rows = (0..<4).map { Row(id: $0, title: "Row \($0)") }
    var selected: Int?
}

private struct SelectableList: View {
    let model: SelectionModel
    var body: some View {
        VStack(spacing: 0) {
            ForEach(model.rows) { row in
                Text(row.id == model.selected ? "[\(row.title)]" : row.title)
            }
        }
    }
}

/// An element that is an object, whose id can change without the array changing.
@Observable private final class Item: Identifiable {
    var id: Int
    init(id: Int) { self.id = id }
}

@Observable private final class ItemModel {
    let items = [Item(id: 1), Item(id: 2)]
    var version = 0
}

private struct ItemList: View {
    let model: ItemModel
    var body: some View {
        let _ = model.version
        VStack(spacing: 0) {
            ForEach(model.items) { item in
                TapCounter(title: "Item")
            }
        }
    }
}

@MainActor
@Suite struct ForEachTests {
    @Test func aNewSelectionWithTheSameArrayChangesOnlyTheRowsThatShowIt() {
        let model = SelectionModel()
        let host = ViewHost(SelectableList(model: model))
        model.selected = 1
        host.step()
        #expect(host.lastEdits == [.changed(1)])
        model.selected = 3
        host.step()
        #expect(host.lastEdits == [.changed(1), .changed(3)])
        #expect(host.texts == ["Row 0", "Row 1", "Row 2", "[Row 3]"])
        // The same array after a write to it is new storage, and its ids are read again.
        model.rows.swapAt(0, 3)
        host.step()
        #expect(host.texts == ["[Row 3]", "Row 1", "Row 2", "Row 0"])
    }

    @Test func anObjectWhoseIdChangesInPlaceIsANewRow() {
        let model = ItemModel()
        let host = ViewHost(ItemList(model: model))
        host.click(text: "Item: 0")
        #expect(host.texts == ["Item: 1", "Item: 0"])
        // The array is untouched, but its first element now names another row.
        model.items[0].id = 7
        model.version += 1
        host.step()
        #expect(host.texts == ["Item: 0", "Item: 0"])
    }

    @Test func rowStateFollowsItsIdAcrossASwap() {
        let model = RowModel(["A", "B", "C"])
        let host = ViewHost(CounterList(model: model))
        host.click(text: "B: 0")
        host.click(text: "B: 1")
        #expect(host.texts == ["A: 0", "B: 2", "C: 0"])
        model.rows.swapAt(0, 1)
        host.step()
        #expect(host.texts == ["B: 2", "A: 0", "C: 0"])
        #expect(host.lastEdits == [.moved(from: 0, to: 1)])
    }

    @Test func rowStateFollowsItsIdAcrossAMoveAndAnInsert() {
        let model = RowModel(["A", "B", "C", "D"])
        let host = ViewHost(CounterList(model: model))
        host.click(text: "D: 0")
        model.rows.insert(Row(id: 99, title: "New"), at: 0)
        let moved = model.rows.remove(at: 4)
        model.rows.insert(moved, at: 2)
        host.step()
        #expect(host.texts == ["New: 0", "A: 0", "D: 1", "B: 0", "C: 0"])
    }

    @Test func insertionsAndRemovalsAreEditsAtTheirOffsets() {
        let model = RowModel(["A", "B", "C"])
        let host = ViewHost(PlainList(model: model))
        model.rows.insert(Row(id: 10, title: "X"), at: 1)
        host.step()
        #expect(host.lastEdits == [.inserted(1)])
        model.rows.remove(at: 2)
        host.step()
        #expect(host.lastEdits == [.removed(2)])
        #expect(host.texts == ["A", "X", "C"])
        model.rows[2].title = "C!"
        host.step()
        #expect(host.lastEdits == [.changed(2)])
    }

    @Test func swappingTwoOfAThousandRowsIsTwoMoves() {
        let model = RowModel((0..<1000).map { "Row \($0)" })
        let host = ViewHost(PlainList(model: model))
        let before = host.totalStats.texturesCreated
        model.rows.swapAt(1, 998)
        host.step()
        #expect(host.lastEdits == [.moved(from: 1, to: 998), .moved(from: 997, to: 1)])
        // Moving keeps the rows' graphics: no text is drawn again.
        #expect(host.totalStats.texturesCreated == before)
        #expect(host.stats.texturesUpdated == 0)
    }

    @Test func clearingAndRefillingBuildsFreshRows() {
        let model = RowModel(["A", "B"])
        let host = ViewHost(CounterList(model: model))
        host.click(text: "A: 0")
        model.rows = []
        host.step()
        #expect(host.lastEdits == [.removed(1), .removed(0)])
        #expect(host.texts.isEmpty)
        model.rows = [Row(id: 0, title: "A")]
        host.step()
        #expect(host.texts == ["A: 0"])
    }

    @Test func aRangeForEachCountsItsRows() {
        let host = ViewHost(VStack { ForEach(0..<5) { Text("Item \($0)") } })
        #expect(host.texts == (0..<5).map { "Item \($0)" })
    }
}
