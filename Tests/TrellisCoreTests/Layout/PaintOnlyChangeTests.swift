import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

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
            Circle().fill(paint.isRed ? Color.red : Color.blue).frame(width: 20, height: 20)
            Text(paint.label)
        }
    }
}

@MainActor
@Suite struct PaintOnlyChangeTests {
    private func fills(_ graph: ViewGraph) -> [RGBA] {
        graph.makeDisplayList().graphics.compactMap { $0.content.paintColor }
    }

    /// A new colour (of a fill, a text, a symbol, a shape) repaints without measuring
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
        #expect(after.filter { $0 == Color.blue.resolve(in: EnvironmentValues()) }.count == 4)

        paint.label = "Longer"
        graph.update()
        // Marks only record: the text waits for layout, which finds its size changed and measures the stack again.
        #expect(graph.needsLayout)
        let measured = context.counters.proposalsMeasured
        graph.layOut(in: Size(width: 200, height: 200), context: context)
        #expect(context.counters.proposalsMeasured - measured > 3, "only the text was measured again")
    }
}

@Observable @MainActor
private final class Scrolling {
    var showsIndicators = true
}

private struct IndicatedScroll: View {
    let scrolling: Scrolling
    var body: some View {
        ScrollView(showsIndicators: scrolling.showsIndicators) {
            VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("Row \($0)") } }
        }
    }
}

@MainActor
@Suite struct IndicatorPaintTests {
    /// The indicator is the scroll view's own graphic: turning it off removes
    /// that graphic from the kept display list and lays nothing out again;
    /// turning it on brings it back.
    @Test func hidingIndicatorsRepaintsWithoutLayout() {
        let scrolling = Scrolling()
        let graph = ViewGraph(content: IndicatedScroll(scrolling: scrolling))
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: Size(width: 200, height: 100), context: context)
        let shown = graph.updateDisplayList().graphics.count

        scrolling.showsIndicators = false
        graph.update()
        #expect(!graph.rootLayout.needsPlacement, "hiding the indicators asked for layout")
        let hidden = graph.updateDisplayList().graphics.count
        #expect(hidden < shown)

        scrolling.showsIndicators = true
        graph.update()
        #expect(graph.updateDisplayList().graphics.count == shown)
    }
}
