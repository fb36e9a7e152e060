import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Hears the phases of a window's frames, as a trace or the accessibility tree would.
@MainActor
private final class PhaseRecorder: FrameObserver {
    var phases: [FramePhase] = []
    var edits: [DisplayEdit] = []
    func frameDidEnter(_ phase: FramePhase, from previous: FramePhase) { phases.append(phase) }
    func graphDidEdit(_ edit: DisplayEdit) { edits.append(edit) }
}

/// One place runs a frame, in phases: input, bodies, layout, display,
/// animation, render and present, in that order, as Flutter's pipeline owner
/// flushes build, then layout, then paint. Observers hear each as it begins.
@MainActor @Suite struct FramePhaseOrderTests {
    private func driver() -> (FrameDriver, RecordingBackend, PhaseRecorder) {
        let backend = RecordingBackend()
        let driver = FrameDriver(content: GrowingCounter(counter: BodyCounter()), backend: backend,
                                 size: Size(width: 200, height: 100))
        let recorder = PhaseRecorder()
        driver.graph.pipelineOwner.addObserver(recorder)
        return (driver, backend, recorder)
    }

    @Test func aChangedFrameRunsEveryPhaseInOrderAndPresentsLast() throws {
        let (driver, backend, recorder) = driver()
        driver.runFrame()
        driver.click(try #require(backend.frame(ofText: "Add")))
        recorder.phases = []
        var presentedAfter: [FramePhase] = []
        let drew = driver.runFrame { _ in presentedAfter = recorder.phases }
        #expect(drew)
        #expect(recorder.phases == [.input, .bodies, .layout, .display, .animation, .render, .present, .idle])
        // The present step the host passes runs inside the present phase, after render.
        #expect(presentedAfter.last == .present)
        #expect(recorder.edits.contains(.changed(0)), "the observer heard the text's edit: \(recorder.edits)")
        #expect(driver.graph.pipelineOwner.phase == .idle)
    }

    @Test func anIdleFrameGoesFromInputToPresentWithoutLayoutOrDrawing() {
        let (driver, backend, recorder) = driver()
        driver.runFrame()
        recorder.phases = []
        #expect(!driver.runFrame())
        #expect(recorder.phases == [.input, .bodies, .present, .idle])
        #expect(backend.drawnLists.count == 1)
    }

    @Test func aStoppedObserverHearsNothingMore() {
        let (driver, _, recorder) = driver()
        driver.graph.pipelineOwner.removeObserver(recorder)
        driver.runFrame()
        #expect(recorder.phases.isEmpty)
    }
}
