import Testing
import Trellis
import TrellisTesting

private let ink = RGBA(r: 20, g: 60, b: 200)
private let inkColor = Color(red: 20 / 255, green: 60 / 255, blue: 200 / 255)

@MainActor
@Suite struct ShapeRenderingTests {
    @Test func aFilledRectangleCoversItsFrameExactly() {
        let host = ViewHost(Rectangle().fill(inkColor).frame(width: 100, height: 60), width: 200, height: 100)
        // 100 × 60 centred in 200 × 100: x 50..<150, y 20..<80.
        #expect(host.color(x: 50, y: 20) == ink)
        #expect(host.color(x: 149, y: 79) == ink)
        #expect(host.color(x: 49, y: 50) == white)
        #expect(host.color(x: 150, y: 50) == white)
        #expect(host.color(x: 100, y: 19) == white)
    }

    @Test func aStrokedRectangleIsHollowAndSpillsHalfItsLineOutside() throws {
        let host = ViewHost(Rectangle().stroke(inkColor, lineWidth: 4).frame(width: 100, height: 60), width: 200, height: 100)
        let frame = try #require(host.shapeFrame)
        // The line is centred on the frame's edge: 2 points inside, 2 outside.
        #expect(host.color(x: Int(frame.x) + 1, y: Int(frame.midY)) == ink)
        #expect(host.color(x: Int(frame.x) - 2, y: Int(frame.midY)) == ink)
        #expect(host.color(x: Int(frame.x) - 3, y: Int(frame.midY)) == white)
        #expect(host.color(x: Int(frame.x) + 2, y: Int(frame.midY)) == white)
        #expect(host.color(in: frame, atFraction: 0.5, 0.5) == white)
        #expect(host.color(x: Int(frame.midX), y: Int(frame.maxY) + 1) == ink)
    }

    @Test func aRoundedRectangleLeavesItsCornersEmpty() throws {
        let host = ViewHost(RoundedRectangle(cornerRadius: 20).fill(inkColor).frame(width: 120, height: 80), width: 200, height: 100)
        let frame = try #require(host.shapeFrame)
        #expect(host.color(x: Int(frame.x) + 1, y: Int(frame.y) + 1) == white)
        #expect(host.color(x: Int(frame.maxX) - 2, y: Int(frame.maxY) - 2) == white)
        // Straight edges are full to the frame, away from the corners.
        #expect(host.color(x: Int(frame.x), y: Int(frame.midY)) == ink)
        #expect(host.color(x: Int(frame.midX), y: Int(frame.y)) == ink)
        // Inside the corner's arc: 20 - 20/√2 ≈ 5.9 points in along the diagonal is the edge.
        #expect(host.color(x: Int(frame.x) + 8, y: Int(frame.y) + 8) == ink)
        #expect(host.color(in: frame, atFraction: 0.5, 0.5) == ink)
    }

    @Test func aCircleIsRoundAndCentred() throws {
        let host = ViewHost(Circle().fill(inkColor).frame(width: 100, height: 100), width: 200, height: 200)
        let frame = try #require(host.shapeFrame)
        #expect(host.color(in: frame, atFraction: 0.5, 0.5) == ink)
        for (fx, fy) in [(0.02, 0.5), (0.97, 0.5), (0.5, 0.02), (0.5, 0.97)] {
            #expect(host.color(in: frame, atFraction: fx, fy) == ink, "at \(fx), \(fy)")
        }
        for (fx, fy) in [(0.05, 0.05), (0.94, 0.05), (0.05, 0.94), (0.94, 0.94)] {
            #expect(host.color(in: frame, atFraction: fx, fy) == white, "corner \(fx), \(fy)")
        }
    }

    @Test func anEllipseFitsItsWideFrame() throws {
        let host = ViewHost(Ellipse().fill(inkColor).frame(width: 160, height: 80), width: 200, height: 100)
        let frame = try #require(host.shapeFrame)
        #expect(host.color(x: Int(frame.x) + 2, y: Int(frame.midY)) == ink)
        #expect(host.color(x: Int(frame.maxX) - 3, y: Int(frame.midY)) == ink)
        #expect(host.color(x: Int(frame.midX), y: Int(frame.y) + 2) == ink)
        // At a quarter of the width in, the ellipse is only √(1 - 0.5²) ≈ 87% of its half-height tall.
        #expect(host.color(x: Int(frame.x + 40), y: Int(frame.y) + 3) == white)
        #expect(host.color(x: Int(frame.x + 40), y: Int(frame.y) + 8) == ink)
    }

    @Test func aCapsuleHasRoundEndsAndStraightSides() throws {
        let host = ViewHost(Capsule().fill(inkColor).frame(width: 160, height: 60), width: 200, height: 100)
        let frame = try #require(host.shapeFrame)
        #expect(host.color(x: Int(frame.x) + 1, y: Int(frame.midY)) == ink)
        #expect(host.color(x: Int(frame.x) + 3, y: Int(frame.y) + 3) == white)
        #expect(host.color(x: Int(frame.maxX) - 4, y: Int(frame.maxY) - 4) == white)
        // Between the round ends the top edge is straight and full.
        #expect(host.color(x: Int(frame.x) + 40, y: Int(frame.y)) == ink)
        #expect(host.color(x: Int(frame.maxX) - 40, y: Int(frame.y)) == ink)
    }

