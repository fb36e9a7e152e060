import Foundation
import Trellis

/// A window whose texts change later, from the four ways a SwiftUI app schedules
/// work, with no input: for the tests that check each change arrives on time.
///
/// It prints `scheduled: NAME due SECONDS` for each change when it schedules it,
/// in seconds of the monotonic clock the window's `TRELLIS_DUMP_TEXT_FRAMES=every`
/// dump stamps its frames with, so a test can tell how late each one was drawn.
@main struct ScheduledWorkApp: App {
    var body: some Scene { WindowGroup("Scheduled work") { ScheduledWorkView() } }
}

/// Seconds on the monotonic clock.
func uptime() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// Notes when a change is due, for the test reading the output.
func announce(_ name: String, after delay: Double) {
    print("scheduled: \(name) due \(uptime() + delay)")
    fflush(nil)
}

struct ScheduledWorkView: View {
    @State private var dispatched = "dispatch: waiting"
    @State private var slept = "task: waiting"
    @State private var timed = "timer: waiting"
    @State private var dealt = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(dispatched)
            Text(slept)
            Text(timed)
            // The card slides 300 points once its delayed animation starts.
            Text("card").offset(x: dealt ? 300 : 0)
        }
        .frame(width: 500, height: 300, alignment: .topLeading)
        .onAppear(perform: schedule)
    }

    private func schedule() {
        // Staggered, so each change shows alone and the wait before each is a real idle one.
        announce("dispatch", after: 1.0)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { dispatched = "dispatch: done" }
        announce("task", after: 1.5)
        Task { @MainActor in
            try await Task.sleep(nanoseconds: 1_500_000_000)
            slept = "task: done"
        }
        announce("timer", after: 2.0)
        _ = Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { _ in
            MainActor.assumeIsolated { timed = "timer: done" }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
            // The card starts to move half a second after this, and lands a quarter of a second later.
            announce("deal", after: 0.5)
            withAnimation(.easeInOut(duration: 0.25).delay(0.5)) { dealt = true }
        }
    }
}
