import Foundation
import Trellis

/// What a file dialog reported, for tests to read.
@Observable final class FileDialogOutcome {
    var urls: [URL] = []
    var cancelled = false
    var failures: [String] = []

    @MainActor func record(_ result: Result<[URL], any Error>) {
        switch result {
        case .success(let chosen): urls = chosen
        case .failure(let error as CocoaError) where error.code == .userCancelled: cancelled = true
        case .failure(let error): failures.append("\(error)")
        }
    }
}

/// A window with a file importer that opens at once in `folder`.
struct ImporterWindow: View {
    let folder: URL
    var types: [UTType] = [.item]
    var multiple = false
    let outcome: FileDialogOutcome
    @State private var showing = true

    var body: some View {
        VStack {
            Button("Import") { showing = true }
            Spacer()
        }
        .frame(width: 800, height: 600)
        .fileImporter(isPresented: $showing, allowedContentTypes: types, allowsMultipleSelection: multiple) { result in
            outcome.record(result)
        }
        .fileDialogDefaultDirectory(folder)
    }
}

/// A plain-text document, as SwiftUI's examples write one.
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

/// A window with a file exporter for a note, opened at once in `folder`.
struct ExporterWindow: View {
    let folder: URL
    let outcome: FileDialogOutcome
    @State private var showing = true

    var body: some View {
        Color.clear
            .frame(width: 800, height: 600)
            .fileExporter(isPresented: $showing, document: NoteDocument(text: "Hello, disk"), contentType: .plainText,
                          defaultFilename: "Greeting") { result in
                outcome.record(result.map { [$0] })
            }
            .fileDialogDefaultDirectory(folder)
    }
}

/// A fresh folder of known files: two folders, a hidden file, and files of several types.
func makeSampleFolder(at fixed: String? = nil) throws -> URL {
    let folder = fixed.map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("trellis-files-\(UUID().uuidString)")
    try? FileManager.default.removeItem(at: folder)
    let manager = FileManager.default
    try manager.createDirectory(at: folder.appendingPathComponent("Projects"), withIntermediateDirectories: true)
    try manager.createDirectory(at: folder.appendingPathComponent("archive"), withIntermediateDirectories: true)
    let files = ["notes.txt": "remember the milk", "data.json": "{}", "photo.png": "not really a png",
                 ".hidden": "secret", "Projects/plan.txt": "step one", "report 10.txt": "ten", "report 9.txt": "nine"]
    let stamp = Date(timeIntervalSince1970: 1_709_287_200)  // 1 March 2024, noon UTC: never "today"
    for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        try manager.setAttributes([.modificationDate: stamp], ofItemAtPath: url.path)
    }
    for name in ["Projects", "archive"] {
        try manager.setAttributes([.modificationDate: stamp], ofItemAtPath: folder.appendingPathComponent(name).path)
    }
    return folder
}