    @Test func aStrokedCircleIsARingWhoseOutsideHalfIsNotCutOff() throws {
        let host = ViewHost(Circle().stroke(inkColor, lineWidth: 6).frame(width: 100, height: 100), width: 200, height: 200)
        let frame = try #require(host.shapeFrame)
        #expect(host.color(in: frame, atFraction: 0.5, 0.5) == white)
        #expect(host.color(x: Int(frame.midX), y: Int(frame.y)) == ink)
        // Three points outside the frame is the outer edge of the ring.
        #expect(host.color(x: Int(frame.midX), y: Int(frame.y) - 2) == ink)
        #expect(host.color(x: Int(frame.midX), y: Int(frame.y) - 5) == white)
        #expect(host.color(x: Int(frame.midX), y: Int(frame.y) + 5) == white)
    }

    @Test func edgesAreAntiAliasedBetweenTheTwoColours() throws {
        let host = ViewHost(Circle().fill(inkColor).frame(width: 100, height: 100), width: 200, height: 200)
        let frame = try #require(host.shapeFrame)
        let pixels = host.pixels(in: frame)
        let blended = pixels.filter { $0 != ink && $0 != white }
        // A circle's rim crosses pixels at every angle, so many are partly covered…
        #expect(blended.count > 100)
        // …and each of them is a mix of the shape's colour and the background.
        #expect(blended.allSatisfy { isBlend($0, of: ink, and: white) }, "\(blended.filter { !isBlend($0, of: ink, and: white) }.prefix(5))")
        // Along the diagonal the rim goes from the shape's colour to the background through at least one blend.
        let diagonal = (0..<20).map { host.color(x: Int(frame.x) + 5 + $0, y: Int(frame.y) + 5 + $0) }
        let firstInk = try #require(diagonal.firstIndex(of: ink))
        #expect(diagonal[..<firstInk].contains { $0 != white })
    }

    @Test func aSemiTransparentFillBlendsWithItsTrueColourNotAPremultipliedOne() throws {
        // Cairo stores premultiplied colour; drawn without undoing that, this
        // orange at half opacity would come out darker: (177, 127, 102).
        let host = ViewHost(Circle().fill(Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255, opacity: 0.5))
                                .frame(width: 80, height: 80), width: 120, height: 120)
        let frame = try #require(host.shapeFrame)
        let centre = host.color(in: frame, atFraction: 0.5, 0.5)
        // SDL's software texture blending truncates where its rectangle fill
        // rounds, so it lands up to 3 below the exact (227, 177, 152).
        #expect(centre.isClose(to: RGBA(r: 227, g: 177, b: 152, a: centre.a), tolerance: 3), "\(centre)")
    }

    @Test func aShapeIsRasterisedOnceAndKeptWhileItDoesNotChange() {
        let host = ViewHost(Circle().fill(inkColor).frame(width: 50, height: 50), width: 100, height: 100)
        #expect(host.totalStats.texturesCreated == 1)
        #expect(host.stats.texturesAlive == 1)
        host.step(frames: 5)
        #expect(host.totalStats.texturesCreated == 1)
        #expect(host.totalStats.texturesUpdated == 0)
    }

    /// SwiftUI's `Path` is itself a `Shape` ("Path conforms to Shape", Apple's documentation of
    /// `Path`), so an app fills one as it fills a rectangle. A path that is one upright rectangle on
    /// whole pixels is filled directly: the same pixels as rasterising it, and no texture.
    @Test func aPathThatIsAnUprightRectangleIsFilledWithoutATexture() throws {
        let rectangle = Path(CGRect(x: 0, y: 0, width: 100, height: 60))
        let host = ViewHost(rectangle.fill(inkColor).frame(width: 100, height: 60), width: 200, height: 100)
        #expect(host.totalStats.texturesCreated == 0)
        #expect(host.color(x: 50, y: 20) == ink)
        #expect(host.color(x: 149, y: 79) == ink)
        #expect(host.color(x: 49, y: 50) == white)
        #expect(host.color(x: 150, y: 80) == white)
        // The same outline with its first corner repeated is rasterised, and gives the same pixels.
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 60), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 0)]
        let polygon = Path { $0.addLines(corners); $0.closeSubpath() }
        let rasterised = ViewHost(polygon.fill(inkColor).frame(width: 100, height: 60), width: 200, height: 100)
        #expect(rasterised.totalStats.texturesCreated == 1)
        let whole = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(host.pixels(in: whole) == rasterised.pixels(in: whole))
    }

    @Test func aRectangularPathOffWholePixelsOrTurnedIsStillRasterised() {
        // Half a pixel wide: its right edge is partly covered, which a fill cannot draw.
        let half = ViewHost(Path(CGRect(x: 0, y: 0, width: 100.5, height: 60)).fill(inkColor).frame(width: 100.5, height: 60),
                            width: 200, height: 100)
        #expect(half.totalStats.texturesCreated == 1)
        // A diamond has four corners too, but its sides are not upright.
        let diamond = Path { $0.addLines([CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 30), CGPoint(x: 50, y: 60), CGPoint(x: 0, y: 30)]); $0.closeSubpath() }
        let turned = ViewHost(diamond.fill(inkColor).frame(width: 100, height: 60), width: 200, height: 100)
        #expect(turned.totalStats.texturesCreated == 1)
        // Translucent paint is blended from its texture as before.
        let faint = ViewHost(Path(CGRect(x: 0, y: 0, width: 100, height: 60)).fill(inkColor.opacity(0.5)).frame(width: 100, height: 60),
                             width: 200, height: 100)
        #expect(faint.totalStats.texturesCreated == 1)
    }
}
