import Foundation
import Testing
import Trellis
import TrellisTesting


private final class Search: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var pipeline: AnyCancellable?
    private let catalogue = ["apple", "apricot", "banana", "blueberry"]

    init() {
        pipeline = $query
            .map { [catalogue] query in catalogue.filter { !query.isEmpty && $0.hasPrefix(query) } }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.results = $0 }
    }
}

private struct SearchView: View {
    @StateObject private var search = Search()
    var body: some View {
        VStack {
            Button("Type ap") { search.query = "ap" }
            ForEach(search.results, id: \.self) { Text($0) }
        }
    }
}

@MainActor
@Suite struct SchedulerTests {
    @Test func aPipelineDeliveringOnTheMainQueueReachesTheView() async {
        let host = ViewHost(SearchView())
        host.click(text: "Type ap")
        // The main queue runs its work in order: once this block has run, so has the pipeline's.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        host.step()
        #expect(host.texts == ["Type ap", "apple", "apricot"])
    }
}

private final class Ticker: ObservableObject {
    @Published var label = "idle"
    private var pipeline: AnyCancellable?
    let taps = PassthroughSubject<Void, Never>()

    init() {
        pipeline = taps
            .map { "tapped" }
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.label = $0 }
    }
}

private struct TickerView: View {
    @StateObject private var ticker = Ticker()
    var body: some View {
        Button(ticker.label) { ticker.taps.send() }
    }
}

@MainActor
extension SchedulerTests {
    @Test func aPipelineReceivingOnTheMainRunLoopReachesTheView() async {
        let host = ViewHost(TickerView())
        host.click(text: "idle")
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        host.step()
        #expect(host.texts == ["tapped"])
    }
}
