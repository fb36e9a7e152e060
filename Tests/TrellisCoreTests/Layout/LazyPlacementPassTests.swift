import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable @MainActor
private final class Numbers {
    var values = Array(0..<1_000)
    var tall = false
}

private struct NumberList: View {
    let numbers: Numbers
    var body: some View {
        List(numbers.values, id: \.self) { value in
            NumberRow(value: value, tall: numbers.tall && value == 998)
        }
    }
}

/// A row with state of its own, so a row swapped into view is built while the
/// stack places its rows: a row without would be updated in place instead
/// (`IdentityFreeRows`), before layout.
private struct NumberRow: View {
    let value: Int
    let tall: Bool
    @State private var taps = 0
    var body: some View {
        if tall { Text("\(value)\ntall") } else { Text("\(value)") }
    }
}

/// A lazy stack builds rows while it places them. A built row as long as the
/// others changes no size, so one layout pass settles the frame; a row of
/// another length changes the stack's length, which its parent must hear.
@MainActor
@Suite struct LazyPlacementPassTests {
    private func laidOut(_ numbers: Numbers) -> ViewGraph {
        let graph = ViewGraph(content: NumberList(numbers: numbers))
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.update()
        graph.layOut(in: Size(width: 300, height: 400), context: context)
        graph.layOut(in: Size(width: 300, height: 400), context: context)
        return graph
    }

    @Test func aRowBuiltAtTheEstimatedLengthNeedsOnePass() {
        let numbers = Numbers()
        let graph = laidOut(numbers)
        #expect(!graph.windowLayout.needsPlacement)
        numbers.values.swapAt(1, 998)
        graph.update()
        graph.layOut(in: Size(width: 300, height: 400), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        #expect(!graph.windowLayout.needsPlacement, "building one row of the usual length asked for another pass")
        #expect(graph.makeDisplayList().graphics.contains { if case .text(let run) = $0.content { run.string == "998" } else { false } })
    }

    @Test func aRowBuiltLongerAsksItsParentToLayOutAgain() {
        let numbers = Numbers()
        numbers.tall = true
        let graph = laidOut(numbers)
        numbers.values.swapAt(1, 998)
        graph.update()
        graph.layOut(in: Size(width: 300, height: 400), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
        #expect(graph.windowLayout.needsPlacement, "a taller row changed the list's length without telling its parent")
    }
}
