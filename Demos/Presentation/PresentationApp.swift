import Trellis

/// Sheets, alerts, dialogs, popovers, menus and tooltips, to try by hand.
@main struct PresentationApp: App {
    var body: some Scene { WindowGroup("Presentation") { PresentationDemo() } }
}

struct PresentationDemo: View {
    @State private var status = "Nothing chosen yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Presentations").font(.title)
            ModalSamples(status: $status)
            MenuSamples(status: $status)
            ContextSample(status: $status)
            Spacer()
            Text(status).foregroundColor(.secondary)
        }
        .padding(24)
        .frame(minWidth: 640, minHeight: 480, alignment: .topLeading)
    }
}
