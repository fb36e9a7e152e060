import Foundation
import Testing
import Trellis
import TrellisTesting

/// A timer and a relative date counted from when the view was built.
private struct Stopwatch: View {
    @State private var start = Date()
    var body: some View {
        VStack {
            Text(start, style: .timer)
            Text(start.addingTimeInterval(-5), style: .relative)
            Text(start, style: .date).foregroundColor(.red)
        }
    }
}

/// A timer that is a view's whole body, and so lives in that view's own node.
private struct BareTimer: View {
    @State private var start = Date()
    var body: some View { Text(start, style: .timer) }
}

// Apple: Text.DateStyle.timer is "A style displaying a date as timer" ("2:32", "36:59:01"), and
// .relative "A style displaying a date as relative to now"; SwiftUI keeps both current as time passes.
@MainActor
@Suite struct TickingDateTextTests {
    @Test func aTimerTicksEachSecondOfTheGraphClock() {
        let host = ViewHost(Stopwatch(), width: 300, height: 200)
        #expect(host.texts.contains("0:00"), "\(host.texts)")
        host.advance(seconds: 3)
        #expect(host.texts.contains("0:03"), "\(host.texts)")
        // The host's clock, not the wall clock: 90 stepped seconds pass in no real time.
        host.advance(seconds: 90)
        #expect(host.texts.contains("1:33"), "\(host.texts)")
        host.advance(seconds: 3_600)
        #expect(host.texts.contains("1:01:33"), "\(host.texts)")
    }

    /// The text keeps its ticker in the node it shares with `BareTimer` (`ViewNode+SharedBody`).
    @Test func aTimerThatIsAViewsWholeBodyTicksToo() {
        let host = ViewHost(VStack { BareTimer(); BareTimer() }, width: 300, height: 200)
        #expect(host.texts == ["0:00", "0:00"], "\(host.texts)")
        host.advance(seconds: 3)
        #expect(host.texts == ["0:03", "0:03"], "\(host.texts)")
    }

    @Test func aRelativeDateCountsOnToo() {
        let host = ViewHost(Stopwatch(), width: 300, height: 200)
        #expect(host.texts.contains("5 seconds"), "\(host.texts)")
        host.advance(seconds: 60)
        #expect(host.texts.contains("1 minute, 5 seconds"), "\(host.texts)")
    }

    @Test func aTimerThatLeavesTheScreenStopsTicking() {
        struct Toggled: View {
            @State private var shown = true
            @State private var start = Date()
            var body: some View {
                VStack {
                    if shown { Text(start, style: .timer) }
                    Button("Hide") { shown = false }
                }
            }
        }
        let host = ViewHost(Toggled(), width: 300, height: 200)
        host.advance(seconds: 2)
        #expect(host.texts.contains("0:02"))
        host.click(text: "Hide")
        // Its node is gone; a second that passes writes no text for it.
        host.advance(seconds: 2)
        #expect(!host.texts.contains { $0.contains(":0") }, "\(host.texts)")
    }
}
