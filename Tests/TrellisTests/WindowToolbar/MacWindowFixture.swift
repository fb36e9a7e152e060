import Foundation
import Testing
import Trellis
import TrellisTesting

/// A usual macOS app's window, written as a Mac app writes it: a split view
/// with a sidebar list, a detail pane, a title, a toolbar of icon buttons and a
/// default picker, and a search field, each modifier where apps put it.
struct MacNotesWindow: View {
    @State private var selection: String? = "Ideas"
    @State private var query = ""
    @State private var sort = 0
    var log: ((String) -> Void)?
    private let folders = ["Ideas", "Recipes", "Travel"]

    var body: some View {
        NavigationSplitView {
            List(folders, id: \.self, selection: $selection) { folder in
                Text(folder)
            }
            .navigationTitle("Folders")
        } detail: {
            NavigationStack {
                VStack(alignment: .leading, spacing: 8) {
                    Text(selection ?? "No folder").font(.title)
                    Text("Notes matching “\(query)”").foregroundColor(.secondary)
                }
                .padding(16)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .navigationTitle(selection ?? "Notes")
                .toolbar {
                    ToolbarItem {
                        Picker("Sort", selection: $sort) {
                            Text("By Date").tag(0)
                            Text("By Title").tag(1)
                        }
                    }
                    ToolbarItemGroup {
                        Button { log?("new") } label: { Label("New Note", systemImage: "square.and.pencil") }
                        Button { log?("delete") } label: { Label("Delete", systemImage: "trash") }
                    }
                }
            }
        }
        .searchable(text: $query, prompt: "Search")
    }
}

/// Screenshots for docs/look: run with `TRELLIS_LOOK_DIR=docs/look` to write them.
@MainActor
@Suite struct MacWindowScreenshots {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_LOOK_DIR"] != nil))
    func writesTheWindowForTheLookFolder() throws {
        let folder = ProcessInfo.processInfo.environment["TRELLIS_LOOK_DIR"] ?? "."
        let name = ProcessInfo.processInfo.environment["TRELLIS_LOOK_NAME"] ?? "toolbar-after"
        let host = ViewHost(MacNotesWindow(), width: 760, height: 360)
        host.step(frames: 2)
        try host.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }
}

@MainActor
@Suite struct MacWindowGoldenTests {
    // A Mac window: the split view's sidebar list and detail under one unified toolbar with the
    // title leading, icon buttons and a pop-up picker trailing, and the search field at the end.
    @Test(arguments: [ColorScheme.light, .dark])
    func aSplitViewUnderOneUnifiedToolbar(scheme: ColorScheme) {
        let host = ViewHost(MacNotesWindow().preferredColorScheme(scheme), width: 760, height: 360)
        host.step(frames: 2)
        #expect(host.texts.contains("By Date"), "the picker shows its selection")
        #expect(!host.texts.contains("New Note"), "the toolbar's labels show their icons only")
        expectMatchesGolden(host, named: "mac-window-\(scheme)")
    }
}
