import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable @MainActor
private final class Gauge {
    var reading = "Reading 41"
    var tint = Color.black
    var barWidth: Double = 100
    var barColor = Color.gray
    var dotColor = Color.green
    var starTint = Color.orange
}

/// A reading inside paddings, an opacity and a clip, beside a bar that can grow.
private struct GaugePanel: View {
    let gauge: Gauge
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Header")
            HStack {
                Text(gauge.reading)
                    .foregroundColor(gauge.tint)
                    .padding(1).padding(2).padding(3)
                    .opacity(0.5)
                    .clipped()
                    .padding(4)
                Text("Tail")
                Circle().fill(gauge.dotColor).frame(width: 10, height: 10)
                Image(systemName: "star.fill").foregroundColor(gauge.starTint)
            }
            gauge.barColor.frame(width: gauge.barWidth, height: 4)
        }
    }
}

/// The same reading under an implicit animation, which must hear of every change inside.
private struct AnimatedGaugePanel: View {
    let gauge: Gauge
    var body: some View {
        VStack {
            Text("Header")
            Text(gauge.reading)
                .foregroundColor(gauge.tint)
                .padding(2)
                .animation(.linear(duration: 1))
        }
    }
}

/// A graphic whose content alone changed is repainted where it stands in the
/// kept list (`DisplayListBuilder+Repaint`): no mark goes up, the builder
/// visits one node, and the list equals one built from scratch.
@MainActor
@Suite struct RepaintInPlaceTests {
    private let size = Size(width: 300, height: 200)

