import Testing
import Trellis
import TrellisTesting

private struct Stopwatch: View {
    @State private var seconds = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(seconds) s")
            .onReceive(timer) { _ in seconds += 1 }
    }
}

/// Starts and stops a timer from buttons, keeping the subscription in state.
private struct StartStop: View {
    @State private var ticks = 0
    @State private var running: AnyCancellable?
    var body: some View {
        VStack {
            Text("Ticks: \(ticks)")
            Button(running == nil ? "Start" : "Stop") {
                if running == nil {
                    running = Timer.publish(every: 0.5, on: .main, in: .common)
                        .autoconnect()
                        .sink { _ in ticks += 1 }
                } else {
                    running = nil
                }
            }
        }
    }
}

private struct Toggled: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown { Stopwatch() }
        }
    }
}

@MainActor
@Suite struct TimerTests {
    @Test func threeAndAHalfSecondsGiveThreeTicks() {
        for _ in 0..<3 {
            let host = ViewHost(Stopwatch())
            #expect(host.texts == ["0 s"])
            host.advance(seconds: 3.5)
            #expect(host.texts == ["3 s"])
        }
    }

    @Test func twoHostsKeepTheirOwnClocks() {
        let first = ViewHost(Stopwatch())
        let second = ViewHost(Stopwatch())
        first.advance(seconds: 2.5)
        #expect(first.texts == ["2 s"])
        #expect(second.texts == ["0 s"])
        second.advance(seconds: 1.5)
        #expect(second.texts == ["1 s"])
        #expect(first.texts == ["2 s"])
    }

    @Test func aTimerStartedFromAButtonFollowsTheHostsClock() {
        let host = ViewHost(StartStop())
        host.click(text: "Start")
        host.advance(seconds: 2.1)
        #expect(host.texts.first == "Ticks: 4")
        host.click(text: "Stop")
        host.advance(seconds: 2)
        #expect(host.texts.first == "Ticks: 4")
    }

    @Test func aTimerStopsWhenItsViewLeaves() {
        let host = ViewHost(Toggled())
        host.advance(seconds: 1.5)
        #expect(host.texts == ["Hide", "1 s"])
        host.click(text: "Hide")
        host.advance(seconds: 3)
        #expect(host.texts == ["Hide"])
        #expect(host.stats.bodyEvaluations == 0)
    }

    @Test func publishTakesCombinesArguments() {
        let timer = Timer.publish(every: 0.25, tolerance: 0.5, on: .main, in: .default, options: nil)
        #expect(timer.interval == 0.25 && timer.tolerance == 0.5 && timer.mode == .default && timer.runLoop === RunLoop.main)
    }
}
