import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore

@Observable @MainActor
private final class Shown {
    var isShown = false
    var second = "b"
}

/// A stack whose content is `if` without `else` around several views: its
/// content is an optional block, which a cast of the value would take for a
/// block whenever it shows one.
private struct OptionalBlock: View {
    let shown: Shown
    var body: some View {
        VStack(spacing: 0) {
            if shown.isShown {
                Text("a")
                Text(shown.second)
            }
        }
    }
}

/// A stack or a group takes a block's parts as its own children (`ViewNode+ContainerContent`):
/// the view graph keeps no node for the block, and the block's parts still
/// change, come and go as they did under one.
@MainActor
@Suite struct StackBlockTests {
    @Test func aStackOfABlockKeepsNoNodeForTheBlock() {
        let graph = ViewGraph(content: VStack {
            Text("a")
            HStack { Text("b"); Color.red }
            ZStack { Color.blue; Text("c") }
        })
        graph.update()
        graph.layOutByArithmetic()
        let nodes = graph.allNodes
        #expect(!nodes.contains { String(describing: type(of: $0.view)).hasPrefix("TupleView") })
        let stack = nodes.first { $0.view is VStack<TupleView<Text, HStack<TupleView<Text, Color>>, ZStack<TupleView<Color, Text>>>> }
        #expect(stack?.children.count == 3)
        #expect(graph.drawnTexts == ["a", "b", "c"])
    }

    @Test func anOptionalBlockComesChangesAndGoes() {
        let shown = Shown()
        let graph = ViewGraph(content: OptionalBlock(shown: shown))
        func shows(after change: () -> Void) -> [String] {
            change()
            graph.update()
            graph.layOutByArithmetic()
            return graph.drawnTexts
        }
        #expect(shows {}.isEmpty)
        #expect(shows { shown.isShown = true } == ["a", "b"])
        #expect(shows { shown.second = "changed" } == ["a", "changed"])
        #expect(shows { shown.isShown = false }.isEmpty)
        #expect(shows { shown.isShown = true } == ["a", "changed"])
    }
    /// A group's block, modified as a group: the modifier still applies to
    /// each of the block's displayables, now children of the group's node.
    @Test func aModifierOnAGroupOfABlockReachesEachPart() {
        let graph = ViewGraph(content: VStack {
            Group {
                Text("a")
                Text("b")
            }
            .foregroundColor(.red)
        })
        graph.update()
        graph.layOutByArithmetic()
        let red: RGBA = Color.red.resolve(in: EnvironmentValues())
        let runs = graph.makeDisplayList().graphics.compactMap { graphic -> TextRun? in
            if case .text(let run) = graphic.content { run } else { nil }
        }
        #expect(runs.map(\.string) == ["a", "b"])
        #expect(runs.allSatisfy { $0.color == red })
        #expect(!graph.allNodes.contains { String(describing: type(of: $0.view)).hasPrefix("TupleView") })
    }
}
