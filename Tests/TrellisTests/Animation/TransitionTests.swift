import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Presence {
    var shown = false
}

/// A grey row that stays, and below it a green 100 × 20 row that comes and goes with `transition`.
/// Shown, the green row sits at (50, 20) in a 200 × 100 host.
private struct Appearing: View {
    let presence: Presence
    let transition: AnyTransition
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 20)
            if presence.shown { Color.green.frame(width: 100, height: 20).transition(transition) }
        }
        .frame(width: 200, height: 100, alignment: .top)
    }
}

private let resting = Rect(x: 50, y: 20, width: 100, height: 20)

/// Drives one insertion or removal of the green row and reads it back.
@MainActor
private struct Stage {
    let presence = Presence()
    let host: ViewHost<Appearing>

    init(_ transition: AnyTransition, shown: Bool = false) {
        presence.shown = shown
        host = ViewHost(Appearing(presence: presence, transition: transition), width: 200, height: 100)
    }

    /// The green row as drawn after the last frame, if it is in the list.
    var row: Graphic? {
        host.displayList.graphics.first { $0.content == .fill(RGBA(r: 52, g: 199, b: 89)) }
    }

    /// Shows or hides the row over one linear second, then steps to the halfway frame.
    func toggleAndStepHalfway() {
        withAnimation(.linear(duration: 1)) { presence.shown.toggle() }
        host.step(frames: 30)
    }
}

private func expectFrame(_ frame: Rect, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(frame.x - expected.x) <= 1 && abs(frame.y - expected.y) <= 1
        && abs(frame.width - expected.width) <= 1 && abs(frame.height - expected.height) <= 1
    #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
}

@MainActor
@Suite struct TransitionTests {
    @Test func scaleGrowsFromTheCentre() throws {
        let stage = Stage(.scale)
        stage.toggleAndStepHalfway()
        let halfway = try #require(stage.row)
        expectFrame(halfway.frame, Rect(x: 75, y: 25, width: 50, height: 10))
        #expect(abs(halfway.scale - 0.5) < 0.02, "\(halfway.scale)")
        #expect(halfway.opacity == 1, "scaling alone does not fade")
        stage.host.step(frames: 30)
        let end = try #require(stage.row)
        #expect(end.frame == resting && end.scale == 1 && end.opacity == 1)
    }

    @Test func slideComesInFromTheLeadingEdgeAndLeavesPastTheTrailingEdge() throws {
        let stage = Stage(.slide)
        stage.toggleAndStepHalfway()
        expectFrame(try #require(stage.row).frame, Rect(x: 0, y: 20, width: 100, height: 20))
        #expect(try #require(stage.row).opacity == 1)
        stage.host.step(frames: 30)
        #expect(try #require(stage.row).frame == resting)
        stage.toggleAndStepHalfway()
        expectFrame(try #require(stage.row).frame, Rect(x: 100, y: 20, width: 100, height: 20))
        stage.host.step(frames: 30)
        #expect(stage.row == nil, "gone once the removal has played")
    }

    @Test func moveFromTheLeadingEdgeIsOffsetToTheLeftHalfway() throws {
        let stage = Stage(.move(edge: .leading))
        stage.toggleAndStepHalfway()
        let halfway = try #require(stage.row)
        expectFrame(halfway.frame, Rect(x: 0, y: 20, width: 100, height: 20))
        #expect(halfway.opacity == 1 && halfway.scale == 1)
        stage.host.step(frames: 30)
        #expect(try #require(stage.row).frame == resting)
    }

    @Test func moveFromTheTopEdgeIsOffsetUpwardsHalfway() throws {
        let stage = Stage(.move(edge: .top))
        stage.toggleAndStepHalfway()
        expectFrame(try #require(stage.row).frame, Rect(x: 50, y: 10, width: 100, height: 20))
        stage.host.step(frames: 30)
        #expect(try #require(stage.row).frame == resting)
    }

    @Test func offsetComesInFromTheGivenDistance() throws {
        let stage = Stage(.offset(x: 40, y: -20))
        stage.toggleAndStepHalfway()
        expectFrame(try #require(stage.row).frame, Rect(x: 70, y: 10, width: 100, height: 20))
        stage.host.step(frames: 30)
        #expect(try #require(stage.row).frame == resting)
    }

    @Test func asymmetricUsesOneTransitionToComeAndAnotherToGo() throws {
        let stage = Stage(.asymmetric(insertion: .move(edge: .trailing), removal: .scale))
        stage.toggleAndStepHalfway()
        let coming = try #require(stage.row)
        expectFrame(coming.frame, Rect(x: 100, y: 20, width: 100, height: 20))
        #expect(coming.scale == 1, "the removal's scale plays no part in the insertion")
        stage.host.step(frames: 30)
        #expect(try #require(stage.row).frame == resting)
        stage.toggleAndStepHalfway()
        let going = try #require(stage.row)
        expectFrame(going.frame, Rect(x: 75, y: 25, width: 50, height: 10))
        #expect(abs(going.scale - 0.5) < 0.02, "\(going.scale)")
        #expect(going.opacity == 1, "shrinks without the default fade")
        stage.host.step(frames: 30)
        #expect(stage.row == nil)
    }

    @Test func asymmetricRemovalStartsFromTheRestingPlace() throws {
        let stage = Stage(.asymmetric(insertion: .opacity, removal: .move(edge: .bottom)), shown: true)
        #expect(try #require(stage.row).frame == resting)
        stage.toggleAndStepHalfway()
        let going = try #require(stage.row)
        expectFrame(going.frame, Rect(x: 50, y: 30, width: 100, height: 20))
        #expect(going.opacity == 1)
    }

    @Test func combinedTransitionsApplyTogether() throws {
        let stage = Stage(.move(edge: .leading).combined(with: .opacity))
        stage.toggleAndStepHalfway()
        let coming = try #require(stage.row)
        expectFrame(coming.frame, Rect(x: 0, y: 20, width: 100, height: 20))
        #expect(abs(coming.opacity - 0.5) < 0.02, "\(coming.opacity)")
        stage.host.step(frames: 30)
        let end = try #require(stage.row)
        #expect(end.frame == resting && end.opacity == 1)
        stage.toggleAndStepHalfway()
        let going = try #require(stage.row)
        expectFrame(going.frame, Rect(x: 0, y: 20, width: 100, height: 20))
        #expect(abs(going.opacity - 0.5) < 0.02, "\(going.opacity)")
    }
}
