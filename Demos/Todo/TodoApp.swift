import Foundation
import Trellis

@main struct TodoApp: App {
    var body: some Scene { WindowGroup("Todo") { TodoView(store: TodoStore()) } }
}

struct TodoView: View {
    @Bindable var store: TodoStore
    @State private var draft = ""
    @State private var targetedRow: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Things to do").font(.title)
            HStack {
                TextField("What needs doing?", text: $draft).onSubmit(add)
                Button("Add", action: add).buttonStyle(.borderedProminent)
            }
            Picker("Show", selection: $store.filter) {
                ForEach(TodoFilter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            List(store.visible) { item in
                TodoRow(item: item, toggle: { store.toggle(item.id) }, delete: { store.delete(item.id) })
                    .background(targetedRow == item.id ? Color.accentColor.opacity(0.2) : Color.clear)
                    .draggable(item) {
                        // A pill with the title reads better over the rows than a see-through copy of the row.
                        Text(item.title)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .foregroundColor(.white)
                            .background(Capsule().fill(Color.accentColor))
                    }
                    .dropDestination(for: TodoItem.self) { dropped, _ in
                        guard let moved = dropped.first else { return false }
                        withAnimation(.easeOut(duration: 0.2)) { store.move(moved.id, onto: item.id) }
                        return true
                    } isTargeted: { hovering in
                        if hovering { targetedRow = item.id } else if targetedRow == item.id { targetedRow = nil }
                    }
            }
            .frame(minHeight: 200)
            // Text or files dropped from another program become new items.
            .dropDestination(for: String.self) { texts, _ in
                withAnimation(.easeOut(duration: 0.2)) { texts.forEach(store.add) }
                return true
            }
            Text("\(store.remaining) left").foregroundColor(.secondary)
        }
        .padding(20)
        .navigationTitle("Todo: \(store.remaining) left")
    }

    private func add() {
        withAnimation(.easeOut(duration: 0.2)) { store.add(draft) }
        draft = ""
    }
}

struct TodoRow: View {
    let item: TodoItem
    let toggle: @MainActor () -> Void
    let delete: @MainActor () -> Void

    var body: some View {
        HStack {
            Toggle(item.title, isOn: Binding(get: { item.isDone }, set: { _ in toggle() })).toggleStyle(.checkbox)
            Spacer()
            Button(role: .destructive, action: delete) { Image(systemName: "trash") }.buttonStyle(.plain)
                // The icon alone says nothing to a screen reader; the title says which item goes.
                .accessibilityLabel("Delete \(item.title)")
        }
    }
}
