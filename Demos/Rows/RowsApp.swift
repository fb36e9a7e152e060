import RowsTable
import Trellis

/// FrameBench's `rows` scenario as a window you can click: the same store and views.
@main struct RowsApp: App {
    /// Starts with 1,000 rows so the window shows the table straight away.
    @State private var store: RowsStore = {
        let store = RowsStore(seed: 1)
        store.create(1_000)
        return store
    }()

    var body: some Scene {
        WindowGroup("Rows") { RowsView(store: store) }
            .defaultSize(width: 1280, height: 800)
    }
}
