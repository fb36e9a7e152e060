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

    /// AT-SPI's Table interface counts rows and columns from zero and finds a cell by both;
    /// TableCell gives a cell's own row and column and its column's header (atspi Table.xml, TableCell.xml).
    @Test func aTableIsAGridOfRowsAndColumns() throws {
        let host = host()
        let tree = host.accessibilityTree
        let table = try #require(tree.allNodes.first { $0.role == .table })
        #expect(table.tableRows.count == 2 && table.columnCount == 2)
        #expect(table.columnHeaders.map(\.name) == ["Name", "Age"])
        let cell = try #require(table.cell(row: 1, column: 0))
        #expect(cell.name == "Alan")
        let position = try #require(cell.cellPosition)
        #expect(position.table === table && position.row == 1 && position.column == 0)
        #expect(table.cell(row: 2, column: 0) == nil && table.cell(row: 0, column: 2) == nil)
        #expect(table.cellPosition == nil && tree.columnCount == 0, "only a table is a grid")
    }

    /// A lazy table builds only the rows it shows, yet counts and numbers every row, as Orca
    /// reads "row 40 of 300" (AT-SPI Table's NRows is the table's rows, not the ones drawn).
    @Test func aLongTableCountsTheRowsItHasNotBuilt() throws {
        let people = (0..<300).map { Person(id: $0, name: "Person \($0)", age: 20 + $0 % 50) }
        let host = ViewHost(Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        }, width: 300, height: 200)
        host.step()
        let table = try #require(host.accessibilityTree.allNodes.first { $0.role == .table })
        #expect(table.rowCount == 300 && table.tableRows.count < 50, "built \(table.tableRows.count)")
        #expect(table.cell(row: 299, column: 0) == nil, "the last row is not built")
        // Scrolled to the end, past the last row whatever a row's height.
        for _ in 0..<10 { host.scroll(dx: 0, dy: 4000, x: 150, y: 100); host.step(frames: 2) }
        let scrolled = try #require(host.accessibilityTree.allNodes.first { $0.role == .table })
        let last = try #require(scrolled.cell(row: 299, column: 0))
        #expect(last.name == "Person 299")
        #expect(last.cellPosition?.row == 299 && last.cellPosition?.column == 0)
        #expect(scrolled.cell(row: 0, column: 0) == nil, "the first row has gone")
    }

    /// A lazy table's chosen rows are counted whether built or not: AT-SPI's
    /// `NSelectedRows` and `GetSelectedRows` are the table's chosen rows
    /// (at-spi2-core's `Table` interface), which Orca reads as "2 rows selected".
    @Test func aLongTableCountsChosenRowsItHasNotBuilt() throws {
        let people = (0..<300).map { Person(id: $0, name: "Person \($0)", age: 20 + $0 % 50) }
        let chosen = Binding<Set<Int>>(get: { [3, 250, 298] }, set: { _ in })
        let host = ViewHost(Table(people, selection: chosen) {
            TableColumn("Name", value: \.name)
        }, width: 300, height: 200)
        host.step()
        let table = try #require(host.accessibilityTree.allNodes.first { $0.role == .table })
        #expect(table.cell(row: 250, column: 0) == nil, "row 250 is not built")
        #expect(table.chosenItemNumbers?() == [3, 250, 298])
        #expect(table.tableRows.filter { $0.states.contains(.selected) }.count == 1, "only row 3 is built and chosen")
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
