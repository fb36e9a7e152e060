import Testing
import Trellis
import TrellisTesting

// Trees as SwiftUI writes them: `List(_:children:)` and `OutlineGroup`,
// opened and closed by the disclosure triangle and by Right and Left.

private struct FileItem: Identifiable {
    var id: String { name }
    let name: String
    var children: [FileItem]?
}

private let tree = [
    FileItem(name: "Documents", children: [
        FileItem(name: "Letters", children: [FileItem(name: "to-ada.txt")]),
        FileItem(name: "notes.md"),
    ]),
    FileItem(name: "Music", children: []),
    FileItem(name: "todo.txt"),
]

/// Counts the rows whose bodies ran.
@MainActor private final class RowCounter {
    var built: [String] = []
}

private struct NameRow: View {
    let counter: RowCounter
    let name: String

    var body: some View {
        counter.built.append(name)
        return Text(name)
    }
}

private struct Files: View {
    let counter: RowCounter
    @State private var selection: String?

    var body: some View {
        List(tree, children: \.children, selection: $selection) { item in
            NameRow(counter: counter, name: item.name)
        }
    }
}

private struct Grouped: View {
    var body: some View {
        List {
            OutlineGroup(tree, children: \.children) { item in
                Text(item.name)
            }
        }
    }
}

@MainActor @Suite struct OutlineTests {
    @Test func aTreeOpensAndClosesByItsTriangles() throws {
        let counter = RowCounter()
        let host = ViewHost(Files(counter: counter), width: 400, height: 300)
        host.step()
        #expect(host.texts == ["Documents", "Music", "todo.txt"])
        #expect(Set(counter.built) == ["Documents", "Music", "todo.txt"])
        let documents = try #require(host.frame(ofText: "Documents"))
        // The triangle sits just before the name.
        host.click(x: documents.x - 10, y: documents.y + documents.height / 2)
        host.step()
        #expect(host.texts == ["Documents", "Letters", "notes.md", "Music", "todo.txt"])
        #expect(!counter.built.contains("to-ada.txt"))
        let letters = try #require(host.frame(ofText: "Letters"))
        #expect(letters.x > documents.x + 10)
        host.click(x: documents.x - 10, y: documents.y + documents.height / 2)
        host.step()
        #expect(host.texts == ["Documents", "Music", "todo.txt"])
    }

    @Test func rightAndLeftOpenAndCloseTheSelectedRow() {
        let host = ViewHost(Files(counter: RowCounter()), width: 400, height: 300)
        host.step()
        host.click(text: "Documents")
        host.press(.right)
        host.step()
        #expect(host.texts.contains("Letters"))
        host.press(.down)
        host.press(.right)
        host.step()
        #expect(host.texts.contains("to-ada.txt"))
        host.press(.left)
        host.step()
        #expect(!host.texts.contains("to-ada.txt"))
        #expect(host.texts.contains("Letters"))
    }

    @Test func outlineGroupInsideAListOpensToo() throws {
        let host = ViewHost(Grouped(), width: 400, height: 300)
        host.step()
        #expect(host.texts == ["Documents", "Music", "todo.txt"])
        let documents = try #require(host.frame(ofText: "Documents"))
        host.click(x: documents.x - 10, y: documents.y + documents.height / 2)
        host.step()
        #expect(host.texts == ["Documents", "Letters", "notes.md", "Music", "todo.txt"])
    }
}
