import Foundation
import Testing
import Trellis
@_spi(TrellisExtension) import TrellisCore
import TrellisTesting

/// A desktop dialog that answers at once with what it was told to.
@MainActor
private final class ScriptedChooser: FileChoosing {
    let answer: FileChooserOutcome
    private(set) var requests: [FileChooserRequest] = []

    init(answer: FileChooserOutcome) {
        self.answer = answer
    }

    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserOutcome) -> Void) {
        requests.append(request)
        completion(answer)
    }
}

/// A window whose importer is handed to `chooser`, as a window with a portal has it.
private struct NativeImporterWindow: View {
    let folder: URL
    let chooser: ScriptedChooser
    let outcome: FileDialogOutcome
    @State private var showing = true

    var body: some View {
        Color.clear
            .frame(width: 800, height: 600)
            .fileImporter(isPresented: $showing, allowedContentTypes: [.plainText], allowsMultipleSelection: true) { result in
                outcome.record(result)
            }
            .fileDialogDefaultDirectory(folder)
            .environment(\.fileChooser, chooser)
    }
}

@MainActor
@Suite struct NativeFileChooserTests {
    @Test func theDesktopsDialogAnswersInsteadOfTheBrowser() throws {
        let folder = try makeSampleFolder()
        let chosen = folder.appendingPathComponent("notes.txt")
        let chooser = ScriptedChooser(answer: .chosen([chosen]))
        let outcome = FileDialogOutcome()
        let host = ViewHost(NativeImporterWindow(folder: folder, chooser: chooser, outcome: outcome), width: 800, height: 600)
        host.step(frames: 20)
        #expect(outcome.urls == [chosen])
        #expect(!host.texts.contains("Open File"))
        #expect(chooser.requests.first?.purpose == .open(multiple: true))
        #expect(chooser.requests.first?.allowedContentTypes == [.plainText])
        #expect(chooser.requests.first?.folder == folder)
    }

    @Test func withoutADesktopDialogTheBrowserShows() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = ViewHost(NativeImporterWindow(folder: folder, chooser: ScriptedChooser(answer: .unavailable),
                                                 outcome: outcome), width: 800, height: 600)
        host.step(frames: 20)
        #expect(host.texts.contains("Open File"))
        #expect(host.texts.contains("notes.txt"))
        #expect(outcome.urls.isEmpty && !outcome.cancelled)
    }

    @Test func cancellingTheDesktopsDialogReportsUserCancelled() throws {
        let outcome = FileDialogOutcome()
        let host = ViewHost(NativeImporterWindow(folder: try makeSampleFolder(), chooser: ScriptedChooser(answer: .cancelled),
                                                 outcome: outcome), width: 800, height: 600)
        host.step(frames: 20)
        #expect(outcome.cancelled)
        #expect(!host.texts.contains("Open File"))
    }
}
