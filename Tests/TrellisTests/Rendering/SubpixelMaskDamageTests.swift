import Observation
import Testing
import Trellis
import TrellisTesting

@MainActor @Observable
private final class Slide {
    var top = 10.0
}

private struct RoundedSwatch: View {
    let slide: Slide

    var body: some View {
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 48, height: 48)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .padding(.top, slide.top)
            .padding(.leading, 30)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Content under a mask is drawn at its exact place in its texture, so one
/// that slides by fractions of a pixel must be cut again each time, not shown
/// from an earlier step's texture (found by the event fuzzer: the Gallery's
/// rounded pictures sliding into place).
@MainActor
@Suite struct SubpixelMaskDamageTests {
    @Test func maskedContentSlidingByFractionsOfAPixelIsCutAgain() {
        let slide = Slide()
        let host = ViewHost(RoundedSwatch(slide: slide), width: 200, height: 120)
        host.step()
        let start = host.displayList.graphics.first(where: { $0.mask != nil })?.frame.y
        withAnimation(.linear(duration: 0.5)) { slide.top = 10.9 }
        var tops: [Double] = []
        expectEachFrameDrawsAsAFreshRender(host, frames: 35) { _ in
            if let picture = host.displayList.graphics.first(where: { $0.mask != nil }) { tops.append(picture.frame.y) }
        }
        // The masked picture slid 0.9 px, a fraction of a pixel per frame.
        #expect(Set(tops).count > 20)
        if let start, let end = tops.last { #expect(abs(end - start - 0.9) < 1e-9) } else { Issue.record("no masked graphic found") }
    }
}
