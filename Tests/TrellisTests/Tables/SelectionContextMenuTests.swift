import Testing
import Trellis
import TrellisTesting

/// A list of fruit with a selection, a context menu naming the rows it acts
/// on, and a primary action that opens them.
private struct Fruit: View {
    @State private var selection: Set<String> = []
    @State private var opened = "nothing"
    let names = ["Apple", "Banana", "Cherry"]
    var body: some View {
        VStack {
            List(names, id: \.self, selection: $selection) { name in
                Text(name)
            }
            .contextMenu(forSelectionType: String.self) { items in
                Button("Act on \(items.isEmpty ? "none" : items.sorted().joined(separator: "+"))") {}
            } primaryAction: { items in
                opened = items.sorted().joined(separator: "+")
            }
            .frame(height: 200)
            Text("Opened \(opened)")
        }
    }
}

private struct Person: Identifiable {
    let id: Int
    let name: String
}

@MainActor
@Suite struct SelectionContextMenuTests {
    @Test func aRightClickOnASelectedRowActsOnTheWholeSelection() {
        let host = ViewHost(Fruit(), width: 300, height: 300)
        host.click(text: "Apple")
        host.click(text: "Banana", modifiers: .control)
        host.rightClick(text: "Banana")
        #expect(host.texts.contains("Act on Apple+Banana"), "\(host.texts)")
    }

    @Test func aRightClickOnAnotherRowActsOnThatRowAlone() {
        let host = ViewHost(Fruit(), width: 300, height: 300)
        host.click(text: "Apple")
        host.rightClick(text: "Cherry")
        #expect(host.texts.contains("Act on Cherry"), "\(host.texts)")
    }

    @Test func aRightClickOnEmptySpaceActsOnNoRows() throws {
        let host = ViewHost(Fruit(), width: 300, height: 300)
        host.click(text: "Apple")
        let last = try #require(host.frame(ofText: "Cherry"))
        host.rightClick(x: last.midX, y: last.maxY + 60)
        #expect(host.texts.contains("Act on none"), "\(host.texts)")
    }

    @Test func aDoubleClickOrReturnRunsThePrimaryAction() {
        let host = ViewHost(Fruit(), width: 300, height: 300)
        host.click(text: "Banana")
        host.click(text: "Banana")
        #expect(host.texts.contains("Opened Banana"), "\(host.texts)")
        host.press(.down)
        host.press(.enter)
        #expect(host.texts.contains("Opened Cherry"), "\(host.texts)")
    }

    @Test func aTableRowsMenuActsOnItsRowsIds() {
        struct People: View {
            @State private var selection: Set<Int> = []
            let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Brian"), Person(id: 3, name: "Cleo")]
            var body: some View {
                Table(people, selection: $selection) {
                    TableColumn("Name", value: \.name)
                }
                .contextMenu(forSelectionType: Person.ID.self) { ids in
                    Button("Ids \(ids.sorted().map(String.init).joined(separator: ","))") {}
                }
            }
        }
        let host = ViewHost(People(), width: 300, height: 300)
        host.click(text: "Ada")
        host.click(text: "Cleo", modifiers: .shift)
        host.rightClick(text: "Brian")
        #expect(host.texts.contains("Ids 1,2,3"), "\(host.texts)")
    }
}
