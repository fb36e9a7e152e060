import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore

@Observable private final class Badges {
    var count = 0
    var highlighted = false
    var rows = Array(0..<6)
    var leading = false
}

/// A label with a background that comes and goes and an overlay of as many
/// badges as the model says, lined up at the trailing edge.
private struct BadgedLabel: View {
    let badges: Badges
    var body: some View {
        Text("Label").frame(width: 120, height: 24)
            .background { if badges.highlighted { Color.yellow } }
            .overlay(alignment: .trailing) {
                ForEach(0..<badges.count, id: \.self) { index in
                    Color.blue.frame(width: Double(4 * (index + 1)), height: 6)
                }
            }
    }
}

private struct DecoratedRows: View {
    let badges: Badges
    var body: some View {
        VStack {
            ForEach(badges.rows, id: \.self) { row in
                Text("Row \(row)").background(Color.red).overlay(Color.clear)
            }
        }
    }
}

/// A knob that an overlay puts at one end or the other, as a switch does.
private struct Knob: View {
    let badges: Badges
    var body: some View {
        Color.gray.frame(width: 60, height: 20)
            .overlay(alignment: badges.leading ? .leading : .trailing) { Color.white.frame(width: 16, height: 16) }
    }
}

/// Text measured by arithmetic, as the graph tests lay out.
@MainActor private let arithmetic = LayoutContext(textMeasurer: FixedPitchTextMeasurer())

/// Whether what `graph` draws from what it kept, after a change, is what a new graph of `view` draws.
@MainActor private func drawsAsNew(_ graph: ViewGraph, _ view: some View, in area: Size) -> Bool {
    render(graph, in: area, arithmetic, incremental: true) == render(ViewGraph(content: view), in: area, arithmetic)
}

/// Every decoration layout in the graph's layout tree, depth first.
@MainActor private func decorations(in graph: ViewGraph) -> [DecorationLayout] {
    var found: [DecorationLayout] = [], pending = [graph.rootLayout]
    while let node = pending.popLast() {
        if let decoration = node as? DecorationLayout { found.append(decoration) }
        pending.append(contentsOf: node.children.reversed())
    }
    return found
}

/// A background's and an overlay's displayables are their `DecorationLayout`'s
/// own children, beside the content, with no slot between: offsets of the
/// decoration's edits land past the content, and paint order is child order.
@MainActor @Suite struct DecorationChildrenTests {
    // SwiftUI: `overlay(alignment:content:)` "layers the views that you specify
    // in front of this view", and `background(alignment:content:)` behind it,
    // each sized to the view and placed by `alignment` (Apple, View.overlay /
    // View.background).
    @Test func aBackgroundGoesBeforeItsContentAndAnOverlayAfter() throws {
        let graph = ViewGraph(content: Text("A").frame(width: 100, height: 20)
            .background(Color.red)
            .overlay(alignment: .trailing) { Color.blue.frame(width: 10, height: 10) })
        graph.layOutByArithmetic()
        let found = decorations(in: graph)
        #expect(found.count == 2)
        let overlay = try #require(found.first), background = try #require(found.last)
        #expect(overlay.children.count == 2 && overlay.children[0] === background && overlay.content === background)
        #expect(background.children.count == 2 && background.children[0] is FillLayout && background.children[1] === background.content)
        #expect(background.children[0].frame == background.content.frame)
        let badge = overlay.children[1]
        #expect(badge.frame.maxX == overlay.frame.maxX && badge.frame.midY == overlay.frame.midY && badge.frame.width == 10)
        #expect(!graph.dumpLayoutTree().contains("ZStackLayout"))
    }

    @Test func decorationsThatComeAndGoLandBesideTheContent() throws {
        let badges = Badges()
        let graph = ViewGraph(content: BadgedLabel(badges: badges))
        let area = Size(width: 200, height: 100)
        _ = render(graph, in: area, arithmetic)
        let steps: [(count: Int, highlighted: Bool)] = [(3, false), (3, true), (1, true), (4, false), (0, true), (2, true)]
        for step in steps {
            badges.count = step.count
            badges.highlighted = step.highlighted
            #expect(drawsAsNew(graph, BadgedLabel(badges: badges), in: area), "\(step)")
            let found = decorations(in: graph)
            let overlay = try #require(found.first), background = try #require(found.last)
            #expect(overlay.children.count == 1 + step.count && overlay.children[0] === overlay.content)
            #expect(background.children.count == (step.highlighted ? 2 : 1) && background.children.last === background.content)
            // Each badge at the trailing edge, as wide as its place says.
            for (index, badge) in overlay.children.dropFirst().enumerated() {
                #expect(badge.frame.maxX == overlay.frame.maxX && badge.frame.width == Double(4 * (index + 1)))
            }
        }
    }

    @Test func aNewAlignmentMovesTheDecorationThoughNothingElseChanged() throws {
        let badges = Badges()
        let graph = ViewGraph(content: Knob(badges: badges))
        let area = Size(width: 100, height: 40)
        _ = render(graph, in: area, arithmetic)
        for leading in [true, false, true] {
            badges.leading = leading
            #expect(drawsAsNew(graph, Knob(badges: badges), in: area))
            let overlay = try #require(decorations(in: graph).first)
            let knob = overlay.children[1]
            #expect(leading ? knob.frame.minX == overlay.frame.minX : knob.frame.maxX == overlay.frame.maxX)
        }
    }

    @Test func decoratedRowsThatGoLeaveNothingBehind() {
        let badges = Badges()
        let graph = ViewGraph(content: DecoratedRows(badges: badges))
        graph.layOutByArithmetic()
        weak let firstLayout = decorations(in: graph).first
        #expect(graph.allNodes.flatMap(\.attachedNodes).count == 12, "a background and an overlay for each of 6 rows")
        weak let firstOwner = graph.allNodes.flatMap(\.attachedNodes).first
        #expect(firstLayout != nil && firstOwner != nil)
        badges.rows = []
        graph.update()
        graph.layOutByArithmetic()
        #expect(firstLayout == nil, "the layout and its decoration's node hold no reference to each other")
        #expect(firstOwner == nil)
    }
}
