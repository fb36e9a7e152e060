import Observation
import Trellis

/// One thing to do.
/// Transferable so a row can be dragged onto another to move it.
struct TodoItem: Identifiable, Equatable, Transferable {
    let id: Int
    var title: String
    var isDone = false
}

/// Which items the list shows.
enum TodoFilter: String, CaseIterable, Hashable {
    case all = "All"
    case active = "Active"
    case done = "Done"
}

/// The app's model: the items, the filter, and the edits a person makes.
@Observable final class TodoStore {
    var items: [TodoItem] = [TodoItem(id: 1, title: "Water the plants"), TodoItem(id: 2, title: "Write the report")]
    var filter = TodoFilter.all
    private var nextID = 3

    var visible: [TodoItem] {
        switch filter {
        case .all: items
        case .active: items.filter { !$0.isDone }
        case .done: items.filter(\.isDone)
        }
    }

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: trimmed))
        nextID += 1
    }

    func toggle(_ id: Int) {
        if let index = items.firstIndex(where: { $0.id == id }) { items[index].isDone.toggle() }
    }

    /// Puts the item `id` where `target` is, moving the items between up or down by one.
    func move(_ id: Int, onto target: Int) {
        guard id != target, let from = items.firstIndex(where: { $0.id == id }),
              let to = items.firstIndex(where: { $0.id == target }) else { return }
        items.insert(items.remove(at: from), at: to)
    }

    func delete(_ id: Int) {
        items.removeAll { $0.id == id }
    }
}
