import Trellis

/// The table's rows and sort order, outside the view so the scenario can put
/// them back between runs.
@MainActor @Observable
final class ProcessTableModel {
    var rows: [ProcessRow]
    var sortOrder = [KeyPathComparator(\ProcessRow.pid)]
    var selection: Set<ProcessRow.ID> = []

    init(rows: [ProcessRow]) {
        self.rows = rows
    }
}

/// 100,000 processes in a sortable, selectable `Table`, written as a SwiftUI
/// app would: the header click changes `sortOrder`, and `onChange` sorts.
struct TableBenchView: View {
    @Bindable var model: ProcessTableModel

    var body: some View {
        Table(model.rows, selection: $model.selection, sortOrder: $model.sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("PID", value: \.pid) { Text($0.pidText) }
                .width(90)
            TableColumn("% CPU", value: \.cpu) { Text($0.cpuText) }
                .width(90)
            TableColumn("Memory", value: \.memory) { Text($0.memoryText) }
                .width(110)
        }
        .onChange(of: model.sortOrder) { _, order in model.rows.sort(using: order) }
    }
}
