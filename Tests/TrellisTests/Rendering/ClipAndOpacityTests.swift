import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL
import TrellisTesting

private let ink = RGBA(r: 30, g: 120, b: 60)
private let inkColor = Color(red: 30 / 255, green: 120 / 255, blue: 60 / 255)

private func circle(_ id: GraphicID, frame: Rect, clip: Rect? = nil, opacity: Double = 1, version: Int = 0) -> Graphic {
    Graphic(id: id, content: .shape(Path { $0.addEllipse(in: Rect(origin: .zero, size: frame.size)) }, .fill(ink)),
            frame: frame, version: version, clip: clip, opacity: opacity)
}

@MainActor
@Suite struct ClipAndOpacityTests {
    @Test func aClipLimitsAShapeToItsRectangle() throws {
        let bench = try CanvasBench()
        bench.draw([circle(GraphicID.next(), frame: Rect(x: 10, y: 10, width: 80, height: 80),
                           clip: Rect(x: 0, y: 0, width: 50, height: 100))])
        #expect(bench.target.pixel(x: 45, y: 50) == ink)
        #expect(bench.target.pixel(x: 49, y: 50) == ink)
        #expect(bench.target.pixel(x: 50, y: 50) == white)
        #expect(bench.target.pixel(x: 70, y: 50) == white)
    }

    @Test func theClipIsResetForTheNextGraphic() throws {
        let bench = try CanvasBench()
        bench.draw([
            circle(GraphicID.next(), frame: Rect(x: 0, y: 0, width: 40, height: 40), clip: Rect(x: 0, y: 0, width: 10, height: 10)),
            Graphic(id: GraphicID.next(), content: .fill(ink), frame: Rect(x: 60, y: 60, width: 20, height: 20),
                    version: 0, clip: nil, opacity: 1),
        ])
        #expect(bench.target.pixel(x: 20, y: 20) == white)
        #expect(bench.target.pixel(x: 70, y: 70) == ink)
    }

    @Test func clippingEveryKindOfGraphic() throws {
        let bench = try CanvasBench()
        let clip = Rect(x: 0, y: 0, width: 100, height: 30)
        let reference = ImageReference(source: .asset("quadrants"), tint: ink, symbolSize: 20)
        bench.draw([
            Graphic(id: GraphicID.next(), content: .fill(ink), frame: Rect(x: 0, y: 20, width: 20, height: 20),
                    version: 0, clip: clip, opacity: 1),
            Graphic(id: GraphicID.next(), content: .border(ink, width: 4), frame: Rect(x: 25, y: 20, width: 20, height: 20),
                    version: 0, clip: clip, opacity: 1),
            Graphic(id: GraphicID.next(), content: .image(reference), frame: Rect(x: 50, y: 20, width: 40, height: 30),
                    version: 0, clip: clip, opacity: 1),
        ])
        #expect(bench.target.pixel(x: 10, y: 25) == ink)
        #expect(bench.target.pixel(x: 10, y: 35) == white)
        #expect(bench.target.pixel(x: 26, y: 29) == ink)
        #expect(bench.target.pixel(x: 26, y: 30) == white)
        #expect(bench.target.pixel(x: 55, y: 25) == Quadrants.topLeft)
        #expect(bench.target.pixel(x: 55, y: 45) == white)
    }

    @Test func opacityMultipliesEveryKindOfGraphic() throws {
        let bench = try CanvasBench()
        let half = 0.5
        bench.draw([
            Graphic(id: GraphicID.next(), content: .fill(RGBA(r: 0, g: 0, b: 0)), frame: Rect(x: 0, y: 0, width: 20, height: 20),
                    version: 0, clip: nil, opacity: half),
            circle(GraphicID.next(), frame: Rect(x: 30, y: 0, width: 40, height: 40), opacity: half),
            Graphic(id: GraphicID.next(), content: .image(ImageReference(source: .asset("quadrants"), tint: ink, symbolSize: 20)),
                    frame: Rect(x: 0, y: 50, width: 64, height: 48), version: 0, clip: nil, opacity: half),
        ])
        let grey = bench.target.pixel(x: 10, y: 10)
        #expect(grey.isClose(to: RGBA(r: 127, g: 127, b: 127), tolerance: 1), "\(grey)")
        let faded = bench.target.pixel(x: 50, y: 20)
        #expect(isBlend(faded, of: ink, and: white) && faded.r > 130 && faded.r < 150, "\(faded)")
        let fadedRed = bench.target.pixel(x: 10, y: 60)
        #expect(fadedRed.r >= 250 && fadedRed.g > 120 && fadedRed.g < 135, "\(fadedRed)")
    }

    @Test func aGraphicOutsideItsClipIsSkippedButKeepsItsTexture() throws {
        let bench = try CanvasBench()
        let id = GraphicID.next()
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        bench.draw([circle(id, frame: frame)])
        #expect(bench.canvas.textures.created == 1)
        // Scrolled out of its clip, and then off the target altogether: nothing drawn, nothing freed.
        bench.draw([circle(id, frame: frame, clip: Rect(x: 60, y: 60, width: 20, height: 20))])
        #expect(bench.target.pixel(x: 30, y: 30) == white)
        bench.draw([circle(id, frame: Rect(x: 200, y: 10, width: 40, height: 40))])
        bench.draw([circle(id, frame: frame, opacity: 0)])
        #expect(bench.canvas.textures.destroyed == 0)
        #expect(bench.canvas.textures.alive == 1)
        // Back in view, the same texture is drawn again without rasterising.
        bench.draw([circle(id, frame: frame)])
        #expect(bench.target.pixel(x: 30, y: 30) == ink)
        #expect(bench.canvas.textures.created == 1 && bench.canvas.textures.updated == 0)
        // Gone from the list, it is freed.
        bench.draw([])
        #expect(bench.canvas.textures.destroyed == 1 && bench.canvas.textures.alive == 0)
    }

    @Test func aGraphicFirstSeenOffScreenIsNotRasterisedUntilItIsVisible() throws {
        let bench = try CanvasBench()
        let id = GraphicID.next()
        bench.draw([circle(id, frame: Rect(x: 10, y: 150, width: 40, height: 40))])
        #expect(bench.canvas.textures.created == 0)
        bench.draw([circle(id, frame: Rect(x: 10, y: 10, width: 40, height: 40))])
        #expect(bench.canvas.textures.created == 1)
    }

    @Test func clippedViewsAndCornerRadiusDrawThroughTheBackend() throws {
        let view = Color(red: 30 / 255, green: 120 / 255, blue: 60 / 255)
            .frame(width: 80, height: 80)
            .cornerRadius(20)
        let host = ViewHost(view, width: 100, height: 100)
        // 80 × 80 centred: 10..<90. The corners are rounded away, the edges are not.
        #expect(host.color(x: 11, y: 11) == white)
        #expect(host.color(x: 50, y: 10) == ink)
        #expect(host.color(x: 50, y: 50) == ink)
        let clipped = ViewHost(Circle().fill(inkColor).frame(width: 80, height: 80).frame(width: 40, height: 80).clipped(),
                               width: 100, height: 100)
        // The 80-wide circle is centred in a 40-wide frame at 30..<70 and cut off at its edges.
        #expect(clipped.color(x: 31, y: 50) == ink)
        #expect(clipped.color(x: 28, y: 50) == white)
        #expect(clipped.color(x: 72, y: 50) == white)
    }
}
