import Testing
import Trellis
import TrellisTesting

// `List(selection:)` as a Mac user drives it: clicks, Ctrl- and Shift-clicks,
// arrow keys, Delete, and dragging rows to reorder them.

private struct Fruit: Identifiable {
    let id: Int
    var name: String
}

/// What the list's actions were called with, for checking SwiftUI's offsets.
@MainActor private final class Calls {
    var deletes: [IndexSet] = []
    var moves: [String] = []
}

private struct FruitList: View {
    let calls: Calls
    @State private var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
        .enumerated().map { Fruit(id: $0.offset, name: $0.element) }
    @State private var selection: Fruit.ID?

    var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                }
                .onDelete { offsets in
                    calls.deletes.append(offsets)
                    fruits.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    calls.moves.append("\(Array(source)) to \(destination)")
                    fruits.move(fromOffsets: source, toOffset: destination)
                }
            }
            .frame(height: 300)
            Text("Selected: \(selection.map(String.init) ?? "none")")
            Text(fruits.map(\.name).joined(separator: " "))
        }
    }
}

private struct Shelf: View {
    @State private var books = ["A", "B", "C", "D", "E", "F"]
    @State private var picked = Set<String>()

    var body: some View {
        VStack {
            List(selection: $picked) {
                ForEach(books, id: \.self) { book in
                    Text(book)
                }
                .onDelete(perform: deleteBooks)
            }
            .frame(height: 320)
            Text("Picked: " + picked.sorted().joined(separator: ","))
            Text("Books: " + books.joined())
        }
    }

    private func deleteBooks(at offsets: IndexSet) {
        books.remove(atOffsets: offsets)
    }
}

private struct Sizes: View {
    @State private var size: String?

    var body: some View {
        VStack {
            List(selection: $size) {
                Text("Small").tag("S")
                Text("Medium").tag("M")
                Text("Large").tag("L")
            }
            .frame(height: 150)
            Text("Size: \(size ?? "none")")
        }
    }
}

/// A row view of its own, to count how often row bodies run.
private struct NumberRow: View {
    let number: Int
    var body: some View {
        HStack {
            Text("Row \(number)")
            Spacer()
        }
    }
}

private struct HundredRows: View {
    @State private var selection: Int?
    var body: some View {
        List(0..<100, id: \.self, selection: $selection) { number in
            NumberRow(number: number)
        }
    }
}

@MainActor
@Suite struct ListSelectionTests {
    @Test func clickSelectsAndDeleteRemovesTheSelectedRow() {
        let calls = Calls()
        let host = ViewHost(FruitList(calls: calls), width: 400, height: 400)
        #expect(host.texts.contains("Selected: none"))
        host.click(text: "Cherry")
        #expect(host.texts.contains("Selected: 2"))
        host.press(.delete)
        #expect(calls.deletes == [IndexSet(integer: 2)])
        #expect(host.texts.contains("Apple Banana Date Elderberry"))
        host.click(text: "Date")
        host.press(.backspace)
        #expect(calls.deletes == [IndexSet(integer: 2), IndexSet(integer: 2)], "Date was at offset 2 after Cherry went")
        #expect(host.texts.contains("Apple Banana Elderberry"))
    }

    @Test func arrowKeysMoveTheSelectionWhileTheListHasFocus() {
        let host = ViewHost(FruitList(calls: Calls()), width: 400, height: 400)
        host.click(text: "Banana")
        host.press(.down)
        #expect(host.texts.contains("Selected: 2"))
        host.press(.down)
        host.press(.down)
        host.press(.down)
        #expect(host.texts.contains("Selected: 4"), "the last row stays selected at the end")
        host.press(.up)
        #expect(host.texts.contains("Selected: 3"))
        host.press(.space)
        #expect(host.texts.contains("Selected: 3"), "Space does not click the row pressed last again")
    }

