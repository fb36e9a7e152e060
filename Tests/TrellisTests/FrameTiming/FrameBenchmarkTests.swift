import Foundation
import Testing
import Trellis
import TrellisTesting

/// A list filtered as the user types, as the README's example has it.
private struct FilteredFruits: View {
    static let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Grape", "Lemon", "Mango", "Peach", "Pear", "Plum"]
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            List(Self.fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { fruit in
                FruitRow(name: fruit, query: query)
            }
        }
    }
}

/// A row that shows the query too, so each keystroke changes every row that
/// stays: a row whose element left and came back is its own row again, equal
/// to what it was, and runs no body (`LazyRows+Parking`).
private struct FruitRow: View {
    let name: String
    let query: String
    var body: some View { Text(name).foregroundColor(query.isEmpty ? .primary : .accentColor) }
}

@MainActor
@Suite struct FrameBenchmarkTests {
    /// Types "pe", then deletes it, over and over: one keystroke per frame.
    private func keystroke(_ host: ViewHost<FilteredFruits>, _ index: Int) {
        switch index % 4 {
        case 0: host.send(.textInput("p"))
        case 1: host.send(.textInput("e"))
        default:
            host.send(.keyDown(.backspace, []))
            host.send(.keyUp(.backspace, []))
        }
    }

    @Test func itsCountsAgreeWithTheHostsFrameStats() {
        let host = ViewHost(FilteredFruits(), width: 320, height: 400)
        host.press(.tab)
        var actions: [Int] = []
        var atStart = FrameStats()
        let result = host.benchmark(frames: 24, warmUp: 4) { index in
            actions.append(index)
            if index == 4 { atStart = host.totalStats }
            keystroke(host, index)
        }
        #expect(actions == Array(0..<28))
        #expect(result.frames == 24)
        // The timed frames are the host's last 24: their stats add up to the host's totals since the warm-up.
        let total = host.totalStats
        #expect(result.stats.bodyEvaluations == total.bodyEvaluations - atStart.bodyEvaluations)
        #expect(result.stats.texturesCreated == total.texturesCreated - atStart.texturesCreated)
        #expect(result.stats.texturesUpdated == total.texturesUpdated - atStart.texturesUpdated)
        #expect(result.stats.pixelsRepainted == total.pixelsRepainted - atStart.pixelsRepainted)
        #expect(result.stats.framesPresented == total.framesPresented - atStart.framesPresented)
        #expect(result.bodyEvaluations == result.frameStats.map(\.bodyEvaluations).reduce(0, +))
        #expect(result.bodyEvaluations == result.bodyEvaluationsByView.values.reduce(0, +))
        #expect(result.bodyEvaluations > 0)
        #expect(result.rasterisations == result.stats.texturesCreated + result.stats.texturesUpdated)
        #expect(result.layoutPasses >= 24)
        #expect(result.nodesPlaced > 0)
        #expect(result.residentBytes > 0)
        #expect(result.instructions != nil || result.instructionsUnavailableReason?.contains("perf_event_paranoid") == true)
    }

    @Test func itCountsBodiesByViewType() {
        let host = ViewHost(FilteredFruits(), width: 320, height: 400)
        host.press(.tab)
        let result = host.benchmark(frames: 8, warmUp: 0) { index in keystroke(host, index) }
        // Each keystroke runs the screen's body; rows come and go with the filter.
        #expect(result.bodyEvaluationsByView["FilteredFruits"] == 8)
        #expect((result.bodyEvaluationsByView["FruitRow"] ?? 0) > 0)
        #expect(result.busiestViews(1).first?.bodies == result.bodyEvaluationsByView.values.max())
    }

    @Test func itsFrameStatsMatchWhatEachFrameReported() {
        let host = ViewHost(FilteredFruits(), width: 320, height: 400)
        host.press(.tab)
        var reported: [FrameStats] = []
        let result = host.benchmark(frames: 6, warmUp: 0) { index in
            if index > 0 { reported.append(host.stats) }
            keystroke(host, index)
        }
        reported.append(host.stats)
        #expect(result.frameStats == reported)
    }

    @Test func itWritesFrameBenchsJSONShape() throws {
        let host = ViewHost(FilteredFruits(), width: 320, height: 400)
        host.press(.tab)
        let result = host.benchmark(frames: 10, warmUp: 2) { index in keystroke(host, index) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try result.writeJSON(to: url, name: "filter fruits")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let scenarios = object?["scenarios"] as? [[String: Any]]
        #expect(object?["runsPerOp"] as? Int == 10)
        #expect(object?["machine"] is [String: Any])
        let op = (scenarios?.first?["ops"] as? [[String: Any]])?.first
        #expect(op?["op"] as? String == "filter fruits")
        #expect((op?["trellisRunsMs"] as? [Double])?.count == 10)
        #expect((op?["trellis"] as? [String: Any])?["p99"] is Double)
        #expect((op?["counters"] as? [String: Any])?["bodies"] is Double)
        let figures = scenarios?.first?["figures"] as? [String: Any]
        #expect(figures?["bodies FilteredFruits"] as? Double == 10)
    }
}
