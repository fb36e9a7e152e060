import Testing
import Trellis
import TrellisTesting

// Rows that edit their own element: `ForEach($todos) { $todo in … }` and
// `List($items) { $item in … }`, written as a SwiftUI program would be.

private struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

private struct TodoList: View {
    @State private var todos = [Todo(title: "Buy milk"), Todo(title: "Walk dog"), Todo(title: "Write report")]

    var body: some View {
        VStack {
            ForEach($todos) { $todo in
                Toggle(todo.title, isOn: $todo.done)
            }
            Text("Done: " + todos.filter(\.done).map(\.title).joined(separator: ", "))
            Button("Reverse") { todos.reverse() }
            Button("Remove first") { todos.remove(atOffsets: IndexSet(integer: 0)) }
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    var name: String
}

private struct ItemEditor: View {
    @State private var items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Beta")]

    var body: some View {
        VStack {
            List($items) { $item in
                TextField("Name", text: $item.name)
            }
            .frame(height: 200)
            Text(items.map(\.name).joined(separator: "|"))
            Button("Swap") { items.swapAt(0, 1) }
        }
    }
}

private struct Pet {
    var name: String
    var likesWalks = false
}

private struct WordsAndPets: View {
    @State private var words = ["apple", "pear"]
    @State private var pets = [Pet(name: "Rex"), Pet(name: "Tom")]

    var body: some View {
        VStack {
            ForEach($words, id: \.self) { $word in
                Button(word) { word = word.uppercased() }
            }
            List($pets, id: \.name) { $pet in
                Toggle(pet.name, isOn: $pet.likesWalks)
            }
            .frame(height: 120)
            Text(words.joined(separator: " ") + "; walkers: " + pets.filter(\.likesWalks).map(\.name).joined())
        }
    }
}

/// A row with state of its own, to see that the state stays with the element.
private struct CountingRow: View {
    @Binding var item: Item
    @State private var taps = 0

    var body: some View {
        Button("\(item.name) \(taps)") { taps += 1 }
    }
}

private struct CountingList: View {
    @State private var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]

    var body: some View {
        VStack {
            ForEach($items) { $item in
                CountingRow(item: $item)
            }
            Button("Rotate") { items.move(fromOffsets: IndexSet(integer: 0), toOffset: items.count) }
        }
    }
}

/// A row that writes its element but never reads it, so nothing makes it run
/// its body again when the array changes: it keeps the binding it was made with.
private struct MarkRow: View {
    let label: String
    @Binding var todo: Todo

    var body: some View {
        Button(label) { todo.done.toggle() }
    }
}

private struct MarkList: View {
    @State private var todos = [Todo(title: "Buy milk"), Todo(title: "Walk dog"), Todo(title: "Write report")]

    var body: some View {
        VStack {
            ForEach($todos) { $todo in
                MarkRow(label: todo.title, todo: $todo)
            }
            Text("Done: " + todos.filter(\.done).map(\.title).joined(separator: ", "))
            Button("Reverse") { todos.reverse() }
        }
    }
}

/// Counts the bodies of rows that hold only a binding to their element.
@MainActor private final class RowRuns {
    var count = 0
    func ran() { count += 1 }
}

private struct WatchedRow: View {
    @Binding var item: Item
    let runs: RowRuns

    var body: some View {
        let _ = runs.ran()
        Text(item.name)
    }
}

private struct WatchedList: View {
    let runs: RowRuns
    @State private var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
    @State private var clicks = 0

    var body: some View {
        VStack {
            ForEach($items) { $item in
                WatchedRow(item: $item, runs: runs)
            }
            Button("Clicked \(clicks)") { clicks += 1 }
            Button("Rename") { items[1].name = "Dos" }
        }
    }
}

@MainActor
@Suite struct BindingCollectionTests {
    @Test func aRowGivenTheSameElementBindingDoesNotRunItsBodyAgain() {
        let runs = RowRuns()
        let host = ViewHost(WatchedList(runs: runs), width: 400, height: 300)
        #expect(runs.count == 2)
        host.click(text: "Clicked 0")
        #expect(host.texts.contains("Clicked 1"))
        #expect(runs.count == 2, "the parent ran its body, but each row's binding reaches the same element")
        host.click(text: "Rename")
        #expect(host.texts.contains("Dos"))
    }

