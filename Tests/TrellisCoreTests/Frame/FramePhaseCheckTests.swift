import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable @MainActor
private final class Counter {
    var value = 0
}

private struct CounterText: View {
    let counter: Counter
    var body: some View { Text("Count \(counter.value)") }
}

/// Work done in the wrong phase stops a debug build: a mark made while bodies
/// run only records, and a state written while layout measures would make
/// what it measured wrong. Each check runs in a child process, which it stops.
@Suite struct FramePhaseCheckTests {
    @Test func aLayoutWhileBodiesRunStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = ViewGraph(content: CounterText(counter: Counter()))
                graph.update()
                graph.enter(.bodies)
                graph.layOut(in: Size(width: 100, height: 100), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
            }
        }
    }

    @Test func aStateWriteDuringLayoutStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let counter = Counter()
                let graph = ViewGraph(content: CounterText(counter: counter))
                graph.update()
                graph.enter(.layout)
                counter.value = 1
            }
        }
    }

    /// The same work in its own phase goes through: the checks stop only what is out of place.
    @Test @MainActor func workInItsOwnPhaseGoesThrough() {
        let counter = Counter()
        let graph = ViewGraph(content: CounterText(counter: counter))
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        graph.enter(.bodies)
        graph.update()
        graph.enter(.layout)
        graph.layOut(in: Size(width: 100, height: 100), context: context)
        graph.enter(.idle)
        counter.value = 1
        graph.enter(.bodies)
        graph.update()
        graph.enter(.layout)
        graph.layOut(in: Size(width: 100, height: 100), context: context)
        graph.enter(.idle)
        #expect(graph.makeDisplayList().graphics.contains {
            if case .text(let run) = $0.content { run.string == "Count 1" } else { false }
        })
    }
}
