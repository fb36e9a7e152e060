import Foundation
import Testing
import Trellis
import TrellisCore
import TrellisTesting

/// The browser drawn over a fixed folder, with a fixed home so the places
/// on the left are the same on every machine.
@MainActor
@Suite struct FileDialogGoldenTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func theOpenDialogMatchesItsGoldenImage(scheme: ColorScheme) throws {
        let folder = try makeSampleFolder(at: "/tmp/trellis-file-dialog-golden")
        // The places on the left show this home, for this test alone.
        FolderListing.$homeOverride.withValue(folder) {
            let host = ViewHost(ImporterWindow(folder: folder, outcome: FileDialogOutcome()).preferredColorScheme(scheme),
                                width: 800, height: 600)
            host.step(frames: 20)
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
            expectMatchesGolden(host, named: "file-dialog-save-light")
        }
    }
}
