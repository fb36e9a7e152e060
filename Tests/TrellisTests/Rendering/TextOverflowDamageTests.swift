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
        var widths: [CGFloat] = []
        expectEachFrameDrawsAsAFreshRender(host, frames: 30) { _ in
            if let frame = host.frame(ofText: "A long line of text that needs room") { widths.append(frame.width) }
        }
        // The text's frame grew through the frames checked, from 40 to the text's own width.
        host.step(frames: 5)
        let settled = host.frame(ofText: "A long line of text that needs room")?.width
        #expect(Set(widths).count > 20)
        #expect(widths.first.map { $0 < 100 } == true)
        #expect(settled.map { $0 > 200 } == true)
        #expect(widths.last == settled)
    }
}
