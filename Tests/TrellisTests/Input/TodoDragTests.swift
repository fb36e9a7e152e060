import Foundation
import Testing
import Trellis
import TrellisTesting
@testable import Todo

@MainActor
@Suite struct TodoDragTests {
    @Test func draggingATodoRowOntoAnotherMovesIt() {
        let store = TodoStore()
        store.add("Buy bread")
        let host = ViewHost(TodoView(store: store), width: 480, height: 420)
        let water = host.frame(ofText: "Water the plants")!, bread = host.frame(ofText: "Buy bread")!
        host.drag(from: Point(x: water.midX, y: water.midY), to: Point(x: bread.midX, y: bread.midY), steps: 4)
        host.step(frames: 20)
        #expect(store.items.map(\.title) == ["Write the report", "Buy bread", "Water the plants"])
        // Nothing was toggled by the press that started the drag.
        #expect(store.items.allSatisfy { !$0.isDone })
    }

    @Test func filesDroppedOnTheListBecomeItems() {
        let store = TodoStore()
        let host = ViewHost(TodoView(store: store), width: 480, height: 420)
        let water = host.frame(ofText: "Water the plants")!
        let notes = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-notes-\(UUID()).txt")
        _ = FileManager.default.createFile(atPath: notes.path, contents: Data("notes".utf8))
        defer { try? FileManager.default.removeItem(at: notes) }
        host.dropFiles([notes], at: Point(x: water.midX, y: water.midY))
        host.dropText("Call the plumber", at: Point(x: water.midX, y: water.midY + 60))
        host.step(frames: 20)
        #expect(store.items.map(\.title) == ["Water the plants", "Write the report", notes.path, "Call the plumber"])
    }
}
