import Trellis

/// Notes with an inspector: a `WindowGroup` whose windows open the `Window`
/// beside them through `openWindow`, a settings window (Ctrl+,) and a menu bar.
/// A note opens a text file from the desktop's file dialog (Ctrl+O) or from a
/// file dropped on it, and exports its title (Ctrl+E); the inspector has a link.
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
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var title = "Shopping"
    @State private var isImporting = false
    @State private var isExporting = false
    @State private var isDropTargeted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $title)
            Text(Formatting.shared.upperCase ? title.uppercased() : title)
            HStack {
                Button("Show Inspector") { openWindow(id: "inspector") }
                // Ctrl+O, so scripts can open the desktop's file dialog without aiming a click.
                Button("Open…") { isImporting = true }
                    .keyboardShortcut("o")
                Button("Export…") { isExporting = true }
                    .keyboardShortcut("e")
            }
            Text(colorScheme == .dark ? "Dark appearance" : "Light appearance")
            // With more contrast asked for, this line is drawn bold, as an app may answer the setting.
            Text(contrast == .increased ? "Increased contrast" : "Standard contrast")
                .fontWeight(contrast == .increased ? .bold : .regular)
            Text(isDropTargeted ? "Drop to open it" : "Drop a text file here")
                .frame(maxWidth: .infinity, minHeight: 48)
                .background(isDropTargeted ? Color.accentColor.opacity(0.25) : Color.gray.opacity(0.12))
                .onDrop(of: [.plainText], isTargeted: $isDropTargeted) { providers in
                    guard let provider = providers.first else { return false }
                    provider.loadObject(ofClass: URL.self) { url, _ in
                        guard let url else { return }
                        Task { @MainActor in
                            title = url.deletingPathExtension().lastPathComponent
                            report("dropped \(url.path)")
                        }
                    }
                    return true
                }
        }
        .padding(20)
        .onAppear { openWindow(id: "inspector") }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
            switch result {
            case .success(let url):
                title = url.deletingPathExtension().lastPathComponent
                report("opened \(url.path)")
            case .failure(let error):
                report("open failed: \(error)")
            }
        }
        .fileExporter(isPresented: $isExporting, document: NoteDocument(text: title), contentType: .plainText,
                      defaultFilename: "\(title).txt") { result in
            switch result {
            case .success(let url): report("exported \(url.path)")
            case .failure(let error): report("export failed: \(error)")
            }
        }
        .onChange(of: colorScheme) { _, scheme in report("appearance \(scheme == .dark ? "dark" : "light")") }
        .onChange(of: contrast) { _, contrast in report("contrast \(contrast == .increased ? "increased" : "standard")") }
        .onChange(of: reduceMotion) { _, reduce in report("reduce motion \(reduce ? "on" : "off")") }
        .onChange(of: isDropTargeted) { _, targeted in report("drop target \(targeted ? "on" : "off")") }
    }
}

/// A note's title as a plain text file.
struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct InspectorView: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(spacing: 12) {
            Text(phase == .active ? "Inspector (active)" : "Inspector")
            Link("Trellis on the web", destination: URL(string: "https://example.org/trellis")!)
                .keyboardShortcut("l")
            Button("Close") { dismissWindow() }
        }
        .padding(20)
    }
}

/// Writes a line to standard output at once (print's stdout is buffered
/// through a pipe), for scripts that drive the desktop's dialogs from outside.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
