import Testing
@testable import TrellisCore

/// The core runs whole frames with no SDL: a backend that only records what it
/// is asked to draw is enough to check frames, edits, bodies and animation.
@MainActor @Suite struct HeadlessFrameDriverTests {
    private let red = Color.red.resolve(in: .light)

    @Test func aFrameUpdatesLaysOutAndDrawsThroughTheBackend() throws {
        let backend = RecordingBackend()
        let counter = BodyCounter()
        let driver = FrameDriver(content: GrowingCounter(counter: counter), backend: backend,
                                 size: Size(width: 200, height: 100))
        #expect(driver.runFrame())
        #expect(backend.texts == ["Count 0", "Add"])
        #expect(backend.repaintedWhole == [true])
        let bar = try #require(backend.frame(ofFill: red))
        #expect(bar.width == 20 && bar.height == 10)
        #expect(counter.runs == 1)

        // Idle: no body, no draw, nothing presented.
        #expect(!driver.hasWork)
        #expect(!driver.runFrame())
        #expect(driver.lastStats.bodyEvaluations == 0 && driver.lastStats.framesPresented == 0)
        #expect(backend.drawnLists.count == 1)
    }

    @Test func aClickRunsOneBodyEditsTheTextAndAnimatesTheBar() throws {
        let backend = RecordingBackend()
        let counter = BodyCounter()
        let driver = FrameDriver(content: GrowingCounter(counter: counter), backend: backend,
                                 size: Size(width: 200, height: 100))
        driver.runFrame()
        driver.click(try #require(backend.frame(ofText: "Add")))
        driver.runFrame()
        #expect(counter.runs == 2, "the counter's body ran once more")
        #expect(driver.lastEdits.contains(.changed(0)), "the text changed in place: \(driver.lastEdits)")
        #expect(!driver.lastEdits.contains { if case .inserted = $0 { true } else { false } })
        #expect(backend.texts == ["Count 1", "Add"])

        // Half of a 0.5 s linear animation: half way from 20 to 120 points wide.
        var widths = [try #require(backend.frame(ofFill: red)).width]
        for _ in 1..<15 {
            driver.runFrame()
            widths.append(try #require(backend.frame(ofFill: red)).width)
        }
        #expect(abs(widths[14] - 70) <= 1, "\(widths)")
        #expect(widths == widths.sorted() && widths[0] > 20)
        #expect(driver.lastStats.bodyEvaluations == 0, "animating runs no body")
        for _ in 0..<15 { driver.runFrame() }
        #expect(try #require(backend.frame(ofFill: red)).width == 120)
        #expect(!driver.hasWork)
    }
}
