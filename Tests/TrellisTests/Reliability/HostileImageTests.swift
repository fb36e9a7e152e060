import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// Pictures that are too big, lie about their size, are not files, or lie
/// outside the assets folder end in a placeholder and one warning; the rest
/// of the window keeps working.
@MainActor
@Suite struct HostileImageTests {
    /// The repository's `assets` folder, where `Image("name")` looks in tests.
    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets")

    private func imageFrame(_ host: ViewHost<some View>) -> Rect? {
        host.displayList.graphics.first { if case .image = $0.content { true } else { false } }?.frame
    }

    @Test func aPictureOverThePixelBudgetShowsAPlaceholderWithoutDecoding() throws {
        let file = try HostilePictures.folder().appendingPathComponent("huge.png")
        try HostilePictures.whitePNG(width: 10_000, height: 10_000).write(to: file)
        let host = ViewHost(BesideAButton(hostile: Image(contentsOfFile: file.path)), width: 300, height: 200)
        #expect(imageFrame(host)?.size == Size(width: 32, height: 32))
        #expect(Diagnostics.warnings.contains { $0.contains("10000 × 10000 pixels, more than the budget") })
        host.expectTheButtonBesideWorks()
    }

    @Test func aHeaderClaimingFiftyThousandPixelsSquareIsRefusedAtOnce() throws {
        let file = try HostilePictures.folder().appendingPathComponent("liar.png")
        try HostilePictures.headerOnlyPNG(width: 50_000, height: 50_000).write(to: file)
        let library = ImageLibrary(folder: nil)
        #expect(library.pixelSize(of: .file(file.path)) == nil)
        #expect(library.pictures.count == 0)
        #expect(Diagnostics.warnings.contains { $0.contains("50000 × 50000 pixels, more than the budget") })
    }

    @Test func aPictureShownSmallKeepsOnlyASmallCopy() throws {
        let file = try HostilePictures.folder().appendingPathComponent("photo.png")
        try HostilePictures.quadrants(side: 1_024).writePNG(to: file)
        let target = try OffscreenTarget(width: 200, height: 200)
        let pipeline = try FramePipeline(content: Image(contentsOfFile: file.path).resizable().frame(width: 100, height: 100),
                                         renderer: target.renderer, size: Size(width: 200, height: 200))
        pipeline.runFrame()
        // Halved three times to 128 × 128: the smallest copy still at least the 100 pixels shown.
        #expect(pipeline.canvas.images.pictures.bytesHeld == 128 * 128 * 4)
        #expect(target.pixel(x: 75, y: 75) == RGBA(r: 255, g: 0, b: 0))
        #expect(target.pixel(x: 125, y: 125) == RGBA(r: 255, g: 220, b: 0))
    }

    @Test func aNamedPipeIsRefusedInsteadOfHangingTheApp() throws {
        let fifo = try HostilePictures.folder().appendingPathComponent("fifo.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let host = ViewHost(BesideAButton(hostile: Image(contentsOfFile: fifo.path)), width: 300, height: 200)
        #expect(imageFrame(host)?.size == Size(width: 32, height: 32))
        #expect(Diagnostics.warnings.contains { $0.contains("fifo.png: it is not a regular file") })
        host.expectTheButtonBesideWorks()
    }

    @Test func aNameLeadingOutOfTheAssetsFolderIsRefused() {
        // A real picture, one folder up from the assets.
        let host = ViewHost(BesideAButton(hostile: Image("../Tests/TrellisTests/Goldens/demo-Counter.png")), width: 300, height: 200)
        #expect(imageFrame(host)?.size == Size(width: 32, height: 32))
        #expect(Diagnostics.warnings.contains { $0.contains("may not contain \"..\"") })
        host.expectTheButtonBesideWorks()
    }

    @Test func anAbsolutePathIsNotAnImageName() {
        let path = Self.assets.appendingPathComponent("quadrants.png").path
        let host = ViewHost(BesideAButton(hostile: Image(path)), width: 300, height: 200)
        #expect(imageFrame(host)?.size == Size(width: 32, height: 32))
        #expect(Diagnostics.warnings.contains { $0.contains("not as a path; show a file the user chose with Image(contentsOfFile:)") })
        host.expectTheButtonBesideWorks()
    }

    @Test func theExplicitFileInitialiserShowsAFileAnywhere() {
        let path = Self.assets.appendingPathComponent("quadrants.png").path
        let host = ViewHost(Image(contentsOfFile: path), width: 100, height: 100)
        #expect(imageFrame(host)?.size == Size(width: 64, height: 48))
    }

    @Test func aLinkLeadingOutOfTheAssetsFolderIsRefused() throws {
        let folder = try HostilePictures.folder()
        let outside = try HostilePictures.folder().appendingPathComponent("secret.png")
        try HostilePictures.quadrants(side: 8).writePNG(to: outside)
        try HostilePictures.quadrants(side: 8).writePNG(to: folder.appendingPathComponent("inside.png"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("escape.png"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("alias.png"),
                                                   withDestinationURL: folder.appendingPathComponent("inside.png"))
        let library = ImageLibrary(folder: folder)
        #expect(library.pixelSize(named: "escape") == nil)
        #expect(Diagnostics.warnings.contains { $0.contains("is a link to a file outside the assets folder") })
        #expect(library.pixelSize(named: "alias") == Size(width: 8, height: 8))
    }
}
