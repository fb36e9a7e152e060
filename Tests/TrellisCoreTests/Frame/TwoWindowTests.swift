import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Two windows in one process: two drivers with backends of their own, their
/// frames interleaved, share no state on the frame path.
@MainActor @Suite struct TwoWindowTests {
    private let red = Color.red.resolve(in: .light)
    private let green = Color.green.resolve(in: .light)
    private let size = Size(width: 200, height: 100)

    @Test func oneWindowAnimatesWhileTheOtherStaysIdle() throws {
        let animatingBackend = RecordingBackend(), idleBackend = RecordingBackend(), aloneBackend = RecordingBackend()
        let animating = FrameDriver(content: GrowingCounter(counter: BodyCounter()), backend: animatingBackend, size: size)
        let idle = FrameDriver(content: JumpingCounter(), backend: idleBackend, size: size)
        // The same content shown alone: what the animating window must match.
        let alone = FrameDriver(content: GrowingCounter(counter: BodyCounter()), backend: aloneBackend, size: size)
        for driver in [animating, idle, alone] { driver.runFrame() }
        animating.click(try #require(animatingBackend.frame(ofText: "Add")))
        alone.click(try #require(aloneBackend.frame(ofText: "Add")))

        var interleaved: [Double] = [], single: [Double] = []
        for _ in 0..<20 {
            animating.runFrame()
            idle.runFrame()
            #expect(idle.lastStats.bodyEvaluations == 0 && idle.lastStats.framesPresented == 0)
            #expect(!idle.hasWork)
            interleaved.append(try #require(animatingBackend.frame(ofFill: red)).width)
        }
        for _ in 0..<20 {
            alone.runFrame()
            single.append(try #require(aloneBackend.frame(ofFill: red)).width)
        }
        #expect(interleaved == single, "the idle window's frames did not disturb the animating one's clock")
        #expect(idleBackend.drawnLists.count == 1, "the idle window drew once, at its first frame")
        #expect(animating.frameNumber == 21 && idle.frameNumber == 21)
    }

    @Test func aPlainWriteInOneWindowDoesNotTakeTheOthersAnimation() throws {
        let animatingBackend = RecordingBackend(), jumpingBackend = RecordingBackend()
        let animating = FrameDriver(content: GrowingCounter(counter: BodyCounter()), backend: animatingBackend, size: size)
        let jumping = FrameDriver(content: JumpingCounter(), backend: jumpingBackend, size: size)
        animating.runFrame()
        jumping.runFrame()
        // Both windows get their input before either runs its next frame.
        animating.click(try #require(animatingBackend.frame(ofText: "Add")))
        jumping.click(try #require(jumpingBackend.frame(ofText: "Jump")))
        animating.runFrame()
        jumping.runFrame()
        #expect(jumpingBackend.texts == ["Jumps 1", "Jump"])
        #expect(try #require(jumpingBackend.frame(ofFill: green)).width == 120, "the plain write took effect at once")
        #expect(!jumping.hasWork)
        let first = try #require(animatingBackend.frame(ofFill: red)).width
        #expect(first > 20 && first < 30, "the animated write started its animation: \(first)")
        #expect(animating.hasWork)
    }
}
