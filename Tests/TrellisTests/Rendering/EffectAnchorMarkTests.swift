import Observation
import Testing
import Trellis
import TrellisTesting

@Observable private final class Pivot {
    var anchor = UnitPoint.topLeading
}

private struct PivotView: View {
    let pivot: Pivot
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 40)
                .scaleEffect(2, anchor: pivot.anchor)
            Color.green.frame(width: 40, height: 40)
                .rotationEffect(.degrees(90), anchor: pivot.anchor)
        }
        .frame(width: 300, height: 300)
    }
}

/// An effect whose anchor alone changes must redraw: the kept display list is
/// rebuilt only where a layout node was marked.
@MainActor
@Suite struct EffectAnchorMarkTests {
    @Test func anAnchorChangeAloneRedrawsLikeAFreshBuild() {
        let pivot = Pivot()
        let host = ViewHost(PivotView(pivot: pivot), width: 300, height: 300)
        host.checksDisplayList = true
        pivot.anchor = .bottomTrailing
        host.step()
        #expect(host.displayListMismatches == 0)
        let fresh = ViewHost(PivotView(pivot: pivot), width: 300, height: 300)
        for (x, y) in [(115, 110), (150, 100), (185, 130), (150, 170), (100, 190)] {
            #expect(host.color(x: x, y: y) == fresh.color(x: x, y: y), "pixel \(x),\(y)")
        }
    }
}
