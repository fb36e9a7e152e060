import Trellis

/// A sheet, an alert, a confirmation dialog and a popover.
struct ModalSamples: View {
    @Binding var status: String
    @State private var editing = false
    @State private var deleting = false
    @State private var discarding = false
    @State private var showingInfo = false
    @State private var name = "Quarterly report"

    var body: some View {
        HStack(spacing: 12) {
            Button("Rename…") { editing = true }
                .help("Opens a sheet; Escape or Cancel closes it")
                .sheet(isPresented: $editing, onDismiss: { status = "The sheet closed; the name is \(name)" }) {
                    RenameSheet(name: $name)
                }
            Button("Delete…") { deleting = true }
                .help("Asks first, in an alert")
                .alert("Delete “\(name)”?", isPresented: $deleting) {
                    Button("Delete", role: .destructive) { status = "Deleted \(name)" }
                    Button("Cancel", role: .cancel) { status = "Kept \(name)" }
                } message: {
                    Text("This cannot be undone.")
                }
            Button("Close Draft…") { discarding = true }
                .confirmationDialog("Discard changes?", isPresented: $discarding, titleVisibility: .visible) {
                    Button("Discard", role: .destructive) { status = "Discarded the draft" }
                    Button("Save") { status = "Saved the draft" }
                    Button("Keep Editing", role: .cancel) {}
                } message: {
                    Text("You have unsaved changes.")
                }
            Button("Info") { showingInfo = true }
                .popover(isPresented: $showingInfo) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Quarterly report").font(.headline)
                        Text("12 pages, edited today")
                        Button("Close") { showingInfo = false }
                    }
                    .padding(14)
                }
        }
    }
}

/// The sheet: a text field, a switch that locks it open, and its own buttons.
struct RenameSheet: View {
    @Binding var name: String
    @State private var draft = ""
    @State private var locked = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 14) {
            Text("Rename document").font(.headline)
            TextField("Name", text: $draft).frame(width: 240)
            Toggle("Only the buttons close this sheet", isOn: $locked)
            HStack {
                Button("Cancel") { dismiss() }.keyboardShortcut(.cancelAction)
                Button("Rename") {
                    name = draft
                    dismiss()
                }
                .keyboardShortcut(.defaultAction)
                .buttonStyle(.borderedProminent)
            }
        }
        .padding(24)
        .interactiveDismissDisabled(locked)
        .onAppear { draft = name }
    }
}
