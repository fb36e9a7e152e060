import Testing
import Trellis
import TrellisTesting

/// A spinner, an indeterminate bar and a pulsing dot: the endless animations an app shows.
private struct Spinners: View {
    @State private var pulsing = false

    var body: some View {
        VStack(spacing: 8) {
            ProgressView()
            ProgressView(value: nil as Double?).progressViewStyle(.linear).frame(width: 80)
            Circle().fill(Color.blue).frame(width: 12, height: 12)
                .scaleEffect(pulsing ? 1.5 : 1)
                .onAppear { withAnimation(.easeInOut(duration: 0.6).repeatForever()) { pulsing = true } }
        }
    }
}

/// A clock that follows every frame: a `TimelineView(.animation)`, whose ticks are sixtieths of a second.
private struct Ticking: View {
    var body: some View {
        TimelineView(.animation) { context in
            Text("Ticks \(Int((context.date.timeIntervalSinceReferenceDate * 60).rounded()))")
        }
    }
}

/// A timeline whose content blinks: drawn, then faded out, then not drawn at all, by turns.
private struct Blinking: View {
    var body: some View {
        TimelineView(.animation) { context in
            let phase = Int((context.date.timeIntervalSinceReferenceDate * 60).rounded()) % 3
            if phase != 2 { Text("Blink").opacity(phase == 0 ? 1 : 0) }
        }
    }
}

/// A timeline in the first row of a long lazy list, which scrolling takes out of the graph.
private struct TickingRow: View {
    var body: some View {
        List(0..<300, id: \.self) { index in
            if index == 0 { Ticking() } else { Text("Row \(index)") }
        }
        .frame(width: 300, height: 200)
    }
}

/// An app whose one window shows spinners and a ticking timeline.
private struct BusyApp: App {
    var body: some Scene {
        WindowGroup("Busy") { VStack { Spinners(); Ticking() } }
    }
}

/// What keeps asking for frames while it shows.
enum BusyKind: CaseIterable, Sendable {
    /// A spinner, a bar and a pulsing dot: endless animations.
    case spinners
    /// A timeline that runs its content every frame.
    case timeline

    @MainActor var view: AnyView {
        switch self {
        case .spinners: AnyView(Spinners())
        case .timeline: AnyView(Ticking())
        }
    }
}

/// The busy views below the fold of a scroll view 200 points high.
private struct BelowTheFold<Busy: View>: View {
    var busy: Busy
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Top")
                Color.clear.frame(height: 1200)
                busy
                Text("Bottom")
            }
            .frame(maxWidth: .infinity)
        }
        .frame(width: 300, height: 200)
    }
}

/// The busy views pushed out of a clipped frame until "Show" is clicked.
private struct ClippedAway<Busy: View>: View {
    var busy: Busy
    @State private var shown = false

    var body: some View {
        VStack {
            Button("Show") { shown.toggle() }
            busy.offset(x: shown ? 0 : 400).frame(width: 120, height: 120).clipped()
        }
    }
}

/// The busy views on a root screen a pushed screen covers.
private struct UnderAPush<Busy: View>: View {
    var busy: Busy
    var body: some View {
        NavigationStack {
            VStack {
                busy
                NavigationLink("Details") { Text("Details screen") }
            }
        }
    }
}

/// The busy views on the first of two tabs.
private struct OnAnotherTab<Busy: View>: View {
    var busy: Busy
    var body: some View {
        TabView {
            busy.tabItem { Text("Busy") }
            Text("Calm page").tabItem { Text("Calm") }
        }
    }
}

/// The busy views in a disclosure group, closed at first.
private struct InAClosedGroup<Busy: View>: View {
    var busy: Busy
    @State private var open = false

    var body: some View {
        DisclosureGroup("More", isExpanded: $open) { busy }
    }
}

/// An endless animation or a timeline nobody can see keeps no window awake, and runs again when it shows.
@MainActor
@Suite struct HiddenAnimationTests {
    // Apple, ProgressView: an indeterminate progress view "shows a spinning indicator"; it only
    // needs frames while it is on screen, and a Mac's window redraws nothing for what is hidden.
    @Test(arguments: BusyKind.allCases) func scrolledOutOfViewItIsIdleAndWakesWhenScrolledBack(_ kind: BusyKind) {
        let host = ViewHost(BelowTheFold(busy: kind.view), width: 300, height: 200)
        host.step(frames: 10)
        #expect(host.isIdle, "an animation below the fold keeps the window awake")
        host.scroll(dx: 0, dy: 2000, x: 150, y: 100)
        host.step(frames: 60)
        #expect(host.texts.contains("Bottom"))
        #expect(!host.isIdle, "the animation did not start again when scrolled into view")
        host.scroll(dx: 0, dy: -2000, x: 150, y: 100)
        host.step(frames: 60)
        #expect(host.texts.contains("Top"))
        #expect(host.isIdle)
    }

    @Test(arguments: BusyKind.allCases) func clippedAwayItIsIdleAndWakesWhenMovedIntoTheClip(_ kind: BusyKind) {
        let host = ViewHost(ClippedAway(busy: kind.view), width: 400, height: 300)
        host.step(frames: 10)
        #expect(host.isIdle, "an animation outside its clip keeps the window awake")
        host.click(text: "Show")
        host.step(frames: 10)
        #expect(!host.isIdle)
    }

