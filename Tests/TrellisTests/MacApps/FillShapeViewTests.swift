import Testing
import Trellis
import TrellisTesting

// Apple: FillShapeView "is the return type of Shape.fill"; ShapeView's own example is
// `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`, a fill with a stroke drawn over it.
@MainActor
@Suite struct FillShapeViewTests {
    private static let blue = RGBA(r: 0, g: 122, b: 255)
    private static let yellow = RGBA(r: 255, g: 204, b: 0)
    private static let red = RGBA(r: 255, g: 59, b: 48)

    @Test func aFilledCapsuleTakesAStrokeDrawnOverTheFill() {
        let view = Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)
            .frame(width: 160, height: 80).frame(width: 200, height: 200)
        let host = ViewHost(view, width: 200, height: 200)
        // The capsule spans x 20...180, y 60...140; the line is centred on its edge.
        #expect(host.color(x: 100, y: 100) == Self.yellow, "the inside is filled")
        #expect(host.color(x: 100, y: 61) == Self.blue, "the line covers the fill's edge")
        #expect(host.color(x: 100, y: 58) == Self.blue, "and reaches outside it")
        #expect(host.color(x: 100, y: 66) == Self.yellow, "inside the line the fill shows")
        #expect(host.color(x: 100, y: 50) != Self.blue && host.color(x: 100, y: 50) != Self.yellow)
    }

    @Test func aGradientFillTakesAStrokeAndAnotherFill() {
        let view = Rectangle().fill(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom))
            .stroke(Color.blue, lineWidth: 10)
            .frame(width: 100, height: 100).frame(width: 200, height: 200)
        let host = ViewHost(view, width: 200, height: 200)
        #expect(host.color(x: 100, y: 100) == Self.red)
        #expect(host.color(x: 47, y: 100) == Self.blue)
        #expect(host.color(x: 53, y: 100) == Self.blue)
    }

    @Test func aPlainFillIsDrawnAsBefore() {
        let host = ViewHost(Circle().fill(.red).frame(width: 100, height: 100).frame(width: 200, height: 200),
                            width: 200, height: 200)
        #expect(host.color(x: 100, y: 100) == Self.red)
        #expect(host.color(x: 55, y: 55) != Self.red, "outside the circle, in its frame's corner")
    }

    @Test func theTypesAreSwiftUIs() {
        let filled: FillShapeView<Capsule, Color, EmptyView> = Capsule().fill(.yellow)
        let stroked: StrokeShapeView<Capsule, Color, FillShapeView<Capsule, Color, EmptyView>> =
            filled.stroke(.blue, lineWidth: 8)
        #expect(stroked.background.style == .yellow)
        func takesAShapeView<V: ShapeView>(_ view: V) -> V.Content { view.shape }
        _ = takesAShapeView(Circle().fill(.red, style: FillStyle(eoFill: true)))
    }
}
