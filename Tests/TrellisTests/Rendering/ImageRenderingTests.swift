import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// The colours of `assets/quadrants.png`, 64 × 48, one per quadrant.
enum Quadrants {
    static let topLeft = RGBA(r: 255, g: 0, b: 0)
    static let topRight = RGBA(r: 0, g: 200, b: 0)
    static let bottomLeft = RGBA(r: 0, g: 0, b: 255)
    static let bottomRight = RGBA(r: 255, g: 220, b: 0)

    /// Checks the four quadrant centres of a picture drawn into `frame`.
    @MainActor
    static func expectDrawn(in frame: Rect, on host: ViewHost<some View>, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.color(in: frame, atFraction: 0.25, 0.25) == topLeft, sourceLocation: sourceLocation)
        #expect(host.color(in: frame, atFraction: 0.75, 0.25) == topRight, sourceLocation: sourceLocation)
        #expect(host.color(in: frame, atFraction: 0.25, 0.75) == bottomLeft, sourceLocation: sourceLocation)
        #expect(host.color(in: frame, atFraction: 0.75, 0.75) == bottomRight, sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite struct ImageRenderingTests {
    @Test func anImageIsItsPixelSizeAndDrawnPixelForPixel() throws {
        let host = ViewHost(Image("quadrants"), width: 200, height: 200)
        let frame = try #require(host.imageFrame)
        #expect(frame.size == Size(width: 64, height: 48))
        Quadrants.expectDrawn(in: frame, on: host)
        // The quadrants meet exactly in the middle: unscaled, nothing is blended.
        #expect(host.color(x: Int(frame.x) + 31, y: Int(frame.y) + 23) == Quadrants.topLeft)
        #expect(host.color(x: Int(frame.x) + 32, y: Int(frame.y) + 24) == Quadrants.bottomRight)
        #expect(host.color(x: Int(frame.x) - 1, y: Int(frame.midY)) == white)
    }

    @Test func aNameWithItsExtensionFindsTheSameFile() throws {
        let host = ViewHost(Image("quadrants.png"), width: 100, height: 100)
        let frame = try #require(host.imageFrame)
        #expect(frame.size == Size(width: 64, height: 48))
        Quadrants.expectDrawn(in: frame, on: host)
    }

    @Test func aResizableImageIsScaledToItsFrame() throws {
        let host = ViewHost(Image("quadrants").resizable().frame(width: 160, height: 60), width: 200, height: 100)
        let frame = try #require(host.imageFrame)
        #expect(frame.size == Size(width: 160, height: 60))
        Quadrants.expectDrawn(in: frame, on: host)
        // Stretched to the corners of the frame, not left at 64 × 48.
        #expect(host.color(x: Int(frame.maxX) - 2, y: Int(frame.maxY) - 2) == Quadrants.bottomRight)
        #expect(host.color(x: Int(frame.x) + 1, y: Int(frame.y) + 1) == Quadrants.topLeft)
    }

    @Test func anImageThatIsNotResizableKeepsItsSizeInABiggerFrame() throws {
        let host = ViewHost(Image("quadrants").frame(width: 160, height: 120), width: 200, height: 200)
        let frame = try #require(host.imageFrame)
        #expect(frame.size == Size(width: 64, height: 48))
    }

    @Test func aspectRatioFitLetterboxesTheImage() throws {
        let host = ViewHost(Image("quadrants").resizable().aspectRatio(contentMode: .fit).frame(width: 200, height: 200),
                            width: 240, height: 240)
        let frame = try #require(host.imageFrame)
        // 64 × 48 is 4 : 3, so a 200 × 200 square holds it at 200 × 150, centred.
        #expect(frame.size == Size(width: 200, height: 150))
        #expect(frame.y == 45)
        Quadrants.expectDrawn(in: frame, on: host)
        #expect(host.color(x: 120, y: Int(frame.y) - 3) == white)
        #expect(host.color(x: 120, y: Int(frame.maxY) + 2) == white)
    }

    @Test func aMissingImageDrawsAPlaceholderAndWarnsOnce() throws {
        let name = "no-such-picture-\(UUID())"
        let before = Diagnostics.warnings.count
        let host = ViewHost(Image(name), width: 100, height: 100)
        host.step(frames: 3)
        let frame = try #require(host.imageFrame)
        #expect(frame.size == Size(width: 32, height: 32))
        #expect(host.color(x: Int(frame.x) + 8, y: Int(frame.y) + 4) == Placeholder.fill)
        #expect(host.color(x: Int(frame.x), y: Int(frame.y) + 4) == Placeholder.ink)
        #expect(host.color(in: frame, atFraction: 0.5, 0.5) == Placeholder.ink)
        let warnings = Diagnostics.warnings[before...]
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(name) == true)
        #expect(warnings.first?.contains("quadrants") == false)
    }

    @Test func aCorruptFileDrawsAPlaceholderAndWarnsWithSDLsReason() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID()).png")
        try Data("this is not a PNG".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let before = Diagnostics.warnings.count
        let host = ViewHost(VStack { Image(file.path); Image(file.path) }, width: 100, height: 100)
        host.step()
        let frames = host.frames { if case .image = $0 { true } else { false } }
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0.size == Size(width: 32, height: 32) })
        #expect(host.color(x: Int(frames[0].x) + 8, y: Int(frames[0].y) + 4) == Placeholder.fill)
        let warnings = Diagnostics.warnings[before...]
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.contains(file.path))
        // SDL's own reason follows the path.
        #expect(warning.count > "could not load image \"\(file.path)\" from \(file.path): ".count)
    }

    @Test func opacityFadesAnImageTowardsTheBackground() throws {
        let host = ViewHost(Image("quadrants").opacity(0.5), width: 100, height: 100)
        let frame = try #require(host.imageFrame)
        let faded = host.color(in: frame, atFraction: 0.25, 0.25)
        #expect(faded.r >= 250 && faded.g > 120 && faded.g < 135 && faded.b > 120 && faded.b < 135, "\(faded)")
    }

    @Test func eachImageGraphicHasItsOwnTexture() {
        let host = ViewHost(HStack { Image("quadrants"); Image("quadrants") }, width: 200, height: 100)
        #expect(host.stats.texturesAlive == 2)
        host.step(frames: 3)
        #expect(host.totalStats.texturesCreated == 2)
    }
}
