import Foundation
import Trellis

@main struct TodoApp: App {
    var body: some Scene { WindowGroup("Todo") { TodoView(store: TodoStore()) } }
}

struct TodoView: View {
    @Bindable var store: TodoStore
    @State private var draft = ""

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
            }
            .frame(minHeight: 200)
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
        }
    }
}
