import Observation
import Testing
import Trellis
import TrellisTesting

@MainActor @Observable
private final class Drop {
    var top = 10.0
}

private struct TurnedBar: View {
    let drop: Drop

    var body: some View {
        Rectangle()
            .fill(Color.gray)
            .frame(width: 4, height: 12)
            .rotationEffect(.degrees(45))
            .padding(.top, drop.top)
            .padding(.leading, 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A turned graphic turns about a point set from where it is laid out, so
/// while an animation moves its frame the point must move with it; left at
/// the destination, the graphic swung about a point far away (found by the
/// event fuzzer: a scrolled spinner's spoke drawn 200 px from the spinner).
@MainActor
@Suite struct TurnedGraphicMotionTests {
    @Test func aTurnedGraphicTurnsAboutItsOwnCentreWhileItMoves() {
        let drop = Drop()
        let host = ViewHost(TurnedBar(drop: drop), width: 300, height: 400)
        host.step()
        withAnimation(.linear(duration: 0.5)) { drop.top = 300 }
        var checked = 0
        expectEachFrameDrawsAsAFreshRender(host, frames: 40) { frame in
            for graphic in host.displayList.graphics where graphic.rotation != 0 {
                let centre = Point(x: graphic.frame.midX, y: graphic.frame.midY)
                #expect(abs(graphic.rotationCenter.x - centre.x) < 0.01 && abs(graphic.rotationCenter.y - centre.y) < 0.01,
                        "frame \(frame): turns about \(graphic.rotationCenter), its centre is \(centre)")
                checked += 1
            }
        }
        #expect(checked >= 30)
    }
}
