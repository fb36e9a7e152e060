import Observation
import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL
import TrellisTesting

private let ink = RGBA(r: 200, g: 40, b: 40)

/// A 40 × 40 square at (30, 30) whose left half is inked, turned about its centre:
/// its bounds are the same at every quarter turn, but its pixels are not.
private func halfInked(_ id: GraphicID, rotation: Double) -> Graphic {
    var graphic = Graphic(id: id, content: .shape(Path { $0.addRect(Rect(x: 0, y: 0, width: 20, height: 40)) }, .fill(ink)),
                          frame: Rect(x: 30, y: 30, width: 40, height: 40), version: 0, clip: nil, opacity: 1)
    graphic.rotation = rotation
    graphic.rotationCenter = Point(x: 50, y: 50)
    return graphic
}

@Observable private final class TurnSwitch {
    var turned = false
}

private struct TurnedLabel: View {
    let turnSwitch: TurnSwitch
    var body: some View {
        Text("Trellis →").font(.system(size: 24)).rotationEffect(.degrees(turnSwitch.turned ? 360 : 180))
    }
}

@MainActor
@Suite struct TurnedDamageTests {
    @Test func aHalfTurnWithTheSameBoundsIsRepainted() throws {
        let bench = try CanvasBench()
        let id = GraphicID.next()
        bench.draw([halfInked(id, rotation: 180)])
        #expect(bench.target.pixel(x: 65, y: 50) == ink && bench.target.pixel(x: 35, y: 50) == white)
        // Half a turn more: upright again, in the same turned graphic's bounds.
        bench.draw([halfInked(id, rotation: 360)])
        #expect(bench.target.pixel(x: 35, y: 50) == ink, "the ink turned back to the left")
        #expect(bench.target.pixel(x: 65, y: 50) == white, "the right is clean again")
        #expect(try bench.mismatches(against: [halfInked(id, rotation: 360)]) == 0)
    }

    @Test func aQuarterTurnOfASquareIsRepainted() throws {
        let bench = try CanvasBench()
        let id = GraphicID.next()
        bench.draw([halfInked(id, rotation: 180)])
        bench.draw([halfInked(id, rotation: 270)])
        // Clockwise, the left half goes to the top at 90° and to the bottom at 270°.
        #expect(bench.target.pixel(x: 50, y: 65) == ink && bench.target.pixel(x: 50, y: 35) == white)
        #expect(try bench.mismatches(against: [halfInked(id, rotation: 270)]) == 0)
    }

    @Test func aScaleWithTheSameFrameIsRepainted() throws {
        let bench = try CanvasBench(width: 200, height: 60)
        let id = GraphicID.next()
        func label(scale: Double) -> Graphic {
            var graphic = Graphic(id: id, content: .text(TextRun(string: "Scaled", font: .system(size: 24), color: ink)),
                                  frame: Rect(x: 10, y: 10, width: 180, height: 40), version: 0, clip: nil, opacity: 1)
            graphic.scale = scale
            return graphic
        }
        bench.draw([label(scale: 1.5)])
        bench.draw([label(scale: 1)])
        #expect(try bench.mismatches(against: [label(scale: 1)]) == 0)
    }

    @Test func aTurnedTextThroughTheViewTreeEqualsAFreshRender() {
        let turnSwitch = TurnSwitch()
        let host = ViewHost(TurnedLabel(turnSwitch: turnSwitch), width: 200, height: 80)
        turnSwitch.turned = true
        host.step()
        let fresh = ViewHost(TurnedLabel(turnSwitch: turnSwitch), width: 200, height: 80)
        var mismatches = 0
        for y in 0..<80 {
            for x in 0..<200 where host.color(x: x, y: y) != fresh.color(x: x, y: y) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
