import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@Observable final class Scenario {
    var rows: [Int] = []
    var showHeader = true
    var footerFirst = false
    var stamps: [Int: Int] = [:]
    var padding = 2.0
    var fade = 1.0
    var tint = 0
    var rowWidth = 200.0
}

private let tints: [Color] = [.black, .blue, .red]

private struct PropertyView: View {
    let scenario: Scenario
    var body: some View {
        ScrollView {
            VStack(spacing: 2) {
                if scenario.showHeader { Text("Header").padding(scenario.padding).border(Color.gray) }
                if scenario.footerFirst { Text("Footer first") } else { Color.gray.frame(width: 30, height: 4) }
                ForEach(scenario.rows, id: \.self) { row in
                    HStack {
                        Text("Row \(row)").foregroundColor(tints[scenario.tint])
                        if row % 3 == 0 { Text("×\(scenario.stamps[row, default: 0])") }
                    }
                    .opacity(row % 2 == 0 ? scenario.fade : 1)
                    .frame(width: scenario.rowWidth)
                }
                Text("Total \(scenario.rows.count)")
                    .animation(.linear(duration: 0.2), value: scenario.rows.count)
            }
            .padding(scenario.padding)
        }
    }
}

private let area = Size(width: 640, height: 300)

@MainActor
@Suite struct IncrementalPropertyTests {
    /// 10,000 seeded steps in all: after each, the list kept from the last
    /// frame, rebuilt only where nodes were marked, equals one built from
    /// scratch, and every 5th step, a new graph's of the same state.
    // Twenty short runs rather than a few long ones: each holds the main actor
    // only briefly, so tests waiting on it in parallel are not starved.
    @Test(arguments: (1...20).map { UInt64($0) * 7_919 })
    func incrementalUpdatesMatchAFreshBuild(seed: UInt64) async {
        var generator = SeededGenerator(state: seed)
        let context = LayoutContext(textMeasurer: FixedPitchTextMeasurer())
        let scenario = Scenario()
        let graph = ViewGraph(content: PropertyView(scenario: scenario))
        var nextRow = 0
        for step in 0..<500 {
            // Lets tests waiting on the main actor in parallel run between steps.
            if step % 20 == 0 { await Task.yield() }
            let rows = scenario.rows
            let change = {
                switch Int.random(in: 0..<15, using: &generator) {
                case 0 where rows.count < 20, 1 where rows.count < 20:
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
                case 9:
                    scenario.padding = [0, 2, 7].randomElement(using: &generator)!
                case 10:
                    scenario.fade = [1, 0.5, 0.25].randomElement(using: &generator)!
                case 11:
                    scenario.tint = Int.random(in: 0..<tints.count, using: &generator)
                case 12:
                    scenario.rowWidth = [120, 200, 260].randomElement(using: &generator)!
                case 13:
                    _ = scrollView(in: graph)?.scroll(by: 0, Double(Int.random(in: -80...80, using: &generator)))
                case 14 where rows.count < 20:
                    scenario.rows.append(nextRow)
                    nextRow += 1
                default:
                    break
                }
            }
            // Decided before the change runs, which draws from the generator too.
            apply(change, animated: Int.random(in: 0..<4, using: &generator) == 0)
            let incremental = render(graph, in: area, context, incremental: true)
            // Every step against the same graph built from scratch; every 5th against a new graph too.
            let rebuilt = graph.makeDisplayList().graphics.map(Drawn.init)
            #expect(incremental == rebuilt, "seed \(seed) step \(step)")
            if incremental != rebuilt { return }
            guard step % 5 == 0 else { continue }
            let freshGraph = ViewGraph(content: PropertyView(scenario: scenario))
            _ = render(freshGraph, in: area, context)
            if let offset = scrollView(in: graph)?.contentOffset, offset != .zero {
                _ = scrollView(in: freshGraph)?.scroll(by: offset.x, offset.y)
            }
            let fresh = render(freshGraph, in: area, context)
            #expect(incremental == fresh, "seed \(seed) step \(step)")
            if incremental != fresh { return }
        }
    }
}