    // Apple, NavigationStack: the root stays in the stack under a pushed view, and shows again on a pop.
    @Test(arguments: BusyKind.allCases) func onACoveredScreenItIsIdleAndRunsAgainAfterThePop(_ kind: BusyKind) {
        let host = ViewHost(UnderAPush(busy: kind.view), width: 400, height: 300)
        host.step(frames: 10)
        #expect(!host.isIdle)
        host.click(text: "Details")
        host.step(frames: 60)
        #expect(host.texts.contains("Details screen"))
        #expect(host.isIdle, "an animation on a covered screen keeps the window awake")
        host.press(.escape)
        host.step(frames: 60)
        #expect(!host.texts.contains("Details screen"))
        // The push and the pop move the spinner along a finite curve; its endless turn goes on beneath.
        #expect(!host.isIdle, "the spinner stood still after the pop")
    }

    // Apple, TabView: only the selected tab's content is shown.
    @Test(arguments: BusyKind.allCases) func onAnUnselectedTabItIsIdleAndRunsAgainWhenChosen(_ kind: BusyKind) {
        let host = ViewHost(OnAnotherTab(busy: kind.view), width: 400, height: 300)
        host.step(frames: 10)
        #expect(!host.isIdle)
        host.click(text: "Calm")
        host.step(frames: 30)
        #expect(host.texts.contains("Calm page"))
        // The busy page's graphics leave with a removal transition; the repeating animation the
        // spinner's withAnimation stamped on them is not the removal's, which plays once.
        #expect(host.isIdle, "an animation on an unselected tab keeps the window awake")
        host.click(text: "Busy")
        host.step(frames: 30)
        #expect(!host.isIdle, "the spinner stood still when its tab was chosen again")
    }

    // Apple, DisclosureGroup: the content shows only while the group is expanded.
    @Test(arguments: BusyKind.allCases) func inAClosedDisclosureGroupItIsIdleAndRunsWhenOpened(_ kind: BusyKind) {
        let host = ViewHost(InAClosedGroup(busy: kind.view), width: 400, height: 300)
        host.step(frames: 10)
        #expect(host.isIdle)
        host.click(text: "More")
        host.step(frames: 30)
        #expect(!host.isIdle)
        host.click(text: "More")
        host.step(frames: 30)
        // Closing removes the spinner with a transition that plays once, not with its endless animation.
        #expect(host.isIdle)
    }

    /// The clock's tick a `Ticking` view shows, if it shows one.
    private func tick(_ host: ViewHost<some View>) -> Int? { tick(in: host.texts) }

    private func tick(in texts: [String]) -> Int? {
        texts.lazy.compactMap { $0.hasPrefix("Ticks ") ? Int($0.dropFirst(6)) : nil }.first
    }

    // Apple, TimelineView: its content receives "the date from the schedule that triggered the update";
    // after resting on another tab, the first date shown is the clock's, not the one it stopped at.
    @Test func aTimelineBackInSightShowsTheClocksDateAtOnce() throws {
        let host = ViewHost(OnAnotherTab(busy: Ticking()), width: 400, height: 300)
        host.step(frames: 10)
        let before = try #require(tick(host))
        host.step()
        #expect(try #require(tick(host)) > before, "the timeline does not follow frames while it shows")
        host.click(text: "Calm")
        host.step(frames: 60)
        #expect(host.isIdle)
        host.click(text: "Busy")
        host.step()
        let after = try #require(tick(host))
        #expect(after - before >= 60, "the timeline came back at tick \(after), \(after - before) after it left")
    }

    // A timeline that fades its content out, or draws nothing for a while, is still in sight:
    // its next frames may draw again, so they keep coming.
    @Test func aTimelineThatBlinksKeepsItsFrames() {
        let host = ViewHost(Blinking(), width: 200, height: 100)
        var seen: Set<Bool> = []
        for _ in 0..<12 {
            host.step()
            #expect(!host.isIdle, "a blinking timeline stopped")
            seen.insert(host.texts.contains("Blink"))
        }
        #expect(seen == [true, false], "the timeline's content did not come and go")
    }

    // A lazy list's row scrolled far away leaves the graph, or waits parked; back in view it ticks again.
    @Test func aTimelineInALazyRowRestsScrolledAwayAndTicksWhenBack() throws {
        let host = ViewHost(TickingRow(), width: 300, height: 200)
        host.step(frames: 10)
        #expect(!host.isIdle)
        host.scroll(dx: 0, dy: 6000, x: 150, y: 100)
        host.step(frames: 30)
        #expect(tick(host) == nil)
        #expect(host.isIdle, "a timeline scrolled far out of a lazy list keeps the window awake")
        host.scroll(dx: 0, dy: -6000, x: 150, y: 100)
        host.step(frames: 2)
        let back = try #require(tick(host), "the timeline's row did not come back")
        host.step()
        #expect(try #require(tick(host)) > back, "the timeline stood still back in view")
    }

    // Apple, ScenePhase.background: "The scene isn't currently visible in the UI." A minimised window's
    // animations and timelines ask for no frame; shown again, they run on from the clock.
    @Test func aMinimisedWindowRestsAndRunsOnWhenShownAgain() throws {
        let host = AppHost(BusyApp(), width: 400, height: 300)
        let window = try #require(host.windows.first)
        host.step(frames: 5)
        #expect(!window.isIdle)
        let before = try #require(tick(in: window.texts))
        window.minimise()
        host.step(frames: 30)
        #expect(window.scenePhase == .background)
        #expect(window.isIdle, "a minimised window keeps asking for frames")
        window.minimise(false)
        host.step(frames: 2)
        #expect(!window.isIdle, "the window stood still when shown again")
        let after = try #require(tick(in: window.texts))
        #expect(after - before >= 30, "the timeline came back at tick \(after), \(after - before) after it left")
    }
}
