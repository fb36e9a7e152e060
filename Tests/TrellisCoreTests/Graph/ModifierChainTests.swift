import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore

@Observable @MainActor
private final class Badge {
    var width = 60.0
    var radius = 8.0
    var label = "new"
    var showsSecond = false
}

/// A label in three plain modifiers, with a second label that comes and goes
/// under the same modifiers: they apply to each displayable.
private struct BadgeView: View {
    let badge: Badge
    var body: some View {
        VStack(spacing: 0) {
            Group {
                Text(badge.label)
                if badge.showsSecond { Text("second") }
            }
            .padding(4)
            .frame(width: badge.width)
            .cornerRadius(badge.radius)
        }
    }
}

/// A run of plain wrapping modifiers is hosted in one node (`ModifierChain`):
/// the layout tree is the one a node per modifier made, and each modifier's
/// change reaches its own wrappers.
@MainActor
@Suite struct ModifierChainTests {
    /// The wrappers around `layout`, outermost first, down to the first that is none of the three.
    private func chain(from layout: LayoutNode?) -> [String] {
        var names: [String] = [], node = layout
        while let current = node, current is ClipLayout || current is FrameLayout || current is PaddingLayout {
            names.append(String(describing: type(of: current)))
            node = current.children.first
        }
        if let node { names.append(String(describing: type(of: node))) }
        return names
    }

    @Test func aRunOfPlainModifiersTakesOneNode() {
        let graph = ViewGraph(content: Color.red.frame(width: 40, height: 40).cornerRadius(20))
        graph.layOutByArithmetic()
        // The chain and the colour; before, a node for each modifier and one for the colour.
        #expect(graph.allNodes.filter { $0 !== graph.rootNode }.count == 2, "\(graph.dumpViewGraph())")
        let outer = graph.rootLayout.children.first
        #expect(chain(from: outer) == ["ClipLayout", "FrameLayout", "FillLayout"])
        #expect(outer?.frame.size == Size(width: 40, height: 40))
    }

    @Test func eachModifierOfTheChainChangesItsOwnWrappers() throws {
        let badge = Badge()
        let graph = ViewGraph(content: BadgeView(badge: badge))
        graph.recordsEdits = true
        graph.layOutByArithmetic(width: 300, height: 300)
        let stack = try #require(graph.rootLayout.children.first as? StackLayout)
        let outer = try #require(stack.children.first)
        #expect(chain(from: outer) == ["ClipLayout", "FrameLayout", "PaddingLayout", "TextLayout"])
        #expect(outer.frame.width == 60)

        badge.width = 90
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(stack.children.first === outer, "the wrappers stay; the frame's is configured again")
        #expect(outer.frame.width == 90)
        #expect(graph.lastEdits.contains(.changed(0)), "\(graph.lastEdits)")

        badge.radius = 3
        graph.update()
        #expect((outer as? ClipLayout)?.shape.map { $0 as? RoundedRectangle }??.cornerRadius == 3)

        badge.label = "newer"
        graph.update()
        #expect(graph.drawnTexts == ["newer"])

        // The content's second displayable is wrapped in all three, as the first is.
        badge.showsSecond = true
        graph.update()
        graph.layOutByArithmetic(width: 300, height: 300)
        #expect(stack.children.count == 2)
        #expect(chain(from: stack.children[1]) == ["ClipLayout", "FrameLayout", "PaddingLayout", "TextLayout"])
        #expect(stack.children[1].frame.width == 90)
        #expect(graph.drawnTexts == ["newer", "second"])
        badge.showsSecond = false
        graph.update()
        #expect(stack.children.count == 1)
    }
}
