import Observation
import Testing
@testable import TrellisCore

@Observable @MainActor
private final class Paint {
    var isRed = true
    var label = "A"
}

private struct PaintedView: View {
    let paint: Paint
    var body: some View {
        VStack {
            (paint.isRed ? Color.red : Color.blue).frame(width: 20, height: 20)
            Text("x").foregroundColor(paint.isRed ? .red : .blue)
            Image(systemName: "xmark").foregroundColor(paint.isRed ? .red : .blue)
            Text(paint.label)
        }
    }
}

@MainActor
@Suite struct PaintOnlyChangeTests {
    private func fills(_ graph: ViewGraph) -> [RGBA] {
        graph.makeDisplayList().graphics.compactMap { $0.content.paintColor }
    }

    /// A new colour (of a fill, a text, a symbol) repaints without measuring
    /// or placing anything, as Flutter's `markNeedsPaint`; a new string lays out again.
    @Test func aColourChangeAsksNoLayoutButANewStringDoes() {
        let paint = Paint()
        let graph = ViewGraph(content: PaintedView(paint: paint))
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: Size(width: 200, height: 200), context: context)
        let before = fills(graph)
        #expect(!graph.rootLayout.needsPlacement)

        paint.isRed = false
        graph.update()
        #expect(!graph.rootLayout.needsPlacement, "a colour change asked for layout")
        let after = fills(graph)
        #expect(after != before)
        #expect(after.filter { $0 == Color.blue.resolve(in: EnvironmentValues()) }.count == 3)

        paint.label = "Longer"
        graph.update()
        #expect(graph.rootLayout.needsPlacement)
    }
}