    @Test func togglingATodoRowWritesIntoTheArray() {
        let host = ViewHost(TodoList(), width: 400, height: 300)
        host.click(text: "Walk dog")
        #expect(host.texts.contains("Done: Walk dog"))
        host.click(text: "Reverse")
        host.click(text: "Buy milk")
        #expect(host.texts.contains("Done: Walk dog, Buy milk"), "after the move, each row's binding follows its own todo")
        host.click(text: "Remove first")
        host.click(text: "Walk dog")
        #expect(host.texts.contains("Done: Buy milk"))
        #expect(!host.texts.contains("Write report"))
    }

    @Test func aRowsOldBindingStillWritesToItsOwnElementAfterAMove() {
        let host = ViewHost(MarkList(), width: 400, height: 300)
        host.click(text: "Reverse")
        host.click(text: "Buy milk")
        #expect(host.texts.contains("Done: Buy milk"), "the binding finds its todo by id, not at the index it was made with")
    }

    @Test func typingInAListRowsTextFieldEditsThatElement() {
        let host = ViewHost(ItemEditor(), width: 400, height: 300)
        host.click(text: "Beta")
        host.press(.end)
        host.type("x")
        #expect(host.texts.contains("Alpha|Betax"))
        host.click(text: "Swap")
        host.click(text: "Betax")
        host.press(.end)
        host.type("y")
        #expect(host.texts.contains("Betaxy|Alpha"), "the row moved with its element and still writes to it")
    }

    @Test func keyPathIdentifiedBindingsWriteTheirElement() {
        let host = ViewHost(WordsAndPets(), width: 400, height: 300)
        host.click(text: "pear")
        #expect(host.texts.contains("apple PEAR; walkers: "))
        host.click(text: "Tom")
        #expect(host.texts.contains("apple PEAR; walkers: Tom"))
    }

    @Test func rowsKeepTheirStateByIdWhenElementsMove() {
        let host = ViewHost(CountingList(), width: 400, height: 300)
        host.click(text: "One 0")
        host.click(text: "One 1")
        host.click(text: "Three 0")
        host.click(text: "Rotate")
        #expect(host.texts == ["Two 0", "Three 1", "One 2", "Rotate"])
    }
}

@MainActor
@Suite struct OffsetEditingTests {
    @Test func removeAtOffsetsRemovesEachOffsetOfTheOriginal() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        letters.remove(atOffsets: IndexSet(0...1))
        #expect(letters == ["e"])
        letters.remove(atOffsets: IndexSet())
        #expect(letters == ["e"])
    }

    @Test func moveCountsTheDestinationBeforeTheMove() {
        func moved(_ offsets: IndexSet, to destination: Int) -> String {
            var letters = Array("abcd")
            letters.move(fromOffsets: offsets, toOffset: destination)
            return String(letters)
        }
        #expect(moved([0], to: 3) == "bcad")
        #expect(moved([0], to: 4) == "bcda")
        #expect(moved([3], to: 0) == "dabc")
        #expect(moved([1], to: 1) == "abcd")
        #expect(moved([1], to: 2) == "abcd")
        #expect(moved([1, 3], to: 0) == "bdac")
        #expect(moved([0, 2], to: 4) == "bdac")
        #expect(moved([0, 3], to: 2) == "badc")
    }

    @Test func offsetsPastTheEndAreKeptWithinTheCollection() {
        var numbers = [1, 2, 3]
        numbers.remove(atOffsets: IndexSet([1, 7]))
        #expect(numbers == [1, 3])
        numbers.move(fromOffsets: IndexSet([0, 9]), toOffset: 10)
        #expect(numbers == [3, 1])
        #expect(Diagnostics.warnings.contains { $0.contains("remove(atOffsets:)") })
        #expect(Diagnostics.warnings.contains { $0.contains("move(fromOffsets:toOffset:)") })
    }
}
