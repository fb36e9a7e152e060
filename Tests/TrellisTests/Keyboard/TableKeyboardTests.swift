import Testing
import Trellis
import TrellisTesting

private struct Job: Identifiable {
    let id: Int
    var name: String
}

private struct Jobs: View {
    @State private var selected = Set<Job.ID>()
    var body: some View {
        VStack(spacing: 0) {
            Button("Before") {}
            Table([Job(id: 1, name: "build"), Job(id: 2, name: "test"), Job(id: 3, name: "ship")], selection: $selected) {
                TableColumn("Name", value: \.name)
                TableColumn("ID") { Text("#\($0.id)") }
            }
            Text("Selected: " + selected.sorted().map(String.init).joined(separator: ","))
        }
    }
}

private struct Node: Identifiable {
    var id: String { name }
    let name: String
    var children: [Node]?
}

private struct Tree: View {
    @State private var selection: String?
    var body: some View {
        VStack(spacing: 0) {
            Button("Before") {}
            List([Node(name: "Photos", children: [Node(name: "Paris.jpg")]), Node(name: "Notes")],
                 children: \.children, selection: $selection) { Text($0.name) }
            Text("On \(selection ?? "nothing")")
        }
    }
}

/// Tables and outlines from the keyboard alone, as NSTableView and
/// NSOutlineView: Tab reaches the table once, Up and Down move the selection
/// (Shift extends it), and in an outline Right opens a row and Left closes it
/// (Apple's Accessibility Programming Guide: arrows move between values within a control).
@MainActor @Suite struct TableKeyboardTests {
    @Test func tabReachesATableWithARingAndTheArrowsSelect() throws {
        let host = ViewHost(Jobs(), width: 500, height: 300)
        host.press(.tab)
        host.press(.tab)
        let ring = host.displayList.graphics.contains {
            if case .border(let color, _) = $0.content { return color.b == 255 && color.r == 0 && $0.frame.width > 400 }
            return false
        }
        #expect(ring, "the table shows a ring round its first row, as wide as the table")
        host.press(.down)
        #expect(host.texts.contains("Selected: 1"), "\(host.texts)")
        host.press(.down)
        host.press(.down, modifiers: .shift)
        #expect(host.texts.contains("Selected: 2,3"), "\(host.texts)")
        host.press(.up)
        #expect(host.texts.contains("Selected: 2"), "\(host.texts)")
        let test = try #require(host.frame(ofText: "test"))
        let moved = host.displayList.graphics.contains {
            if case .border(let color, _) = $0.content {
                return color.b == 255 && color.r == 0 && $0.frame.minY <= test.minY && $0.frame.maxY >= test.maxY
            }
            return false
        }
        #expect(moved, "the ring follows the keyboard's row")
    }

    @Test func anOutlineOpensWithRightAndClosesWithLeft() {
        let host = ViewHost(Tree(), width: 400, height: 300)
        host.press(.tab)
        host.press(.tab)
        host.press(.down)
        #expect(host.texts.contains("On Photos"))
        host.press(.right)
        host.step()
        #expect(host.texts.contains("Paris.jpg"), "Right opened Photos: \(host.texts)")
        host.press(.down)
        #expect(host.texts.contains("On Paris.jpg"))
        host.press(.up)
        host.press(.left)
        host.step()
        #expect(!host.texts.contains("Paris.jpg"), "Left closed it")
    }
}
