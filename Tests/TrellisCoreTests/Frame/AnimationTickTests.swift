import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Frames in which only animations advance change just the moving graphics of
/// the list drawn last (`DisplayAnimator.advance`): they must draw what a frame
/// made whole draws, and name every graphic they changed.
@MainActor @Suite struct AnimationTickTests {
    @Test func framesThatOnlyAdvanceAnimationsDrawWhatWholeFramesDraw() throws {
        let size = Size(width: 300, height: 120)
        let tickingBackend = RecordingBackend(), wholeBackend = RecordingBackend()
        let ticking = FrameDriver(content: PulsingRow(), backend: tickingBackend, size: size)
        let whole = FrameDriver(content: PulsingRow(), backend: wholeBackend, size: size)
        whole.animator.advancesMovingOnly = false
        for frame in 0..<150 {
            ticking.runFrame()
            whole.runFrame()
            let drawn = try #require(tickingBackend.drawnLists.last), made = try #require(wholeBackend.drawnLists.last)
            #expect(drawn.graphics.count == made.graphics.count, "frame \(frame)")
            for (mine, theirs) in zip(drawn.graphics, made.graphics) {
                // Ids are numbered per process, so the two windows' differ.
                var same = mine
                same.id = theirs.id
                #expect(same == theirs, "frame \(frame): \(mine) against \(theirs)")
            }
            if tickingBackend.drawnLists.count >= 2, !drawn.changes.everything {
                let before = tickingBackend.drawnLists[tickingBackend.drawnLists.count - 2]
                for (index, graphic) in drawn.graphics.enumerated() where index < before.graphics.count && graphic != before.graphics[index] {
                    #expect(drawn.changes.touched[graphic.id] == index, "frame \(frame): a changed graphic went unnamed")
                }
            }
        }
        #expect(ticking.animator.movingOnlyFrames > 100, "the endless animation advanced without whole frames")
        #expect(whole.animator.movingOnlyFrames == 0)
        #expect(ticking.hasWork, "the endless animation goes on")
    }
}

/// A label pulsing for ever, one that fades in once and stops, and one at rest.
private struct PulsingRow: View {
    @State private var isAway = false
    @State private var isShown = false

    var body: some View {
        HStack(spacing: 8) {
            Text("Pulse")
                .offset(x: isAway ? 12 : 0)
                .opacity(isAway ? 0.2 : 1)
            Text("Once").opacity(isShown ? 1 : 0)
            Text("Still")
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true)) { isAway = true }
            withAnimation(.linear(duration: 0.75)) { isShown = true }
        }
    }
}
