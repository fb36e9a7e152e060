import Testing
import Trellis
import TrellisTesting

private struct Growing: View {
    @State private var isWide = false

    var body: some View {
        VStack {
            Button("Grow") { withAnimation(.linear(duration: 0.5)) { isWide.toggle() } }
            Text("A long line of text that needs room").frame(width: isWide ? 300 : 40)
        }
    }
}

/// A text's lines are the new ones at once while its frame is still moving,
/// so for a while it is drawn wider than its frame; each frame must repaint
/// where it was drawn, not just its frame (found by the event fuzzer).
@MainActor
@Suite struct TextOverflowDamageTests {
    @Test func aTextDrawnWiderThanItsMovingFrameLeavesNothingBehind() {
        let host = ViewHost(Growing(), width: 400, height: 200)
        host.click(text: "Grow")
        expectEachFrameDrawsAsAFreshRender(host, frames: 30)
    }
}
