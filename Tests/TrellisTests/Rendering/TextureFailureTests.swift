import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

private let ink = RGBA(r: 30, g: 120, b: 60)

@MainActor
private func label(_ text: String, y: Double) -> Graphic {
    Graphic(id: GraphicID.next(), content: .text(TextRun(string: text, font: .system(size: 17), color: RGBA(r: 0, g: 0, b: 0))),
            frame: Rect(x: 10, y: y, width: 100, height: 24), version: 0, clip: nil, opacity: 1)
}

/// Where a placeholder filling `frame` shows its box colour: near the top
/// edge's middle, away from its outline and cross.
private func boxPoint(in frame: Rect) -> (x: Int, y: Int) {
    (Int(frame.midX), Int(frame.y) + 3)
}

// Warnings are reported once per process, so each test injects a different kind.
@MainActor
@Suite struct TextureFailureTests {
    @Test func textsWhoseTexturesFailShowPlaceholdersWarnOnceAndRecover() throws {
        let bench = try CanvasBench(width: 200, height: 120)
        let texts = [label("First", y: 10), label("Second", y: 45), label("Third", y: 80)]
        let others = [
            Graphic(id: GraphicID.next(), content: .shape(Path { $0.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40)) }, .fill(ink)),
                    frame: Rect(x: 150, y: 10, width: 40, height: 40), version: 0, clip: nil, opacity: 1),
            Graphic(id: GraphicID.next(), content: .fill(ink), frame: Rect(x: 150, y: 70, width: 40, height: 40),
                    version: 0, clip: nil, opacity: 1),
        ]
        let graphics = texts + others
        // Labels that leave keep their textures for the next texts (`SpareTextTextures`):
        // an injected failure must still reach the allocation, not be hidden by a spare.
        bench.draw([label("A longer label", y: 10), label("Another long label", y: 45), label("And a third", y: 80)])
        bench.draw([])
        #expect(bench.canvas.textures.spareTexts.count == 3)
        let warnings = Diagnostics.warnings.count
        bench.canvas.textures.failingKinds = [.text]
        bench.draw(graphics)
        bench.draw(graphics)
        #expect(Diagnostics.warnings.count == warnings + 1, "\(Diagnostics.warnings.suffix(3))")
        #expect(Diagnostics.warnings.last?.contains("texture for a text") == true)
        for text in texts {
            let point = boxPoint(in: text.frame)
            #expect(bench.target.pixel(x: point.x, y: point.y) == Placeholder.fill, "a placeholder where \(text.content) goes")
        }
        // Everything else is drawn as usual.
        #expect(bench.target.pixel(x: 170, y: 30) == ink && bench.target.pixel(x: 170, y: 90) == ink)
        #expect(bench.canvas.textures.failures.count == 3)
        #expect(bench.canvas.textures.spareTexts.taken == 0)

        bench.canvas.textures.failingKinds = []
        bench.draw(graphics)
        #expect(bench.canvas.textures.failures.isEmpty)
        #expect(bench.canvas.textures.alive == 4)
        #expect(try bench.mismatches(against: graphics) == 0, "once textures can be made, the texts are drawn normally")
    }

    @Test func theFrameLoopTriesAFailedTextureAgainWhileIdle() throws {
        let view = VStack {
            Circle().fill(Color.red).frame(width: 30, height: 30)
            Text("Still drawn")
        }
        let target = try OffscreenTarget(width: 200, height: 100)
        let pipeline = try FramePipeline(content: view, renderer: target.renderer, size: Size(width: 200, height: 100))
        let warnings = Diagnostics.warnings.count
        pipeline.canvas.textures.failingKinds = [.shape]
        pipeline.runFrame()
        #expect(Diagnostics.warnings.count == warnings + 1)
        let circle = try #require(pipeline.displayList.graphics.first { if case .shape = $0.content { true } else { false } })
        let point = boxPoint(in: circle.frame)
        #expect(target.pixel(x: point.x, y: point.y) == Placeholder.fill)
        let text = try #require(pipeline.displayList.graphics.first { if case .text = $0.content { true } else { false } })
        let textPixels = (Int(text.frame.x)..<Int(text.frame.maxX)).map { target.pixel(x: $0, y: Int(text.frame.midY)) }
        #expect(textPixels.contains { $0.r < 100 }, "the text is drawn while the shape cannot be")

        pipeline.canvas.textures.failingKinds = []
        // Nothing changes, yet within the retry interval the circle is drawn.
        for _ in 0..<FramePipeline.failedTextureRetryFrames { pipeline.runFrame() }
        #expect(pipeline.canvas.textures.failures.isEmpty)
        let fresh = try OffscreenTarget(width: 200, height: 100)
        let freshPipeline = try FramePipeline(content: view, renderer: fresh.renderer, size: Size(width: 200, height: 100))
        freshPipeline.runFrame()
        let differing = (0..<100).flatMap { y in (0..<200).filter { target.pixel(x: $0, y: y) != fresh.pixel(x: $0, y: y) } }
        #expect(differing.isEmpty, "\(differing.count) pixels differ from a fresh render")
    }
}
