import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct FileImporterTests {
    private func open(_ folder: URL, types: [UTType] = [.item], multiple: Bool = false,
                      outcome: FileDialogOutcome) -> ViewHost<ImporterWindow> {
        let host = ViewHost(ImporterWindow(folder: folder, types: types, multiple: multiple, outcome: outcome),
                            width: 800, height: 600)
        host.step(frames: 20)
        return host
    }

    @Test func listsFoldersFirstThenFilesByNameAndHidesHiddenOnes() throws {
        let folder = try makeSampleFolder()
        let host = open(folder, outcome: FileDialogOutcome())
        #expect(host.texts.contains("Open File"))
        let names = host.texts.filter { ["Projects", "archive", "data.json", "notes.txt", "photo.png",
                                         "report 9.txt", "report 10.txt"].contains($0) }
        #expect(names == ["archive", "Projects", "data.json", "notes.txt", "photo.png", "report 9.txt", "report 10.txt"])
        #expect(!host.texts.contains(".hidden"))
    }

    @Test func onlyFilesOfTheAllowedTypesShow() throws {
        let folder = try makeSampleFolder()
        let host = open(folder, types: [.plainText], outcome: FileDialogOutcome())
        #expect(host.texts.contains("notes.txt"))
        #expect(host.texts.contains("Projects"), "folders always show, to browse into")
        #expect(!host.texts.contains("data.json"))
        #expect(!host.texts.contains("photo.png"))

        let images = open(folder, types: [.image], outcome: FileDialogOutcome())
        #expect(images.texts.contains("photo.png"))
        #expect(!images.texts.contains("notes.txt"))
    }

    @Test func clickingAFileAndOpenGivesItsURL() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = open(folder, outcome: outcome)
        host.click(text: "notes.txt")
        host.step()
        host.click(text: "Open")
        host.step(frames: 20)
        #expect(outcome.urls.map(\.lastPathComponent) == ["notes.txt"])
        #expect(outcome.urls.first?.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
        #expect(!host.texts.contains("Open File"), "choosing closes the dialog")
    }

    @Test func doubleClickingAFolderEntersItAndTypingAPathChoosesAFile() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = open(folder, outcome: outcome)
        host.click(text: "Projects")
        host.click(text: "Projects")
        host.step(frames: 5)
        #expect(host.texts.contains("plan.txt"))
        #expect(!host.texts.contains("notes.txt"))

        // The list has focus now: click into the location field, replace its path and press Return.
        host.click(text: folder.appendingPathComponent("Projects").standardizedFileURL.path)
        host.press(.character("a"), modifiers: .control)
        host.type(folder.appendingPathComponent("notes.txt").path)
        host.press(.enter)
        host.step(frames: 20)
        #expect(outcome.urls.map(\.lastPathComponent) == ["notes.txt"])
    }

    @Test func arrowsMoveTheSelectionReturnOpensAndAltUpGoesBack() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = open(folder, types: [.plainText], outcome: outcome)
        host.press(.down)
        host.press(.down)
        host.press(.enter)
        host.step(frames: 5)
        #expect(host.texts.contains("plan.txt"), "Down twice selects Projects, the second folder; Return enters it")

        host.press(.up, modifiers: .option)
        host.step(frames: 5)
        #expect(host.texts.contains("notes.txt"))
        host.press(.down)
        host.press(.down)
        host.press(.down)
        host.press(.enter)
        host.step(frames: 20)
        #expect(outcome.urls.map(\.lastPathComponent) == ["notes.txt"])
    }

    @Test func theListScrollsToFollowTheSelection() throws {
        let folder = try makeSampleFolder()
        for index in 1...40 {
            try Data().write(to: folder.appendingPathComponent(String(format: "item %02d.txt", index)))
        }
        let host = open(folder, types: [.plainText], outcome: FileDialogOutcome())
        #expect(host.frame(ofText: "item 30.txt") == nil)
        for _ in 0..<32 { host.press(.down) }  // two folders, then items 1 to 30
        host.step(frames: 30)
        let row = try #require(host.frame(ofText: "item 30.txt"))
        #expect(row.maxY <= 520, "the row is inside the dialog's list, which ends at y 520")
    }

    @Test func theUpButtonAndBackspaceGoToTheParentFolder() throws {
        let folder = try makeSampleFolder()
        let host = open(folder.appendingPathComponent("Projects"), outcome: FileDialogOutcome())
        #expect(host.texts.contains("plan.txt"))
        host.click(text: "plan.txt")
        host.press(.backspace)
        host.step(frames: 5)
        #expect(host.texts.contains("notes.txt"), "Backspace outside a text field goes up")
    }

    @Test func severalFilesCanBeChosenWithControlClicks() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = open(folder, multiple: true, outcome: outcome)
        host.click(text: "notes.txt")
        host.click(text: "data.json", modifiers: .control)
        host.step()
        host.click(text: "Open")
        host.step(frames: 20)
        #expect(Set(outcome.urls.map(\.lastPathComponent)) == ["notes.txt", "data.json"])
    }

    @Test(arguments: [true, false])
    func cancellingReportsUserCancelled(byEscape: Bool) throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = open(folder, outcome: outcome)
        if byEscape { host.press(.escape) } else { host.click(text: "Cancel") }
        host.step(frames: 20)
        #expect(outcome.cancelled)
        #expect(outcome.urls.isEmpty)
        #expect(!host.texts.contains("Open File"))
    }

    @Test func aRightClickOnARowOpensNoEmptyMenu() throws {
        let folder = try makeSampleFolder()
        let outcome = FileDialogOutcome()
        let host = open(folder, outcome: outcome)
        host.rightClick(text: "notes.txt")
        host.step(frames: 10)
        host.press(.escape)
        host.step(frames: 20)
        #expect(outcome.cancelled, "Escape reaches the dialog, not a menu that opened")
    }

    @Test func aMissingFolderShowsAMessage() throws {
        let folder = try makeSampleFolder().appendingPathComponent("nowhere")
        let host = open(folder, outcome: FileDialogOutcome())
        #expect(host.texts.contains { $0.contains("does not exist") })
        #expect(host.texts.contains("Open File"))
    }

    @Test func anUnreadableFolderShowsAMessage() throws {
        let folder = try makeSampleFolder()
        let locked = folder.appendingPathComponent("archive")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        // The superuser reads every folder, so there is nothing to show then.
        guard getuid() != 0 else { return }
        let host = open(locked, outcome: FileDialogOutcome())
        #expect(host.texts.contains { $0.contains("could not be read") })
    }
}
