import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Taps {
    var log: [String] = []
}

@MainActor
@Suite struct HitOrderTests {
    @Test func theFrontmostOfTwoOverlappingTargetsWins() {
        let taps = Taps()
        let host = ViewHost(ZStack {
            Color.blue.frame(width: 120, height: 120).onTapGesture { taps.log.append("back") }
            Color.red.frame(width: 60, height: 60).onTapGesture { taps.log.append("front") }
        }, width: 200, height: 200)
        host.click(x: 100, y: 100)
        #expect(taps.log == ["front"])
        // Outside the front square only the back one is there.
        host.click(x: 50, y: 50)
        #expect(taps.log == ["front", "back"])
    }

    @Test func drawnContentInFrontStopsTheTapButHitTestingOffLetsItThrough() {
        let taps = Taps()
        let covered = ViewHost(ZStack {
            Button("Behind") { taps.log.append("behind") }.frame(width: 120, height: 40)
            Color.green.frame(width: 120, height: 40)
        }, width: 200, height: 200)
        covered.click(x: 100, y: 100)
        #expect(taps.log.isEmpty)

        let seeThrough = ViewHost(ZStack {
            Button("Behind") { taps.log.append("behind") }.frame(width: 120, height: 40)
            Color.green.frame(width: 120, height: 40).allowsHitTesting(false)
        }, width: 200, height: 200)
        seeThrough.click(x: 100, y: 100)
        #expect(taps.log == ["behind"])

        let clear = ViewHost(ZStack {
            Button("Behind") { taps.log.append("behind") }.frame(width: 120, height: 40)
            Color.clear.frame(width: 120, height: 40)
        }, width: 200, height: 200)
        clear.click(x: 100, y: 100)
        #expect(taps.log == ["behind", "behind"])
    }

    @Test func aButtonsOwnLabelDoesNotStopItsTap() {
        let taps = Taps()
        let host = ViewHost(Button { taps.log.append("label") } label: {
            HStack { Image(systemName: "star.fill"); Text("Starred") }
        }, width: 200, height: 100)
        host.click(text: "Starred")
        #expect(taps.log == ["label"])
    }

    @Test func anOutlineDrawnOverAControlLeavesItClickable() {
        let taps = Taps()
        let host = ViewHost(Button("Outlined") { taps.log.append("outlined") }
            .padding(8)
            .overlay(Capsule().stroke(Color.gray, lineWidth: 1)), width: 200, height: 100)
        host.click(text: "Outlined")
        #expect(taps.log == ["outlined"])
    }
}
