import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
import Trellis
import TrellisTesting

private struct Level: View {
    @Binding var level: Double

    var body: some View {
        Slider(value: $level, in: 0...100, step: 1).frame(width: 200).padding(20)
    }
}

/// A slider's value is always a number within its range, whatever the input:
/// the Gallery showed `Int(level)` and crashed when a press at a NaN
/// coordinate wrote NaN into it (found by the event fuzzer).
@MainActor
@Suite struct SliderHostileInputTests {
    @Test func aDragThatGoesNowhereLeavesTheValueWhereItWas() {
        var level = 40.0
        let binding = Binding(get: { level }, set: { level = $0 })
        let host = ViewHost(Level(level: binding), width: 300, height: 100)
        host.step()
        host.send(.pointerDown(Point(x: 150, y: 50)))
        host.step()
        let pressed = level
        #expect(pressed > 0 && pressed < 100)
        for x in [Double.nan, .infinity, -.infinity] {
            host.send(.pointerMove(Point(x: x, y: 50)))
            host.step()
            #expect(level == pressed, "a drag to x = \(x) set \(level)")
        }
        host.send(.pointerUp(Point(x: Double.nan, y: 50)))
        host.step()
        #expect(level == pressed)
        // A press nowhere does not reach the slider at all.
        host.send(.pointerDown(Point(x: Double.nan, y: 50)))
        host.send(.pointerUp(Point(x: Double.nan, y: 50)))
        host.step()
        #expect(level == pressed)
    }

    @Test func aNaNTheAppStoredSettlesOnTheRangeWhenMoved() {
        #expect(SliderTrack.settled(.nan, in: 0...100, step: 1) == 0)
        #expect(SliderTrack.settled(.infinity, in: 0...100, step: 1) == 100)
        #expect(SliderTrack.settled(-.infinity, in: 0...100, step: nil) == 0)
        #expect(SliderTrack.settled(37.4, in: 0...100, step: 0) == 37.4)
        #expect(SliderTrack.settled(37.4, in: 0...100, step: 5) == 35)
    }
}
