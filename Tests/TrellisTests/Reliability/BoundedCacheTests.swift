import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// Decoded pictures and open fonts are held in least-recently-used caches
/// with bounds, so showing many pictures or many font sizes over time costs
/// the bound, not the sum.
@MainActor
@Suite struct BoundedCacheTests {
    @Test func decodedPicturesStayWithinTheirByteBudget() throws {
        let folder = try HostilePictures.folder()
        let library = ImageLibrary(folder: nil, pictures: PictureCache(byteLimit: 100_000))
        for index in 0..<20 {
            let file = folder.appendingPathComponent("picture\(index).png")
            try HostilePictures.quadrants(side: 64).writePNG(to: file)
            #expect(library.surface(of: .file(file.path), shownAt: nil) != nil)
        }
        // 64 × 64 × 4 bytes each: six fit in 100,000 bytes.
        #expect(library.pictures.count == 6)
        #expect(library.pictures.bytesHeld <= 100_000)
    }

    @Test func theMostRecentlyUsedPictureIsKept() throws {
        let folder = try HostilePictures.folder()
        let library = ImageLibrary(folder: nil, pictures: PictureCache(byteLimit: 40_000))
        let files = (0..<3).map { folder.appendingPathComponent("p\($0).png") }
        for file in files { try HostilePictures.quadrants(side: 64).writePNG(to: file) }
        let first = library.surface(of: .file(files[0].path), shownAt: nil)
        _ = library.surface(of: .file(files[1].path), shownAt: nil)
        // Using the first again makes the second the oldest, so the third pushes the second out.
        #expect(library.surface(of: .file(files[0].path), shownAt: nil) == first)
        _ = library.surface(of: .file(files[2].path), shownAt: nil)
        #expect(library.pictures.count == 2)
        #expect(library.surface(of: .file(files[0].path), shownAt: nil) == first)
    }

    @Test func textAtManySizesKeepsABoundedNumberOfFontsOpen() throws {
        let target = try OffscreenTarget(width: 400, height: 300)
        let view = ScrollView {
            VStack {
                ForEach(1...120, id: \.self) { size in
                    Text("Size \(size)").font(.system(size: Double(size)))
                }
            }
        }
        let pipeline = try FramePipeline(content: view, renderer: target.renderer, size: Size(width: 400, height: 300))
        pipeline.runFrame()
        pipeline.runFrame()
        #expect(pipeline.canvas.measurer.fonts.fonts.count <= ResourceLimits.openFonts)
        #expect(pipeline.canvas.measurer.fonts.fonts.evictions > 0)
    }

    @Test func aFontClosedToMakeRoomMeasuresTheSameWhenOpenedAgain() throws {
        try SDLLibrary.startFonts()
        let measurer = TTFTextMeasurer()
        let font = Font.system(size: 13)
        // Longer than the texts whose widths are remembered, so it is measured with the font each time.
        let line = String(repeating: "Hamburgefonstiv ", count: 6)
        let before = (width: measurer.width(of: line, in: font), height: measurer.lineHeight(of: font))
        for size in 20..<(20 + ResourceLimits.openFonts + 5) {
            _ = measurer.width(of: "Hamburgefonstiv", in: .system(size: Double(size)))
        }
        measurer.fonts.closeRetiredFonts()
        #expect(measurer.fonts.fonts.count <= ResourceLimits.openFonts)
        #expect(measurer.width(of: line, in: font) == before.width)
        #expect(measurer.lineHeight(of: font) == before.height)
    }
}
