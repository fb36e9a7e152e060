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

@Observable private final class ListedNumbers {
    var values = Array(0..<40)
}

private struct ListedNumberView: View {
    let numbers: ListedNumbers
    var body: some View {
        List(numbers.values, id: \.self) { value in
            NumberRow(value: value)
        }
    }
}

/// Shows the number its row was first built for, kept in state: a row kept
/// for another element by mistake shows the wrong one.
private struct NumberRow: View {
    let value: Int
    @State private var builtFor: Int?
    var body: some View {
        Text("Number \(value), built for \(builtFor ?? value)")
            .onAppear { if builtFor == nil { builtFor = value } }
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

    /// Without a log, a list's long runs of edits only move its built rows;
    /// the rows shown after each change must be those a log-keeping host shows.
    @Test func aListWithoutALogShowsTheSameRowsAfterLongRunsOfEdits() throws {
        let texts = { (pipeline: FramePipeline) in
            pipeline.displayList.graphics.compactMap { graphic -> String? in
                if case .text(let run) = graphic.content { run.string } else { nil }
            }
        }
        let kept = ListedNumbers(), dropped = ListedNumbers()
        let keptTarget = try OffscreenTarget(width: 240, height: 200)
        let droppedTarget = try OffscreenTarget(width: 240, height: 200)
        let size = Size(width: 240, height: 200)
        let keeping = try FramePipeline(content: ListedNumberView(numbers: kept), renderer: keptTarget.renderer, size: size)
        let dropping = try FramePipeline(content: ListedNumberView(numbers: dropped), renderer: droppedTarget.renderer, size: size)
        keeping.recordsEdits = true
        let changes: [(ListedNumbers) -> Void] = [
            { $0.values = Array(100..<300) },
            { $0.values.insert(contentsOf: 1_000..<1_100, at: 0) },
            { $0.values.removeFirst(150) },
            { $0.values = [] },
            { $0.values = Array(0..<100).reversed() },
        ]
        keeping.runFrame(); keeping.runFrame()
        dropping.runFrame(); dropping.runFrame()
        for (step, change) in changes.enumerated() {
            change(kept)
            change(dropped)
            keeping.runFrame(); keeping.runFrame()
            dropping.runFrame(); dropping.runFrame()
            #expect(dropping.lastEdits.isEmpty)
            #expect(keeping.displayList.graphics.map(\.content) == dropping.displayList.graphics.map(\.content),
                    "step \(step)")
            #expect(keeping.displayList.graphics.map(\.frame) == dropping.displayList.graphics.map(\.frame), "step \(step)")
            #expect(keptTarget.countPixels(differingFrom: droppedTarget) == 0, "step \(step)")
            // Every row shown is the one built for its number.
            for text in texts(dropping) where text.hasPrefix("Number ") {
                let parts = text.dropFirst("Number ".count).split(separator: ",")
                #expect(text.hasSuffix("built for \(parts[0])"), "step \(step): \(text)")
            }
        }
    }
}
