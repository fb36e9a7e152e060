@_spi(TrellisExtension) import TrellisCore

import Foundation

/// The in-window file chooser, laid out as GTK 4's: a header bar with Cancel,
/// the title and the default button; places on the left; the path and the
/// folder's contents on the right; a name field above them when saving.
struct FileBrowserView: View {
    let model: FileBrowserModel
    let title: String
    let confirmTitle: String
    @FocusState private var fieldFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            header
            Divider()
            if model.isSaving { nameRow }
            HStack(spacing: 0) {
                FilePlacesSidebar(model: model)
                    .frame(width: 150)
                Divider()
                VStack(spacing: 0) {
                    pathBar
                    Divider()
                    FileListing(model: model)
                }
            }
        }
        .frame(width: 680, height: 440)
        .interactiveDismissDisabled()
        // GTK puts the caret in the name or location field, so typing goes there first.
        .onAppear { fieldFocused = true }
    }

    private var header: some View {
        HStack {
            Button("Cancel") { model.cancel() }
            Spacer()
            Text(title).fontWeight(.bold)
            Spacer()
            Button(confirmTitle) { model.confirm() }
                .buttonStyle(.borderedProminent)
                .disabled(!model.canConfirm)
        }
        .padding(.horizontal, 10)
        .frame(height: 46)
        .background(Color.barBackground)
    }

    private var nameRow: some View {
        HStack(spacing: 8) {
            Text("Name")
            TextField("File name", text: Binding(get: { model.fileName }, set: { model.fileName = $0 }))
                .focused($fieldFocused)
                .onSubmit { model.confirm() }
                .frame(width: 300)
        }
        .padding(10)
    }

    private var pathBar: some View {
        HStack(spacing: 6) {
            Button { model.goUp() } label: { Image(systemName: "arrow.up") }
                .buttonStyle(.borderless)
                .disabled(!model.canGoUp)
                .help("Parent folder")
            if model.isSaving {
                locationField
            } else {
                locationField.focused($fieldFocused)
            }
        }
        .padding(8)
    }

    private var locationField: some View {
        TextField("Location", text: Binding(get: { model.pathText }, set: { model.pathText = $0 }))
            .onSubmit { model.submitPath() }
    }
}

/// The places a GTK chooser lists on its left: home, the usual folders under
/// it that exist, and the root of the file system.
struct FilePlacesSidebar: View {
    let model: FileBrowserModel

    /// Read each time the sidebar is built: cheap, and a folder made meanwhile shows up.
    private var places: [(name: String, symbol: String, url: URL)] {
        let home = FolderListing.home
        var found: [(String, String, URL)] = [("Home", "house", home)]
        for name in ["Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"] {
            let url = home.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { found.append((name, "folder", url)) }
        }
        found.append(("Computer", "folder", URL(fileURLWithPath: "/")))
        return found
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(places, id: \.name) { place in
                Button { model.go(to: place.url) } label: {
                    HStack(spacing: 8) {
                        Image(systemName: place.symbol)
                        Text(place.name)
                        Spacer()
                    }
                    .padding(.horizontal, 8)
                    .frame(height: 28)
                    .background(RoundedRectangle(cornerRadius: 6)
                        .fill(model.folder.path == place.url.standardizedFileURL.path ? Color.primary.opacity(0.1) : Color.clear))
                }
                .buttonStyle(.plain)
            }
            Spacer()
        }
        .padding(6)
        .frame(maxHeight: .infinity)
        .background(Color.barBackground)
    }
}
