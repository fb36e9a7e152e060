import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Two colours narrower than the viewport: the content is placed stretched across it.
private struct FlexibleColumn: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(width: 100)
                Color.blue.frame(idealHeight: 50).frame(width: 100)
            }
        }
    }
}

/// The same colours as cells of a grid.
private struct FlexibleGrid: View {
    var body: some View {
        ScrollView {
            Grid(verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 100) }
                GridRow { Color.blue.frame(idealHeight: 50).frame(width: 100) }
            }
        }
    }
}

/// Rows narrower than the viewport, as a log or a list of names is.
private struct LongColumn: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(0..<300, id: \.self) { Text("Row \($0)") }
            }
        }
    }
}

/// A scroll view measures its content with the scrolling axis left open and
/// places it stretched across the viewport; SwiftUI places that content with
/// the open proposal it measured with, so each child keeps its ideal length
/// and nothing is shared out again.
@MainActor
@Suite struct ScrollContentPlacementTests {
    private let size = Size(width: 400, height: 300)

    private func laidOut(_ view: some View) -> (ViewGraph, LayoutContext) {
        let graph = ViewGraph(content: view)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: size, context: context)
        return (graph, context)
    }

    /// The heights of the 100-point-wide colours, top to bottom.
    private func colourHeights(_ graph: ViewGraph) -> [Double] {
        graph.makeDisplayList().graphics.compactMap { graphic in
            if case .fill = graphic.content, graphic.frame.width == 100 { return graphic.frame.height }
            return nil
        }
    }

    /// Shared out again, the 60 points the two colours measured at would go 30 and 30.
    @Test func flexibleChildrenKeepTheirIdealLengths() {
        #expect(colourHeights(laidOut(FlexibleColumn()).0) == [10, 50])
    }

    /// A grid's rows keep their ideal heights as a stack's children do.
    @Test func flexibleGridRowsKeepTheirIdealHeights() {
        #expect(colourHeights(laidOut(FlexibleGrid()).0) == [10, 50])
    }

    /// Placing the rows asks nothing of them that measuring did not: one
    /// proposal per row, where sharing the length out again asked three more.
    @Test func placingLongContentAsksEachRowOnce() {
        let (graph, context) = laidOut(LongColumn())
        let rows = context.counters.proposalsMeasured
        #expect(graph.makeDisplayList().texts.first == "Row 0")
        #expect(rows <= 300 + 20, "\(rows) proposals measured for 300 rows")
    }
}
