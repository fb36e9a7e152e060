import Testing
import Trellis
import TrellisTesting

// Toolbars and search fields, written as everyday SwiftUI apps write them.

private struct ExpenseItem: Identifiable {
    let id: Int
    let name: String
}

@MainActor @Observable private final class Expenses {
    var items: [ExpenseItem] = []
}

/// In the shape of Hacking with Swift's iExpense.
private struct IExpense: View {
    @State private var expenses = Expenses()

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    Text(item.name)
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    expenses.items.append(ExpenseItem(id: expenses.items.count, name: "Lunch \(expenses.items.count)"))
                }
            }
        }
    }
}

private struct Editor: View {
    @State private var log: [String] = []

    var body: some View {
        NavigationStack {
            Text(log.joined(separator: ","))
                .navigationTitle("Editor")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { log.append("cancel") }
                    }
                    ToolbarItem(placement: .principal) {
                        Text("Middle")
                    }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Save") { log.append("save") }
                        Button("Share") { log.append("share") }
                    }
                }
        }
    }
}

private struct Searching: View {
    @State private var query = ""
    private let names = ["Ada", "Grace", "Alan"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
                    Text(name)
                }
            }
            .navigationTitle("People")
            .searchable(text: $query, prompt: "Find a person")
        }
    }
}

private struct Bare: View {
    @State private var count = 0

    var body: some View {
        Text("Count \(count)")
            .toolbar {
                Button("More") { count += 1 }
            }
    }
}

private struct HiddenBar: View {
    var body: some View {
        NavigationStack {
            Text("Full screen")
                .navigationTitle("Hidden")
                .toolbar(.hidden)
        }
    }
}

@MainActor @Suite struct ToolbarTests {
    @Test func anIExpenseStyleAppAddsFromItsToolbarButton() {
        let host = ViewHost(IExpense(), width: 400, height: 300)
        #expect(host.windowTitle == "iExpense")
        #expect(host.texts.contains("iExpense"))
        // LabelStyle.titleAndIcon: toolbars on macOS show a label's icon only (developer.apple.com),
        // so the button is its "plus" icon at the trailing end of the bar.
        #expect(!host.texts.contains("Add Expense"))
        host.click(x: 400 - 20, y: 20)
        host.click(x: 400 - 20, y: 20)
        host.step()
        #expect(host.texts.contains("Lunch 0"))
        #expect(host.texts.contains("Lunch 1"))
    }

    @Test func placementsPutItemsInTheirRegionsOfTheBar() throws {
        let host = ViewHost(Editor(), width: 800, height: 600)
        let cancel = try #require(host.frame(ofText: "Cancel"))
        let middle = try #require(host.frame(ofText: "Middle"))
        let save = try #require(host.frame(ofText: "Save"))
        let share = try #require(host.frame(ofText: "Share"))
        // ToolbarItemPlacement.cancellationAction: "In macOS ... on the trailing edge" (developer.apple.com).
        #expect(middle.maxX < cancel.minX)
        #expect(cancel.maxX < save.minX)
        #expect(save.maxX < share.minX)
        #expect(abs(middle.midX - 400) < 2)
        // ToolbarItemPlacement.principal: macOS centres it, and the title stays at the leading
        // side (developer.apple.com).
        let title = try #require(host.frame(ofText: "Editor"))
        #expect(title.minX < 40 && title.maxX < middle.minX)
        #expect(host.windowTitle == "Editor")
        #expect(cancel.maxY < 45 && save.maxY < 45)
        host.click(text: "Save")
        host.click(text: "Cancel")
        host.click(text: "Share")
        host.step()
        #expect(host.texts.contains("save,cancel,share"))
    }

    @Test func ctrlFFocusesTheSearchFieldAndTypingFilters() {
        let host = ViewHost(Searching(), width: 400, height: 300)
        #expect(host.texts.contains("Grace"))
        host.press(.character("f"), modifiers: .control)
        host.type("A")
        host.step()
        #expect(host.texts.contains("Ada"))
        #expect(host.texts.contains("Alan"))
        #expect(!host.texts.contains("Grace"))
    }

    @Test func aToolbarOutsideAStackShowsABarOfItsOwn() throws {
        let host = ViewHost(Bare(), width: 400, height: 300)
        let more = try #require(host.frame(ofText: "More"))
        #expect(more.maxY < 45)
        host.click(text: "More")
        host.step()
        #expect(host.texts.contains("Count 1"))
    }

    @Test func aHiddenToolbarHidesTheBarButKeepsTheWindowTitle() {
        let host = ViewHost(HiddenBar(), width: 400, height: 300)
        #expect(!host.texts.contains("Hidden"))
        #expect(host.windowTitle == "Hidden")
    }
}
