@_spi(TrellisExtension) import TrellisCore

import Foundation
import Observation

/// What the in-window file browser is showing and what its keys and buttons
/// do: the folder, its entries, the selection, and how a choice ends.
///
/// It outlives one presentation (the file dialog modifiers keep it in
/// `@State`), so a dialog opened again starts in the folder it was left in.
@MainActor @Observable
final class FileBrowserModel {
    /// Whether the browser chooses files to open or a place to save one.
    enum Purpose: Equatable {
        case open(multiple: Bool)
        case save(contentType: UTType)
    }

    /// What has keyboard focus in the dialog, which decides who gets Return and Backspace.
    enum Focus {
        case textField, otherControl, nothing
    }

    private(set) var folder: URL = FolderListing.home
    /// The path field; Return takes the browser to what it names.
    var pathText = ""
    /// The name field of a save dialog.
    var fileName = ""
    private(set) var entries: [FolderEntry] = []
    /// Names of the selected entries.
    var selection: Set<String> = [] {
        didSet {
            guard case .save = purpose, selection.count == 1, let name = selection.first,
                  let entry = entries.first(where: { $0.name == name }), !entry.isFolder else { return }
            fileName = name
        }
    }
    /// A problem to show: a folder that cannot be read, a file that would be replaced.
    private(set) var message: String?

    /// Whether the desktop's dialog is showing in place of this browser.
    var showsNative = false
    /// The desktop could not show a dialog once, so the browser shows from then on.
    @ObservationIgnored var nativeUnavailable = false
    /// Whether a presentation is under way; reading it must not rebuild views.
    @ObservationIgnored var isOpen = false
    @ObservationIgnored private(set) var purpose: Purpose = .open(multiple: false)
    @ObservationIgnored private(set) var allowed: [UTType] = []
    /// Ends the dialog with the chosen files or the place to save; returns a
    /// message when that failed, and the dialog stays.
    @ObservationIgnored var finish: @MainActor ([URL]) -> String? = { _ in nil }
    /// Ends the dialog without a choice.
    @ObservationIgnored var cancelled: @MainActor () -> Void = {}
    /// The name a save was asked for while a file of that name exists; saving it again replaces it.
    @ObservationIgnored private var replacing: String?

    /// Starts a presentation in `start`, or where the last one was left.
    func begin(_ purpose: Purpose, allowed: [UTType], start: URL?, defaultFilename: String?) {
        isOpen = true
        self.purpose = purpose
        self.allowed = allowed
        replacing = nil
        fileName = defaultFilename ?? ""
        go(to: start ?? folder)
    }

    var isSaving: Bool {
        if case .save = purpose { true } else { false }
    }

    var allowsMultipleSelection: Bool { purpose == .open(multiple: true) }

    /// Whether a folder itself can be the answer (`allowedContentTypes: [.folder]`).
    var choosesFolders: Bool { allowed.contains { UTType.folder.conforms(to: $0) && $0 != .item } }

    var canGoUp: Bool { folder.path != "/" }

    /// Whether Open or Save would do something now.
    var canConfirm: Bool {
        if isSaving { return !fileName.trimmingCharacters(in: .whitespaces).isEmpty }
        return !selection.isEmpty || choosesFolders
    }

    // MARK: Moving around

    func go(to url: URL) {
        folder = url.standardizedFileURL
        pathText = folder.path
        selection = []
        replacing = nil
        switch FolderListing.read(folder, allowing: isSaving ? [] : allowed) {
        case .success(let found):
            entries = found
            message = nil
        case .failure(let problem):
            entries = []
            message = problem.message
        }
    }

    func goUp() {
        guard canGoUp else { return }
        go(to: folder.deletingLastPathComponent())
    }

    /// Return in the path field: unchanged, it opens the selection; else it goes to the path typed.
    func submitPath() {
        let typed = pathText.trimmingCharacters(in: .whitespaces)
        if typed == folder.path || typed.isEmpty {
            if !selection.isEmpty { activate(selection) }
            return
        }
        let url = resolve(typed)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        if exists && isFolder.boolValue {
            go(to: url)
        } else if exists && !isSaving && FolderListing.accepts(name: url.lastPathComponent, allowed) {
            end(with: [url])
        } else if isSaving, FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) {
            go(to: url.deletingLastPathComponent())
            fileName = url.lastPathComponent
            confirm()
        } else {
            message = "No file or folder is called “\(typed)”."
        }
    }

    /// `~`, absolute, or relative to the folder shown.
    private func resolve(_ typed: String) -> URL {
        if typed == "~" || typed.hasPrefix("~/") {
            return FolderListing.home.appendingPathComponent(String(typed.dropFirst(2)))
        }
        if typed.hasPrefix("/") { return URL(fileURLWithPath: typed) }
        return folder.appendingPathComponent(typed)
    }

    // MARK: Choosing

    /// Double-click or Return on rows: one folder is entered, files are chosen.
    func activate(_ names: Set<String>) {
        let chosen = entries.filter { names.contains($0.name) }
        if chosen.count == 1, let only = chosen.first, only.isFolder {
            go(to: only.url)
        } else if isSaving {
            confirm()
        } else {
            let files = chosen.filter { !$0.isFolder }
            if !files.isEmpty { end(with: files.map(\.url)) }
        }
    }

    /// The Open or Save button.
    func confirm() {
        if isSaving {
            save()
            return
        }
        let chosen = entries.filter { selection.contains($0.name) }
        if chosen.isEmpty, choosesFolders {
            end(with: [folder])
        } else if choosesFolders {
            end(with: chosen.map(\.url))
        } else {
            activate(selection)
        }
    }

    private func save() {
        var name = fileName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        if case .save(let type) = purpose, (name as NSString).pathExtension.isEmpty,
           let preferred = type.preferredFilenameExtension {
            name += "." + preferred
        }
        let destination = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                go(to: destination)
                return
            }
            if replacing != name {
                replacing = name
                message = "A file named “\(name)” already exists. Save again to replace it."
                return
            }
        }
        end(with: [destination])
    }

    private func end(with urls: [URL]) {
        if let problem = finish(urls) {
            message = problem
            return
        }
        isOpen = false
    }

    func cancel() {
        guard isOpen else { return }
        isOpen = false
        showsNative = false
        cancelled()
    }

    // MARK: Keys

    /// Keys the dialog takes before the focused control; false leaves the key to it.
    func handle(_ key: Key, _ modifiers: KeyModifiers, focus: Focus) -> Bool {
        switch key {
        case .escape:
            cancel()
            return true
        case .up where modifiers.contains(.option):
            goUp()
            return true
        case .up, .down:
            guard focus != .otherControl else { return false }
            moveSelection(by: key == .up ? -1 : 1)
            return true
        case .backspace where focus != .textField:
            goUp()
            return true
        case .enter where focus == .nothing:
            confirm()
            return true
        default:
            return false
        }
    }

    /// Selects the entry `step` rows from the selected one, or the first or last.
    func moveSelection(by step: Int) {
        guard !entries.isEmpty else { return }
        let current = entries.lastIndex { selection.contains($0.name) }
        let next = current.map { min(max($0 + step, 0), entries.count - 1) } ?? (step > 0 ? 0 : entries.count - 1)
        selection = [entries[next].name]
    }
}
