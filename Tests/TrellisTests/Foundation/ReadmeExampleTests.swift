import Observation
import Testing
import Trellis
import TrellisTesting

// The README's 20-line example, kept here word for word so it cannot rot.
@Observable final class Clicks { var count = 0 }

struct ClicksView: View {
    @Bindable var clicks: Clicks
    var body: some View {
        VStack(spacing: 12) {
            Text("Tapped \(clicks.count) times").font(.title)
            Stepper("Count", value: $clicks.count, in: 0...10)
            Button("Reset") { withAnimation(.easeOut(duration: 0.3)) { clicks.count = 0 } }
                .buttonStyle(.borderedProminent).disabled(clicks.count == 0)
        }
        .padding(24)
    }
}

@MainActor @Suite struct ReadmeExampleTests {
    @Test func theStepperCountsAndResetClears() {
        let clicks = Clicks()
        let host = ViewHost(ClicksView(clicks: clicks), width: 400, height: 240)
        host.click(text: "Reset")
        #expect(clicks.count == 0, "a disabled Reset does nothing")
        for _ in 0..<3 { host.click(text: "+") }
        #expect(clicks.count == 3)
        #expect(host.texts.contains("Tapped 3 times"))
        host.click(text: "Reset")
        host.step(frames: 30)
        #expect(clicks.count == 0)
        #expect(host.texts.contains("Tapped 0 times"))
    }
}
