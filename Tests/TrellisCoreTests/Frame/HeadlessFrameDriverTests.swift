import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

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

    @Test func aResizeLaysOutAgainWholeAndTheScaleTurnsPointsIntoPixels() throws {
        let backend = RecordingBackend()
        let driver = FrameDriver(content: Color.red, backend: backend, size: Size(width: 200, height: 100))
        driver.runFrame()
        #expect(backend.frame(ofFill: red) == Rect(x: 0, y: 0, width: 200, height: 100))
        driver.handle(.windowResize(Size(width: 300, height: 50)))
        #expect(driver.hasWork)
        driver.runFrame()
        #expect(backend.frame(ofFill: red) == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(backend.repaintedWhole == [true, true], "a new size repaints everything")

        // At twice the pixels per point, the backend gets pixels; events arrive in pixels too.
        driver.scale = 2
        driver.runFrame()
        #expect(backend.frame(ofFill: red) == Rect(x: 0, y: 0, width: 600, height: 100))
        driver.handle(.windowResize(Size(width: 400, height: 400)))
        driver.runFrame()
        #expect(driver.size == Size(width: 200, height: 200))
        #expect(backend.frame(ofFill: red) == Rect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func aCloseEventIsARequestTheHostDecidesOn() {
        let backend = RecordingBackend()
        let driver = FrameDriver(content: Text("Open"), backend: backend, size: Size(width: 200, height: 100))
        driver.runFrame()
        #expect(!driver.closeRequested)
        driver.handle(.windowClose)
        #expect(driver.closeRequested)
        driver.runFrame()
        #expect(backend.texts == ["Open"])
    }
}
