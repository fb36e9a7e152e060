import Observation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

@Observable private final class Caption {
    var text = "Before"
    var tint = Color.black
}

private struct Captioned: View {
    let caption: Caption
    var body: some View {
        VStack {
            Text("Title")
            Text(caption.text).foregroundColor(caption.tint).padding(4)
        }
    }
}

/// A window keeps no edits, since nothing it draws reads them; a test host
/// keeps them. What is drawn must not depend on which.
@MainActor
@Suite struct EditRecordingTests {
    private func pipeline(for caption: Caption, on target: OffscreenTarget, recording: Bool) throws -> FramePipeline {
        let pipeline = try FramePipeline(content: Captioned(caption: caption), renderer: target.renderer,
                                         size: Size(width: 200, height: 100))
        pipeline.recordsEdits = recording
        pipeline.runFrame()
        return pipeline
    }

    @Test func aWindowDrawsTheSameChangesWithoutKeepingEdits() throws {
        let kept = Caption(), dropped = Caption()
        let keptTarget = try OffscreenTarget(width: 200, height: 100)
        let droppedTarget = try OffscreenTarget(width: 200, height: 100)
        let keeping = try pipeline(for: kept, on: keptTarget, recording: true)
        let dropping = try pipeline(for: dropped, on: droppedTarget, recording: false)

        for caption in [kept, dropped] {
            caption.text = "After, longer"
            caption.tint = .red
        }
        keeping.runFrame()
        dropping.runFrame()

        #expect(keeping.lastEdits.contains(.changed(1)), "the caption changed in place: \(keeping.lastEdits)")
        #expect(dropping.lastEdits.isEmpty)
        // Both drew the change: neither is blank, and they agree to the pixel.
        let blank = try OffscreenTarget(width: 200, height: 100)
        #expect(keptTarget.countPixels(differingFrom: blank) > 100)
        #expect(keptTarget.countPixels(differingFrom: droppedTarget) == 0)
        #expect(keeping.displayList.graphics.map(\.content) == dropping.displayList.graphics.map(\.content))
        #expect(keeping.displayList.graphics.map(\.frame) == dropping.displayList.graphics.map(\.frame))
    }

    @Test func aWindowKeepsNoEditsUntilAskedAndATestHostKeepsThem() throws {
        let target = try OffscreenTarget(width: 200, height: 100)
        let caption = Caption()
        let window = try FramePipeline(content: Captioned(caption: caption), renderer: target.renderer,
                                       size: Size(width: 200, height: 100))
        #expect(!window.recordsEdits)
        window.runFrame()
        caption.text = "Changed"
        window.runFrame()
        #expect(window.lastEdits.isEmpty)

        window.recordsEdits = true
        caption.text = "Changed again"
        window.runFrame()
        #expect(window.lastEdits == [.changed(1)])

        let host = ViewHost(Captioned(caption: caption), width: 200, height: 100)
        caption.text = "Seen by the host"
        host.step()
        #expect(host.lastEdits == [.changed(1)])
    }
}
