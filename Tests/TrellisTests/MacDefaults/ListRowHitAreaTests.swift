import Testing
import Trellis
import TrellisTesting

/// A Mac list of short names, each row with a context menu, a double-click
/// action and a drag, as a sidebar of documents has; and a place to drop on.
private struct Documents: View {
    @State private var selection: String?
    @State private var opened = "none"
    @State private var dropped = "none"
    let names = ["Ann", "Bo", "Cy"]

    var body: some View {
        VStack {
            List(names, id: \.self, selection: $selection) { name in
                Text(name)
                    .onTapGesture(count: 2) { opened = name }
                    .contextMenu { Button("Rename \(name)") {} }
                    .draggable(name)
            }
            .frame(width: 300, height: 150)
            Text("Selected \(selection ?? "none")")
            Text("Opened \(opened)")
            Text("Drop here")
                .frame(width: 300, height: 60)
                .dropDestination(for: String.self) { items, _ in
                    dropped = items.joined()
                    return true
                }
            Text("Dropped \(dropped)")
        }
        .frame(width: 320, height: 400, alignment: .top)
    }
}

/// People in a table whose name cells have a context menu.
private struct CallRoster: View {
    struct Person: Identifiable {
        let id: Int
        let name: String
    }
    @State private var selection: Set<Int> = []
    let people = [Person(id: 1, name: "Al"), Person(id: 2, name: "Bea")]

    var body: some View {
        Table(people, selection: $selection) {
            TableColumn("Name") { person in
                Text(person.name).contextMenu { Button("Call \(person.name)") {} }
            }
            TableColumn("Number") { person in Text("\(person.id)") }
        }
        .frame(width: 400, height: 200)
    }
}

/// A point in `text`'s row, well right of the text, where nothing is drawn.
@MainActor
private func emptySpace(rightOf text: String, in host: ViewHost<some View>) throws -> Point {
    let frame = try #require(host.frame(ofText: text))
    return Point(x: frame.maxX + 120, y: frame.midY)
}

/// A list or table row is one hit area across its width, as an `NSTableRowView` is on a Mac.
@MainActor
@Suite struct ListRowHitAreaTests {
    // Apple, contextMenu(menuItems:) on rows in a List: the menu applies to the entire row (ViewBoundContextMenu's README documents this macOS behaviour).
    @Test func aRightClickRightOfAShortRowTextOpensTheRowsMenu() throws {
        let host = ViewHost(Documents(), width: 320, height: 400)
        let space = try emptySpace(rightOf: "Bo", in: host)
        host.rightClick(x: space.x, y: space.y)
        host.step(frames: 5)
        #expect(host.texts.contains("Rename Bo"), "\(host.texts)")
    }

    // Apple, List(_:selection:): on macOS a click on a row selects it; a double-click gesture on the row does not take that away.
    @Test func aRowWithADoubleClickGestureStillSelectsOnOneClick() throws {
        let host = ViewHost(Documents(), width: 320, height: 400)
        host.click(text: "Cy")
        #expect(host.texts.contains("Selected Cy"), "\(host.texts)")
        #expect(host.texts.contains("Opened none"))
        let space = try emptySpace(rightOf: "Ann", in: host)
        host.click(x: space.x, y: space.y)
        #expect(host.texts.contains("Selected Ann"), "\(host.texts)")
    }

    // Apple, onTapGesture(count:): runs the action after `count` taps; in a Mac list row the row is what is clicked.
    @Test func aDoubleClickRightOfTheTextRunsTheRowsDoubleClickAction() throws {
        let host = ViewHost(Documents(), width: 320, height: 400)
        let space = try emptySpace(rightOf: "Bo", in: host)
        host.click(x: space.x, y: space.y)
        host.click(x: space.x, y: space.y)
        #expect(host.texts.contains("Opened Bo"), "\(host.texts)")
        #expect(host.texts.contains("Selected Bo"), "\(host.texts)")
    }

    // Apple, draggable(_:): "Activates this view as the source of a drag"; a Mac list row drags from anywhere in it.
    @Test func aDragFromTheEmptyPartOfARowCarriesTheRow() throws {
        let host = ViewHost(Documents(), width: 320, height: 400)
        let space = try emptySpace(rightOf: "Ann", in: host)
        let target = try #require(host.frame(ofText: "Drop here"))
        host.drag(from: space, to: Point(x: target.midX, y: target.midY), steps: 4)
        host.step(frames: 5)
        #expect(host.texts.contains("Dropped Ann"), "\(host.texts)")
    }

    // Apple, TableRowContent.contextMenu(menuItems:): "Adds a context menu to a table row."
    @Test func aRightClickInATableCellsEmptySpaceOpensItsMenu() throws {
        let host = ViewHost(CallRoster(), width: 400, height: 200)
        let name = try #require(host.frame(ofText: "Bea"))
        host.rightClick(x: name.maxX + 40, y: name.midY)
        host.step(frames: 5)
        #expect(host.texts.contains("Call Bea"), "\(host.texts)")
    }
}
