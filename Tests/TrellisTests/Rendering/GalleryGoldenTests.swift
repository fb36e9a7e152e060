import Foundation
import Testing
import Trellis
import TrellisSDL
import TrellisTesting

/// Shapes and pictures side by side, filled, stroked, scaled, faded and clipped.
private struct Gallery: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(width: 50, height: 40)
                Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)
                Ellipse().fill(Color.green).frame(width: 60, height: 30)
                Capsule().fill(Color.orange.opacity(0.6)).frame(width: 60, height: 24)
            }
            HStack(spacing: 8) {
                Image("quadrants")
                Image("quadrants").resizable().frame(width: 32, height: 48)
                Image("quadrants").resizable().aspectRatio(contentMode: .fit).frame(width: 48, height: 48)
                    .background(Color.gray.opacity(0.3))
                Circle().fill(Color.purple).frame(width: 48, height: 48).frame(width: 40, height: 40).clipped()
                Rectangle().stroke(Color.black, lineWidth: 1).frame(width: 30, height: 30).opacity(0.5)
            }
        }
        .padding(10)
    }
}

@MainActor
@Suite struct GalleryGoldenTests {
    @Test func theGalleryMatchesItsGoldenImage() {
        let host = ViewHost(Gallery(), width: 280, height: 140)
        expectMatchesGolden(host, named: "shapes-and-images")
    }

    // Recording would overwrite the gallery's golden with this test's black screen.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDENS"] == "1"))
    func aMismatchFailsAndWritesTheActualAndDiffImagesBesideTheGolden() throws {
        let host = ViewHost(Color.black, width: 280, height: 140)
        withKnownIssue {
            expectMatchesGolden(host, named: "shapes-and-images")
        }
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens")
        let actualFile = goldens.appendingPathComponent("shapes-and-images.actual.png")
        let diffFile = goldens.appendingPathComponent("shapes-and-images.diff.png")
        defer {
            try? FileManager.default.removeItem(at: actualFile)
            try? FileManager.default.removeItem(at: diffFile)
        }
        let actual = try PixelImage(contentsOf: actualFile)
        let diff = try PixelImage(contentsOf: diffFile)
        #expect(actual[140, 70] == RGBA(r: 0, g: 0, b: 0))
        // Every pixel differs from the mostly white golden, so the diff is magenta throughout.
        #expect(diff[140, 70] == RGBA(r: 255, g: 0, b: 255))
        #expect(diff[0, 0] == RGBA(r: 255, g: 0, b: 255))
    }
}
