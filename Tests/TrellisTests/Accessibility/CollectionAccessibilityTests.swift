import Testing
import Trellis
import TrellisTesting

private struct Person: Identifiable { let id: Int; let name: String; let age: Int }
private struct Folder: Identifiable { let id: Int; let name: String; var children: [Folder]? }

private struct Collections: View {
    @State private var selection: Person.ID?
    let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Alan", age: 41)]
    let folders = [Folder(id: 1, name: "Documents", children: [Folder(id: 2, name: "Letters", children: nil)])]

    var body: some View {
        VStack {
            Table(people, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }
            .frame(height: 120)
            List(folders, children: \.children) { Text($0.name) }.frame(height: 100)
            TabView {
                Text("One").tabItem { Text("First") }
                Text("Two").tabItem { Text("Second") }
            }
            .frame(height: 100)
        }
    }
}

/// Tables, outlines and tab views read as GTK's do over AT-SPI: GTK 4 gives a
/// column view the roles table, column header, table row and table cell; a
/// tree list tree and tree item, with expandable and expanded states; and a
/// notebook a page tab list of page tabs, the shown one selected.
@MainActor
@Suite struct CollectionAccessibilityTests {
    private func host() -> ViewHost<Collections> {
        let host = ViewHost(Collections(), width: 400, height: 500)
        host.step()
        return host
    }

    @Test func aTableHasColumnHeadersAndRowsOfCells() throws {
        let host = host()
        let tree = host.accessibilityTree
        let table = try #require(tree.allNodes.first { $0.role == .table })
        #expect(table.children.map(\.role) == [.columnHeader, .columnHeader, .tableRow, .tableRow])
        #expect(table.children.prefix(2).map(\.name) == ["Name", "Age"])
        let ada = table.children[2]
        #expect(ada.children.map(\.role) == [.tableCell, .tableCell])
        #expect(ada.children.map(\.name) == ["Ada", "36"])
        // Each cell lies in its column, under its header.
        let ageHeader = table.children[1], ageCell = ada.children[1]
        #expect(ageCell.frame.minX <= ageHeader.frame.midX && ageHeader.frame.midX <= ageCell.frame.maxX)
        // Choosing a row still works through the row.
        #expect(host.performAccessibilityAction("press", on: ada))
        host.step()
        #expect(host.accessibilityTree.allNodes.first { $0.name == "Ada 36" }?.states.contains(.selected) == true)
    }

    @Test func anOutlineIsATreeWhoseItemsOpen() throws {
        let host = host()
        let documents = try #require(host.accessibilityElement(role: .treeItem, name: "Documents"))
        #expect(documents.states.contains(.expandable) && documents.states.contains(.collapsed))
        #expect(host.accessibilityElement(role: .treeItem, name: "Letters") == nil)
        #expect(host.performAccessibilityAction(AccessibilityNode.ActionName.expandOrContract, on: documents))
        host.step(frames: 20)
        let opened = try #require(host.accessibilityElement(role: .treeItem, name: "Documents"))
        #expect(opened.states.contains(.expanded))
        #expect(host.accessibilityElement(role: .treeItem, name: "Letters") != nil)
    }

    @Test func aTabViewIsAPageTabListAndOnlyTheShownPageIsRead() throws {
        let host = host()
        let first = try #require(host.accessibilityElement(role: .pageTab, name: "First"))
        let second = try #require(host.accessibilityElement(role: .pageTab, name: "Second"))
        #expect(first.states.contains(.selected) && !second.states.contains(.selected))
        // Parents are weak: the tree is kept while they are read.
        let tree = host.accessibilityTree
        #expect(tree.allNodes.first { $0.name == "First" }?.parent?.role == .pageTabList)
        #expect(host.accessibilityElement(role: .label, name: "One") != nil)
        #expect(host.accessibilityElement(role: .label, name: "Two") == nil, "a page not shown is not read")
        #expect(host.performAccessibilityAction("press", on: second))
        host.step()
        #expect(host.accessibilityElement(role: .pageTab, name: "Second")?.states.contains(.selected) == true)
        #expect(host.accessibilityElement(role: .label, name: "Two") != nil)
        #expect(host.accessibilityElement(role: .label, name: "One") == nil)
    }
}
