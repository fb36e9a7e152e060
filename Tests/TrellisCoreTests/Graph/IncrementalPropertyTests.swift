import Observation
import Testing
@testable import TrellisCore

@Observable final class Scenario {
    var rows: [Int] = []
    var showHeader = true
    var footerFirst = false
    var stamps: [Int: Int] = [:]
}

private struct PropertyView: View {
    let scenario: Scenario
    var body: some View {
        VStack(spacing: 2) {
            if scenario.showHeader { Text("Header") }
            if scenario.footerFirst { Text("Footer first") } else { Color.gray.frame(width: 30, height: 4) }
            ForEach(scenario.rows, id: \.self) { row in
                HStack {
                    Text("Row \(row)")
                    if row % 3 == 0 { Text("×\(scenario.stamps[row, default: 0])") }
                }
            }
            Text("Total \(scenario.rows.count)")
        }
    }
}

/// What a graphic shows and where, without its id, which differs between graphs.
private struct Drawn: Equatable, CustomStringConvertible {
    let content: GraphicContent
    let frame: Rect
    var description: String { "\(content) at \(frame)" }
}

@MainActor
private func render(_ graph: ViewGraph, _ context: LayoutContext) -> [Drawn] {
    graph.update()
    graph.layOut(in: Size(width: 640, height: 4000), context: context)
    return graph.makeDisplayList().graphics.map { Drawn(content: $0.content, frame: $0.frame) }
}

private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

@MainActor
@Suite struct IncrementalPropertyTests {
    @Test(arguments: [7, 1234])
    func incrementalUpdatesMatchAFreshBuild(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        let scenario = Scenario()
        let graph = ViewGraph(content: PropertyView(scenario: scenario))
        var nextRow = 0
        for step in 0..<1000 {
            let rows = scenario.rows
            switch Int.random(in: 0..<9, using: &generator) {
            case 0, 1:
                scenario.rows.insert(nextRow, at: Int.random(in: 0...rows.count, using: &generator))
                nextRow += 1
            case 2 where !rows.isEmpty:
                scenario.rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
            case 3 where rows.count > 1:
                let moved = scenario.rows.remove(at: Int.random(in: 0..<rows.count, using: &generator))
                scenario.rows.insert(moved, at: Int.random(in: 0..<rows.count, using: &generator))
            case 4 where rows.count > 1:
                scenario.rows.swapAt(Int.random(in: 0..<rows.count, using: &generator),
                                     Int.random(in: 0..<rows.count, using: &generator))
            case 5 where !rows.isEmpty:
                scenario.stamps[rows.randomElement(using: &generator)!, default: 0] += 1
            case 6 where Int.random(in: 0..<10, using: &generator) == 0:
                scenario.rows = []
            case 7:
                scenario.showHeader.toggle()
            case 8:
                scenario.footerFirst.toggle()
            default:
                scenario.rows.append(nextRow)
                nextRow += 1
            }
            let incremental = render(graph, context)
            let fresh = render(ViewGraph(content: PropertyView(scenario: scenario)), context)
            #expect(incremental == fresh, "step \(step)")
            if incremental != fresh { return }
        }
    }
}
