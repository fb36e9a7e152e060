import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct FileExporterTests {
    @Test func saveWritesTheDocumentWithTheTypesExtension() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = ViewHost(ExporterWindow(folder: folder, outcome: outcome), width: 800, height: 600)
        host.step(frames: 20)
        #expect(host.texts.contains("Save File"))
        host.click(text: "Save")
        host.step(frames: 20)
        let written = folder.appendingPathComponent("Greeting.txt")
        #expect(outcome.urls.map(\.path) == [written.path])
        #expect(try String(contentsOf: written, encoding: .utf8) == "Hello, disk")
        #expect(!host.texts.contains("Save File"))
    }

    @Test func aNameTypedIntoAFolderEnteredByDoubleClickSavesThereOnReturn() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = ViewHost(ExporterWindow(folder: folder, outcome: outcome), width: 800, height: 600)
        host.step(frames: 20)
        host.click(text: "Projects")
        host.click(text: "Projects")
        host.step(frames: 5)
        host.click(text: "Greeting")
        host.press(.character("a"), modifiers: .control)
        host.type("Letter.md")
        host.press(.enter)
        host.step(frames: 20)
        let written = folder.appendingPathComponent("Projects/Letter.md")
        #expect(outcome.urls.map(\.lastPathComponent) == ["Letter.md"], "a name with an extension keeps it")
        #expect(try String(contentsOf: written, encoding: .utf8) == "Hello, disk")
    }

    @Test func savingOverAFileAsksFirst() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = ViewHost(ExporterWindow(folder: folder, outcome: outcome), width: 800, height: 600)
        host.step(frames: 20)
        host.click(text: "notes.txt")
        host.step()
        host.click(text: "Save")
        host.step(frames: 5)
        #expect(host.texts.contains { $0.contains("already exists") })
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "remember the milk")
        host.click(text: "Save")
        host.step(frames: 20)
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "Hello, disk")
        #expect(outcome.urls.map(\.lastPathComponent) == ["notes.txt"])
    }

    @Test func typesAreFoundByExtensionAndConformUpwards() {
        #expect(UTType(filenameExtension: "TXT") == .plainText)
        #expect(UTType.plainText.conforms(to: .text))
        #expect(UTType.json.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType(filenameExtension: "xyz")?.conforms(to: .data) == true)
        #expect(UTType.folder.conforms(to: .item))
    }
}