    private func drawnGraph(_ view: some View) -> (ViewGraph, LayoutContext) {
        let graph = ViewGraph(content: view)
        graph.displayBuilder.checksAgainstFreshBuild = true
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: size, context: context)
        _ = graph.updateDisplayList()
        return (graph, context)
    }

    /// Lays out and builds the next list, as a frame does.
    private func nextList(of graph: ViewGraph, context: LayoutContext) -> DisplayList {
        graph.update()
        graph.layOut(in: size, context: context)
        return graph.updateDisplayList()
    }

    private func textGraphic(_ string: String, in list: DisplayList) -> (index: Int, graphic: Graphic)? {
        for (index, graphic) in list.graphics.enumerated() {
            if case .text(let run) = graphic.content, run.string == string { return (index, graphic) }
        }
        return nil
    }

    @Test func aStringThatKeepsItsSizeIsRepaintedAlone() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(GaugePanel(gauge: gauge))
        let before = try #require(textGraphic("Reading 41", in: graph.displayBuilder.lastList))

        gauge.reading = "Reading 42"
        graph.update()
        // Marks only record: the text waits for layout to check its size.
        #expect(!graph.needsDisplay)
        #expect(graph.needsLayout)
        graph.layOut(in: size, context: context)
        #expect(!graph.windowLayout.needsDisplay, "a mark went up to the root")
        #expect(graph.needsDisplay)
        let list = nextList(of: graph, context: context)
        let after = try #require(textGraphic("Reading 42", in: list))
        #expect(after.index == before.index)
        #expect(graph.displayBuilder.nodesVisited == 1)
        #expect(list.changes.touched == [after.graphic.id: after.index])
        #expect(list.changes.splices == [DisplaySplice(range: after.index..<(after.index + 1), count: 1)])
        #expect(after.graphic.version != before.graphic.version)
        #expect(graph.displayBuilder.mismatches == 0)
        #expect(!graph.needsDisplay)
    }

    @Test func theRepaintKeepsWhatEnclosingNodesDidToTheGraphic() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(GaugePanel(gauge: gauge))
        let before = try #require(textGraphic("Reading 41", in: graph.displayBuilder.lastList)).graphic
        #expect(before.opacity == 0.5)
        #expect(before.clip != nil)

        gauge.reading = "Reading 43"
        let after = try #require(textGraphic("Reading 43", in: nextList(of: graph, context: context))).graphic
        #expect(after.opacity == before.opacity)
        #expect(after.clip == before.clip)
        #expect(after.frame == before.frame)
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func aNewColourIsRepaintedAlone() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(GaugePanel(gauge: gauge))

        gauge.tint = .red
        let list = nextList(of: graph, context: context)
        guard case .text(let run) = try #require(textGraphic("Reading 41", in: list)).graphic.content else { return }
        #expect(run.color == Color.red.resolve(in: .light))
        #expect(graph.displayBuilder.nodesVisited == 1)
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func aNewFillColourIsRepaintedAlone() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(GaugePanel(gauge: gauge))
        let grey = Color.gray.resolve(in: .light), blue = Color.blue.resolve(in: .light)
        let before = try #require(graph.displayBuilder.lastList.graphics.firstIndex { $0.content == .fill(grey) })

        gauge.barColor = .blue
        let list = nextList(of: graph, context: context)
        #expect(list.graphics[before].content == .fill(blue))
        #expect(graph.displayBuilder.nodesVisited == 1)
        #expect(list.changes.touched == [list.graphics[before].id: before])
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func aShapesNewFillAndASymbolsNewTintAreRepaintedAlone() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(GaugePanel(gauge: gauge))
        let purple = Color.purple.resolve(in: .light), teal = Color.teal.resolve(in: .light)

        gauge.dotColor = .purple
        gauge.starTint = .teal
        let list = nextList(of: graph, context: context)
        #expect(list.graphics.contains { if case .shape(_, .fill(purple)) = $0.content { true } else { false } })
        #expect(list.graphics.contains { if case .image(let image) = $0.content { image.tint == teal } else { false } })
        #expect(graph.displayBuilder.nodesVisited == 2)
        #expect(list.changes.touched.count == 2)
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func aRepaintBesideAChangeThatMovesThingsGoesDownAsBefore() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(GaugePanel(gauge: gauge))

        gauge.reading = "Reading 44"
        gauge.barWidth = 200
        let list = nextList(of: graph, context: context)
        #expect(textGraphic("Reading 44", in: list) != nil)
        #expect(graph.displayBuilder.nodesVisited > 1)
        #expect(graph.displayBuilder.mismatches == 0)
        // Noted again on the way down: the next change alone is a repaint again.
        gauge.reading = "Reading 45"
        _ = nextList(of: graph, context: context)
        #expect(graph.displayBuilder.nodesVisited == 1)
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func aStringThatChangesItsSizeIsNotARepaint() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(GaugePanel(gauge: gauge))

        gauge.reading = "Reading 4,200"
        let list = nextList(of: graph, context: context)
        #expect(textGraphic("Reading 4,200", in: list) != nil)
        #expect(graph.displayBuilder.nodesVisited > 1)
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func aChangeUnderAnImplicitAnimationStillAnimates() throws {
        let gauge = Gauge()
        let (graph, context) = drawnGraph(AnimatedGaugePanel(gauge: gauge))

        gauge.reading = "Reading 46"
        graph.update()
        graph.layOut(in: size, context: context)
        // The animation modifier hears of the change only through a mark, made by the text's size check.
        #expect(graph.windowLayout.needsDisplay)
        let list = nextList(of: graph, context: context)
        let index = try #require(textGraphic("Reading 46", in: list)).index
        #expect(list.animationStamps.contains { $0.range.contains(index) && $0.animation == .linear(duration: 1) })
        #expect(graph.displayBuilder.mismatches == 0)
    }

    @Test func twoRepaintsInOneFrameAreBothMade() throws {
        let gauge = Gauge()
        let other = Gauge()
        let (graph, context) = drawnGraph(VStack { GaugePanel(gauge: gauge); GaugePanel(gauge: other) })

        other.reading = "Reading 51"
        gauge.reading = "Reading 52"
        let list = nextList(of: graph, context: context)
        let first = try #require(textGraphic("Reading 52", in: list)).index
        let second = try #require(textGraphic("Reading 51", in: list)).index
        #expect(graph.displayBuilder.nodesVisited == 2)
        // In list order, as a build going down makes them.
        #expect(list.changes.splices?.map(\.range.lowerBound) == [first, second])
        #expect(graph.displayBuilder.mismatches == 0)
    }
}
