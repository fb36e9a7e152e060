import Foundation
import Testing
import Trellis
import TrellisSDL
import TrellisTesting

/// How often a timeline built its content.
@MainActor private final class Builds {
    var count = 0
}

private struct SecondsSince: View {
    let start: Date
    let builds: Builds
    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            let _ = builds.count += 1
            Text("\(Int(context.date.timeIntervalSince(start).rounded())) s")
        }
    }
}

private struct Spinner: View {
    let builds: Builds
    @State private var paused = false
    @State private var shown = true
    var body: some View {
        VStack {
            Button(paused ? "Resume" : "Pause") { paused.toggle() }
            Button("Hide") { shown = false }
            if shown {
                TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
                    let _ = builds.count += 1
                    Text(context.date.timeIntervalSinceReferenceDate > 0 ? "Frame" : "Never")
                }
            }
        }
    }
}

@MainActor
@Suite struct TimelineViewTests {
    @Test func aPeriodicTimelineUpdatesOncePerPeriodOnTheFrameClock() {
        let builds = Builds()
        let host = ViewHost(SecondsSince(start: Date(), builds: builds))
        #expect(host.texts == ["0 s"])
        host.advance(seconds: 3.5)
        #expect(host.texts == ["3 s"])
        #expect(builds.count == 4)
        host.step(frames: 20)
        #expect(host.stats.bodyEvaluations == 0)
    }

    @Test func anEntryInThePastShowsAtOnce() {
        let start = Date().addingTimeInterval(-10.5)
        let host = ViewHost(SecondsSince(start: start, builds: Builds()))
        #expect(host.texts == ["10 s"])
        host.advance(seconds: 1)
        #expect(host.texts == ["11 s"])
    }

    @Test func anAnimationTimelineBuildsEveryFrameUntilPausedOrGone() {
        let builds = Builds()
        let host = ViewHost(Spinner(builds: builds))
        let first = builds.count
        host.step(frames: 10)
        #expect(builds.count == first + 10)
        host.click(text: "Pause")
        let paused = builds.count
        host.step(frames: 10)
        #expect(builds.count == paused)
        host.click(text: "Resume")
        host.step(frames: 5)
        #expect(builds.count > paused + 4)
        host.click(text: "Hide")
        let hidden = builds.count
        host.step(frames: 10)
        #expect(builds.count == hidden)
        #expect(host.stats.framesPresented == 0)
    }

    @Test func inAWindowTimelinesFollowRealTimeAndAnIdleOneSleepsUntilItsNextDate() throws {
        let target = try OffscreenTarget(width: 200, height: 100)
        let size = Size(width: 200, height: 100)
        let idle = try FramePipeline(content: Text("Idle"), renderer: target.renderer, size: size)
        idle.graph.clock.followRealTime()
        idle.runFrame()
        #expect(!idle.hasWork)
        #expect(idle.graph.clock.secondsUntilNextAlarm == nil)

        let minutes = try FramePipeline(content: SecondsSince(start: Date(), builds: Builds()).frame(width: 100),
                                        renderer: target.renderer, size: size)
        minutes.graph.clock.followRealTime()
        minutes.runFrame()
        #expect(!minutes.hasWork)
        let wait = try #require(minutes.graph.clock.secondsUntilNextAlarm)
        #expect(wait > 0.5 && wait <= 1)

        let animated = try FramePipeline(content: Spinner(builds: Builds()), renderer: target.renderer, size: size)
        animated.graph.clock.followRealTime()
        animated.runFrame()
        #expect(animated.hasWork)
    }
}
