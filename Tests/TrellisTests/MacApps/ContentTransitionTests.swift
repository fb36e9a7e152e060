import Observation
import Testing
import Trellis
import TrellisTesting

@MainActor @Observable private final class Score {
    var value = 1
}

/// A large number in the middle of a 200 × 120 host, with the content transition given, if any;
/// with `followsValue`, `.numericText(value:)` of the number shown, as apps write it.
private struct ScoreView: View {
    let score: Score
    let transition: ContentTransition?
    var followsValue = false
    var body: some View {
        let text = Text("\(score.value)").font(.system(size: 48))
        let transition = followsValue ? .numericText(value: Double(score.value)) : self.transition
        Group {
            if let transition { text.contentTransition(transition) } else { text }
        }
        .frame(width: 200, height: 120)
    }
}

/// Drives one change of the number over a linear second and reads the halfway frame.
@MainActor
private struct Stage {
    let score = Score()
    let host: ViewHost<ScoreView>

    init(_ transition: ContentTransition?, followsValue: Bool = false) {
        host = ViewHost(ScoreView(score: score, transition: transition, followsValue: followsValue), width: 200, height: 120)
    }

    /// The drawn texts showing `string`, with their opacity.
    func drawn(_ string: String) -> [Graphic] {
        host.displayList.graphics.filter { if case .text(let run) = $0.content { run.string == string } else { false } }
    }

    /// The darkest pixel's brightness (0 black, 255 white) in the text's area.
    func darkest(around frame: Rect) -> Int {
        var darkest = 255
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let pixel = host.color(x: x, y: y)
                darkest = min(darkest, (Int(pixel.r) + Int(pixel.g) + Int(pixel.b)) / 3)
            }
        }
        return darkest
    }

    func changeAndStepHalfway(to value: Int) {
        withAnimation(.linear(duration: 1)) { score.value = value }
        host.step(frames: 30)
    }
}

// Apple: ContentTransition.opacity "indicates content fades from transparent to opaque on insertion, and
// from opaque to transparent on removal"; numericText is "tailored to numeric characters that count up or
// down"; content transitions "only take effect within transactions that apply an Animation".
@MainActor
@Suite struct ContentTransitionTests {
    @Test(arguments: [ContentTransition.opacity, .interpolate, .symbolEffect])
    func aChangedStringCrossFades(transition: ContentTransition?) throws {
        let stage = Stage(transition)
        let rest = try #require(stage.host.frame(ofText: "1"))
        let inkAtRest = stage.darkest(around: rest)
        stage.changeAndStepHalfway(to: 7)
        let old = try #require(stage.drawn("1").first), new = try #require(stage.drawn("7").first)
        #expect(abs(old.opacity - 0.5) < 0.05 && abs(new.opacity - 0.5) < 0.05, "\(old.opacity) \(new.opacity)")
        #expect(abs(old.frame.midY - rest.midY) < 1 && abs(new.frame.midY - rest.midY) < 1, "both stay in place")
        #expect(stage.darkest(around: rest) > inkAtRest + 40, "no glyph is fully inked halfway")
        stage.host.step(frames: 40)
        #expect(stage.drawn("1").isEmpty)
        #expect(stage.drawn("7").first?.opacity == 1)
        #expect(stage.darkest(around: rest) < inkAtRest + 10)
    }

    @Test func identitySwapsAtOnce() throws {
        let stage = Stage(.identity)
        let rest = try #require(stage.host.frame(ofText: "1"))
        let inkAtRest = stage.darkest(around: rest)
        stage.changeAndStepHalfway(to: 7)
        #expect(stage.drawn("1").isEmpty)
        #expect(stage.drawn("7").first?.opacity == 1)
        #expect(stage.darkest(around: rest) < inkAtRest + 10)
    }

    @Test func withoutAnimationTheStringIsReplaced() {
        let stage = Stage(.opacity)
        stage.score.value = 7
        stage.host.step()
        #expect(stage.drawn("1").isEmpty)
        #expect(stage.drawn("7").first?.opacity == 1)
    }

    @Test(arguments: [(ContentTransition.numericText(), false, 7, -1.0), (.numericText(countsDown: true), false, 7, 1.0),
                      (nil, true, 7, -1.0), (nil, true, 0, 1.0)])
    func numericTextRolls(transition: ContentTransition?, followsValue: Bool, to value: Int, oldDirection: Double) throws {
        let stage = Stage(transition, followsValue: followsValue)
        let rest = try #require(stage.host.frame(ofText: "1"))
        stage.changeAndStepHalfway(to: value)
        let old = try #require(stage.drawn("1").first), new = try #require(stage.drawn("\(value)").first)
        let oldShift = old.frame.midY - rest.midY, newShift = new.frame.midY - rest.midY
        #expect(oldShift * oldDirection > 5, "the old number leaves \(oldDirection < 0 ? "upwards" : "downwards"): \(oldShift)")
        #expect(newShift * oldDirection < -5, "the new one comes from the other side: \(newShift)")
        #expect(old.opacity < 0.6 && new.opacity < 0.6)
        stage.host.step(frames: 40)
        #expect(stage.drawn("\(value)").first.map { abs($0.frame.midY - rest.midY) < 1 } == true)
    }
}