    @Test func ctrlClickTogglesAndShiftClickExtendsASetSelection() {
        let host = ViewHost(Shelf(), width: 400, height: 420)
        host.click(text: "B")
        host.click(text: "D", modifiers: .control)
        #expect(host.texts.contains("Picked: B,D"))
        host.click(text: "B", modifiers: .control)
        #expect(host.texts.contains("Picked: D"))
        host.click(text: "F", modifiers: .shift)
        #expect(host.texts.contains("Picked: D,E,F"))
        host.click(text: "A")
        host.press(.down, modifiers: .shift)
        #expect(host.texts.contains("Picked: A,B"))
        host.click(text: "C", modifiers: .control)
        host.press(.delete)
        #expect(host.texts.contains("Books: DEF"))
    }

    @Test func staticRowsAreSelectedByTheirTags() {
        let host = ViewHost(Sizes(), width: 300, height: 250)
        host.click(text: "Medium")
        #expect(host.texts.contains("Size: M"))
        host.press(.down)
        #expect(host.texts.contains("Size: L"))
    }

    @Test func theSelectedRowIsDrawnInTheAccentColour() throws {
        let host = ViewHost(Sizes(), width: 300, height: 250)
        let medium = try #require(host.frame(ofText: "Medium"))
        let y = Int(medium.midY)
        // A light wash of the accent colour (0, 122, 255) over the white background.
        let wash = RGBA(r: 178, g: 214, b: 255)
        func isWash(_ color: RGBA) -> Bool {
            abs(Int(color.r) - Int(wash.r)) <= 2 && abs(Int(color.g) - Int(wash.g)) <= 2 && color.b == 255
        }
        #expect(!isWash(host.color(x: 10, y: y)))
        host.click(text: "Medium")
        #expect(isWash(host.color(x: 10, y: y)))
        #expect(isWash(host.color(x: 250, y: y)))
        host.click(text: "Small")
        #expect(!isWash(host.color(x: 10, y: y)))
    }

    @Test func changingTheSelectionRunsNoRowBody() {
        let host = ViewHost(HundredRows(), width: 400, height: 600)
        host.click(text: "Row 3")
        #expect(host.stats.bodyEvaluations == 0, "only the list reads the selection, and it has no body")
        host.press(.down)
        #expect(host.texts.contains("Row 4"))
        #expect(host.stats.bodyEvaluations == 0)
    }

    @Test func theListScrollsToKeepTheRowChosenWithTheArrowsInView() throws {
        let host = ViewHost(HundredRows(), width: 400, height: 300)
        host.click(text: "Row 1")
        for _ in 0..<20 { host.press(.down) }
        let row = try #require(host.frame(ofText: "Row 21"))
        #expect(row.minY >= 0 && row.maxY <= 300)
        #expect(host.color(x: 10, y: Int(row.midY)) == RGBA(r: 178, g: 214, b: 255), "Row 21 is highlighted")
        #expect(!host.texts.contains("Row 1"), "the list scrolled down")
    }

    @Test func draggingARowCallsOnMoveWithSwiftUIsOffsets() throws {
        let calls = Calls()
        let host = ViewHost(FruitList(calls: calls), width: 400, height: 400)
        let apple = try #require(host.frame(ofText: "Apple"))
        let date = try #require(host.frame(ofText: "Date"))
        // Down past Cherry, to the upper half of Date: Apple goes in front of Date.
        host.drag(from: Point(x: apple.midX, y: apple.midY), to: Point(x: apple.midX, y: date.midY - 4), steps: 6)
        #expect(calls.moves == ["[0] to 3"])
        #expect(host.texts.contains("Banana Cherry Apple Date Elderberry"))
        let banana = try #require(host.frame(ofText: "Banana"))
        let elderberry = try #require(host.frame(ofText: "Elderberry"))
        // Up to the lower half of Banana's row: Elderberry goes after Banana.
        host.drag(from: Point(x: elderberry.midX, y: elderberry.midY), to: Point(x: banana.midX, y: banana.midY + 4), steps: 6)
        #expect(calls.moves == ["[0] to 3", "[4] to 1"])
        #expect(host.texts.contains("Banana Elderberry Cherry Apple Date"))
    }
}
