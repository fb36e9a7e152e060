import Observation
import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL
import TrellisTesting


@MainActor
private func isReddish(_ color: RGBA) -> Bool { color.r > 200 && color.g < 80 && color.b < 80 }

@MainActor
@Suite struct ShapeClipTests {
    @Test func aPictureWithCornerRadiusLosesItsCorners() {
        let host = ViewHost(Image("quadrants").resizable().frame(width: 80, height: 60).cornerRadius(20),
                            width: 100, height: 100)
        // The picture sits at 10..<90 × 20..<80; its top-left quarter is red.
        #expect(host.color(x: 11, y: 21) == white)
        #expect(isReddish(host.color(x: 30, y: 22)), "the top edge away from the corner is still drawn")
        #expect(isReddish(host.color(x: 30, y: 40)))
        #expect(host.color(x: 88, y: 78) == white)
    }

    @Test func aCircleClipIsACircleEvenInAWideFrame() {
        let host = ViewHost(Color.blue.frame(width: 100, height: 60).clipShape(Circle()), width: 200, height: 100)
        // The frame is 50..<150 × 20..<80; the circle is 60 across, centred on (100, 50).
        let blue = host.color(x: 100, y: 50)
        #expect(blue != white)
        #expect(host.color(x: 125, y: 50) == blue)
        #expect(host.color(x: 60, y: 50) == white)
        #expect(host.color(x: 140, y: 50) == white)
        #expect(host.color(x: 100, y: 22) == blue)
    }

    @Test func anEllipseClipFollowsTheFrame() {
        let host = ViewHost(Image("quadrants").resizable().frame(width: 120, height: 60).clipShape(Ellipse()),
                            width: 200, height: 100)
        // Frame 40..<160 × 20..<80; an ellipse leaves the frame's corners empty but reaches its edges' middles.
        #expect(host.color(x: 42, y: 22) == white)
        #expect(host.color(x: 158, y: 78) == white)
        #expect(host.color(x: 42, y: 50) != white)
        #expect(isReddish(host.color(x: 100 - 20, y: 23)))
    }

    @Test func contentScrolledUnderAFixedMaskIsCutAgain() throws {
        let bench = try CanvasBench()
        let id = GraphicID.next()
        let mask = Path { $0.addEllipse(in: Rect(x: 20, y: 20, width: 60, height: 60)) }
        // As a scroll moves it: same content and version, another place under the mask.
        func scrolled(to y: Double) -> Graphic {
            var graphic = Graphic(id: id, content: .fill(RGBA(r: 200, g: 0, b: 0)), frame: Rect(x: 10, y: y, width: 80, height: 60),
                                  version: 7, clip: Rect(x: 20, y: 20, width: 60, height: 60), opacity: 1)
            graphic.mask = mask
            return graphic
        }
        bench.draw([scrolled(to: 10)])
        bench.draw([scrolled(to: 30)])
        #expect(try bench.mismatches(against: [scrolled(to: 30)]) == 0)
    }

    @Test func aPictureKeepsItsColoursWhenItsCornersAreRoundedLater() {
        let model = ClipChoice()
        let host = ViewHost(RoundablePicture(model: model), width: 100, height: 100)
        // The 64 × 48 picture sits at 18..<82 × 26..<74; its top-left quarter is red.
        #expect(isReddish(host.color(x: 30, y: 40)))
        model.rounded = true
        host.step()
        #expect(isReddish(host.color(x: 30, y: 40)), "not red and blue swapped: \(host.color(x: 30, y: 40))")
        #expect(host.color(x: 19, y: 27) == white)
    }
}

@Observable final class ClipChoice {
    var rounded = false
}

private struct RoundablePicture: View {
    let model: ClipChoice
    var body: some View {
        Image("quadrants").cornerRadius(model.rounded ? 12 : 0)
    }
}
