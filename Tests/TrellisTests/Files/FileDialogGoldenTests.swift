import Foundation
import Testing
import Trellis
@_spi(TrellisExtension) import TrellisCore
import TrellisTesting

/// The browser drawn over a fixed folder, with a fixed home so the places
/// on the left are the same on every machine.
@MainActor
@Suite struct FileDialogGoldenTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func theOpenDialogMatchesItsGoldenImage(scheme: ColorScheme) throws {
        let folder = try makeSampleFolder(at: "/tmp/trellis-file-dialog-golden")
        // The places on the left show this home, for this test alone.
        try FolderListing.$homeOverride.withValue(folder) {
            let host = ViewHost(ImporterWindow(folder: folder, outcome: FileDialogOutcome()).preferredColorScheme(scheme),
                                width: 800, height: 600)
            host.step(frames: 20)
            // Folders first, then files in the order people sort them; hidden files left out.
            let shown = host.texts
            #expect(shown.contains("Projects") && shown.contains("notes.txt"))
            #expect(!shown.contains(".hidden"))
            let nine = try #require(shown.firstIndex(of: "report 9.txt")), ten = try #require(shown.firstIndex(of: "report 10.txt"))
            #expect(nine < ten, "report 9 sorts before report 10")
            host.click(text: "notes.txt")
            host.step(frames: 10)
            expectMatchesGolden(host, named: "file-dialog-open-\(scheme)")
        }
    }

    @Test func theSaveDialogMatchesItsGoldenImage() throws {
        let folder = try makeSampleFolder(at: "/tmp/trellis-file-dialog-golden")
        FolderListing.$homeOverride.withValue(folder) {
            let host = ViewHost(ExporterWindow(folder: folder, outcome: FileDialogOutcome()), width: 800, height: 600)
            host.step(frames: 20)
            #expect(host.texts.contains("Save"), "a save dialog offers Save, not Open")
            expectMatchesGolden(host, named: "file-dialog-save-light")
        }
    }
}
