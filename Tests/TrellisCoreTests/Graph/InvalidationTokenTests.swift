import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable @MainActor
private final class Counter {
    var value = 0
}

private struct Constant: View {
    let number: Int
    var body: some View { Text("Row \(number)") }
}

private struct Reading: View {
    let counter: Counter
    var body: some View { Text("Count \(counter.value)") }
}

@MainActor
@Suite struct InvalidationTokenTests {
    private func nodes(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(nodes)
    }

    /// A body that reads nothing observable makes no token (an object per row
    /// built), while one that reads a property has one and runs again, alone,
    /// when the property is written.
    @Test func onlyBodiesThatReadAnObservableMakeAToken() {
        let counter = Counter()
        let graph = ViewGraph(content: VStack {
            ForEach(0..<20, id: \.self) { Constant(number: $0) }
            Reading(counter: counter)
        })
        graph.update()
        let all = nodes(graph.rootNode)
        let constants = all.filter { $0.view is Constant }
        let reading = all.filter { $0.view is Reading }
        #expect(constants.count == 20)
        #expect(constants.allSatisfy { $0.invalidationToken == nil })
        #expect(reading.count == 1 && reading[0].invalidationToken != nil)

        _ = graph.takeBodyEvaluations()
        counter.value = 7
        graph.update()
        #expect(graph.takeBodyEvaluations() == 1)
        let shown = graph.makeDisplayList().graphics.contains { graphic in
            if case .text(let run) = graphic.content { return run.string == "Count 7" }
            return false
        }
        #expect(shown)
        #expect(constants.allSatisfy { $0.invalidationToken == nil })
    }
}
