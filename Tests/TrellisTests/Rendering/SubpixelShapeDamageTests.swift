import Observation
import Testing
import Trellis
import TrellisTesting

@MainActor @Observable
private final class PillWidth {
    var width = 200.2
}

private struct Pill: View {
    let model: PillWidth

    var body: some View {
        Capsule()
            .fill(Color.blue)
            .frame(width: model.width, height: 26)
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A shape is rasterised at its exact size, so one whose width changes by a
/// fraction of a pixel keeps its pixel bounds but not its anti-aliased edge:
/// it must still be repainted (found by the event fuzzer, while a segmented
/// picker's selection slid).
@MainActor
@Suite struct SubpixelShapeDamageTests {
    @Test func aShapeResizedByAFractionOfAPixelIsRepainted() {
        let model = PillWidth()
        let host = ViewHost(Pill(model: model), width: 300, height: 100)
        host.step()
        // Over a second a pixel wide: most frames change the width by a fraction alone.
        withAnimation(.linear(duration: 1)) { model.width = 201.2 }
        var widths: [Double] = []
        expectEachFrameDrawsAsAFreshRender(host, frames: 70) { _ in
            if let capsule = host.displayList.graphics.first(where: { if case .shape = $0.content { true } else { false } }) {
                widths.append(capsule.frame.width)
            }
        }
        // Frame after frame the width moved by a fraction of a pixel, within one pixel.
        #expect(Set(widths).count > 50)
        #expect(widths.allSatisfy { $0 >= 200.2 - 1e-9 && $0 <= 201.2 + 1e-9 })
        #expect(widths.last.map { abs($0 - 201.2) < 1e-9 } == true)
    }
}
