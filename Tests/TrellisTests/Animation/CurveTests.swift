import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Track {
    var x = 0.0
}

/// A red square offset by `x`, in a 300-point frame that starts at x = 0.
private struct Mover: View {
    let track: Track
    var body: some View {
        Color.red.frame(width: 20, height: 20).offset(x: track.x)
            .frame(width: 300, height: 20, alignment: .leading)
    }
}

/// Starts `animation` from 0 to 100 and reads the square's x at the frames asked for.
@MainActor
private func positions(_ animation: Animation, at frames: [Int]) throws -> [Int: Double] {
    let track = Track()
    let host = ViewHost(Mover(track: track), width: 300, height: 20)
    withAnimation(animation) { track.x = 100 }
    var stepped = 0
    var seen: [Int: Double] = [:]
    for frame in frames.sorted() {
        host.step(frames: frame - stepped)
        stepped = frame
        seen[frame] = try #require(host.displayList.graphics.first?.frame.x)
    }
    return seen
}

private func expectNear(_ actual: Double?, _ expected: Double, _ what: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no position for \(what)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= 1, "\(what): \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

@MainActor
@Suite struct CurveTests {
    @Test func easeInLagsAndEaseOutLeadsLinearHalfway() {
        let linear = Animation.linear(duration: 1).progress(at: 0.5).fraction
        let easeIn = Animation.easeIn(duration: 1).progress(at: 0.5).fraction
        let easeOut = Animation.easeOut(duration: 1).progress(at: 0.5).fraction
        #expect(abs(linear - 0.5) < 1e-6)
        #expect(easeIn < 0.25, "starts slowly: \(easeIn)")
        #expect(easeOut > 0.75, "ends slowly: \(easeOut)")
        #expect(Animation.easeIn(duration: 1).progress(at: 1).isFinished)
        #expect(Animation.easeOut(duration: 1).progress(at: 1) == (1, true))
    }

    @Test func easeInAndEaseOutMoveTheGraphicAccordingly() throws {
        let easeIn = try positions(.easeIn(duration: 1), at: [30, 60])
        let easeOut = try positions(.easeOut(duration: 1), at: [30, 60])
        expectNear(easeIn[30], 12.5, "ease in, halfway")
        expectNear(easeOut[30], 87.5, "ease out, halfway")
        expectNear(easeIn[60], 100, "ease in, end")
        expectNear(easeOut[60], 100, "ease out, end")
    }

    @Test func nothingMovesDuringADelay() throws {
        let seen = try positions(.linear(duration: 1).delay(0.5), at: Array(1...30) + [60, 90])
        for frame in 1...29 { #expect(seen[frame] == 0, "frame \(frame): \(seen[frame] ?? -1)") }
        #expect(abs((seen[30] ?? -1) - 0) < 0.01, "the delay has just ended: \(seen[30] ?? -1)")
        expectNear(seen[60], 50, "half a second after the delay")
        expectNear(seen[90], 100, "the end")
    }

    @Test func doubleSpeedFinishesInHalfTheTime() throws {
        let track = Track()
        let host = ViewHost(Mover(track: track), width: 300, height: 20)
        withAnimation(.linear(duration: 1).speed(2)) { track.x = 100 }
        host.step(frames: 15)
        expectNear(host.displayList.graphics.first.map { Double($0.frame.x) }, 50, "a quarter second in")
        host.step(frames: 15)
        expectNear(host.displayList.graphics.first.map { Double($0.frame.x) }, 100, "half a second in")
        host.step(frames: 2)
        #expect(host.stats.framesPresented == 0, "finished at half a second")
    }

    @Test func repeatCountWithAutoreversePlaysThereAndBack() throws {
        let seen = try positions(.linear(duration: 1).repeatCount(3, autoreverses: true), at: [30, 60, 90, 120, 150, 180])
        expectNear(seen[30], 50, "first pass, halfway")
        expectNear(seen[60], 100, "first pass, end")
        expectNear(seen[90], 50, "second pass, on the way back")
        expectNear(seen[120], 0, "second pass, back at the start")
        expectNear(seen[150], 50, "third pass, halfway")
        expectNear(seen[180], 100, "the end")
    }

    @Test func repeatCountWithoutAutoreverseStartsEachPassAgain() throws {
        let seen = try positions(.linear(duration: 1).repeatCount(2, autoreverses: false), at: [30, 59, 61, 90, 120, 125])
        expectNear(seen[30], 50, "first pass, halfway")
        expectNear(seen[59], 98.3, "first pass, nearly done")
        expectNear(seen[61], 1.7, "second pass, just begun")
        expectNear(seen[90], 50, "second pass, halfway")
        expectNear(seen[120], 100, "the end")
        expectNear(seen[125], 100, "stays at the end")
    }

    @Test func anEvenAutoreversingRepeatEndsAtTheNewValue() throws {
        // Two passes there and back end where they began; like SwiftUI, the
        // graphic then shows the state's value rather than staying out of step with it.
        let seen = try positions(.linear(duration: 1).repeatCount(2, autoreverses: true), at: [90, 119, 121])
        expectNear(seen[90], 50, "on the way back")
        expectNear(seen[119], 1.7, "nearly back")
        expectNear(seen[121], 100, "settled on the value")
    }

    @Test func repeatForeverWithAutoreverseKeepsGoingBackAndForth() throws {
        let track = Track()
        let host = ViewHost(Mover(track: track), width: 300, height: 20)
        withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { track.x = 100 }
        func x() -> Double? { host.displayList.graphics.first.map { Double($0.frame.x) } }
        host.step(frames: 30)
        expectNear(x(), 50, "halfway out")
        host.step(frames: 30)
        expectNear(x(), 100, "out")
        host.step(frames: 30)
        expectNear(x(), 50, "halfway back")
        host.step(frames: 30)
        expectNear(x(), 0, "back")
        host.step(frames: 600 + 30)
        expectNear(x(), 50, "ten cycles later, halfway out again")
        #expect(host.stats.framesPresented == 1, "still drawing")
    }

    @Test func repeatForeverWithoutAutoreverseRestartsEachPass() throws {
        let seen = try positions(.linear(duration: 1).repeatForever(autoreverses: false), at: [30, 90, 105, 3_015])
        expectNear(seen[30], 50, "first pass, halfway")
        expectNear(seen[90], 50, "second pass, halfway")
        expectNear(seen[105], 75, "second pass, three quarters")
        expectNear(seen[3_015], 25, "fifty passes on, a quarter")
    }
}
