import Trellis

/// Notes with an inspector: a `WindowGroup` whose windows open the `Window`
/// beside them through `openWindow`, a settings window (Ctrl+,) and a menu bar.
@main
struct DesktopDemo: App {
    var body: some Scene {
        WindowGroup("Notes") {
            NotesView()
        }
        .defaultSize(width: 480, height: 320)
        .commands {
            CommandMenu("Format") {
                Button("Upper Case") { Formatting.shared.upperCase.toggle() }
                    .keyboardShortcut("u")
            }
        }
        Window("Inspector", id: "inspector") {
            InspectorView()
        }
        .defaultSize(width: 280, height: 200)
        Settings {
            Toggle("Show word count", isOn: .constant(true))
                .padding(20)
        }
    }
}

/// What the Format menu changes, for every window.
@MainActor @Observable
final class Formatting {
    static let shared = Formatting()
    var upperCase = false
}

struct NotesView: View {
    @Environment(\.openWindow) private var openWindow
    @State private var title = "Shopping"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $title)
            Text(Formatting.shared.upperCase ? title.uppercased() : title)
            Button("Show Inspector") { openWindow(id: "inspector") }
        }
        .padding(20)
        .onAppear { openWindow(id: "inspector") }
    }
}

struct InspectorView: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(spacing: 12) {
            Text(phase == .active ? "Inspector (active)" : "Inspector")
            Button("Close") { dismissWindow() }
        }
        .padding(20)
    }
}
