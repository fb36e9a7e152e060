import Testing
import Trellis
import TrellisTesting

// Apple: Shape.stroke(lineWidth:) "Returns a new shape that is a stroked copy of self" (-> some Shape),
// and from macOS 14 stroke(_:lineWidth:antialiased:) returns StrokeShapeView, a ShapeView that takes .fill.
@MainActor
@Suite struct StrokeShapeViewTests {
    private static let blue = RGBA(r: 0, g: 122, b: 255)
    private static let red = RGBA(r: 255, g: 59, b: 48)

    @Test func fillingAStrokedShapePaintsOnlyItsOutline() {
        let view = Circle().stroke(lineWidth: 10).fill(.blue).frame(width: 100, height: 100)
            .frame(width: 200, height: 200)
        let host = ViewHost(view, width: 200, height: 200)
        // The circle's top sits at y = 50; the line is 10 points wide across it.
        #expect(host.color(x: 100, y: 51) == Self.blue)
        #expect(host.color(x: 100, y: 100) != Self.blue, "the inside is not filled")
    }

    @Test func aStrokedShapeAloneIsDrawnInTheForegroundColour() {
        let view = Rectangle().stroke(style: StrokeStyle(lineWidth: 8)).foregroundColor(.red)
            .frame(width: 100, height: 100).frame(width: 200, height: 200)
        let host = ViewHost(view, width: 200, height: 200)
        #expect(host.color(x: 100, y: 51) == Self.red)
        #expect(host.color(x: 100, y: 100) != Self.red)
    }

    @Test func aStrokeShapeViewTakesAFillThatCoversTheInsideOverTheLine() {
        let view = Rectangle().stroke(Color.red, lineWidth: 10).fill(Color.blue)
            .frame(width: 100, height: 100).frame(width: 200, height: 200)
        let host = ViewHost(view, width: 200, height: 200)
        // The line is centred on the edge at x = 50: its outer half shows, the fill covers its inner half.
        #expect(host.color(x: 47, y: 100) == Self.red)
        #expect(host.color(x: 53, y: 100) == Self.blue)
        #expect(host.color(x: 100, y: 100) == Self.blue)
    }

    @Test func strokesLayerInTheOrderWritten() {
        let view = Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 20)).stroke(Color.blue, lineWidth: 4)
            .frame(width: 100, height: 100).frame(width: 200, height: 200)
        let host = ViewHost(view, width: 200, height: 200)
        #expect(host.color(x: 100, y: 50) == Self.blue, "the thin blue line is on top")
        #expect(host.color(x: 100, y: 57) == Self.red, "the wide red line shows beside it")
    }

    @Test func theTypesAreSwiftUIs() {
        let stroked: StrokeShapeView<Circle, Color, EmptyView> = Circle().stroke(Color.red, lineWidth: 2)
        let filled: FillShapeView<Circle, Color, StrokeShapeView<Circle, Color, EmptyView>> = stroked.fill(Color.blue)
        #expect(filled.background.strokeStyle.lineWidth == 2)
        func takesAShape<S: Shape>(_ shape: S) -> S { shape }
        _ = takesAShape(Capsule().stroke(lineWidth: 2))
    }
}
