import FrameBenchReport
import Trellis

/// The document the `editor` scenario edits: 21,000 numbered lines of 50 bytes, about a megabyte.
enum EditorDocument {
    static let lineCount = 21_000
    static let text: String = (0..<lineCount).map { line in
        let number = String(line)
        return String(repeating: "0", count: 5 - number.count) + number + " the quick brown fox jumps over the lazy dog."
    }.joined(separator: "\n")
}

/// A megabyte in a `TextEditor` that fills most of the window.
struct EditorBenchView: View {
    @State var text: String

    var body: some View {
        TextEditor(text: $text)
            .frame(width: 1000, height: 760)
    }
}

/// `editor`: a megabyte of text in a `TextEditor`. The first frame, a
/// keystroke in the middle of the document, and scrolling one page, against
/// a baseline that keeps the text as lines and rasterises only those on screen.
@MainActor
enum EditorScenario {
    static let summary = "TextEditor with 1 MB of text (\(grouped(EditorDocument.lineCount)) lines); first frame, a keystroke in the middle, scroll one page"
    static let frames = 200

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        var figures: [String: Double] = [:], notes: [String] = []
        let text = EditorDocument.text
        let scene = try TrellisScene(EditorBenchView(text: text), window: context.window)
        defer { scene.close() }
        scene.reset()
        let geometry = try measureGeometry(scene)
        let baseline = EditorBaseline(canvas: context.baseline, geometry: geometry)
        // The indicator at the right edge is Trellis's alone; the rest of the text area must match.
        let checked = PixelRect(x: geometry.viewport.x + 2, y: geometry.viewport.y + 2,
                                w: geometry.viewport.w - 16, h: geometry.viewport.h - 4)
        let pixels = PixelCheck.compare(window: context.window, region: checked,
                                        trellis: { scene.reset() }, baseline: { baseline.reset { baseline.load(text) } })
        PixelCheck.record(pixels, as: "baselineCheck", figures: &figures, notes: &notes)

        // Each op runs only when asked for (`--op`), so counting one op's instructions counts no other.
        var results: [OpResult] = []
        if context.runsOp("first frame, 1 MB") {
            context.progress("editor: first frame")
            let first = AlternatingRuns(plan: context.plan(warmUps: 1)).collect(
                trellis: { (try? FirstFrame.sample(window: context.window) { EditorBenchView(text: text) }) ?? OpSample() },
                baseline: { baseline.measure { baseline.load(text) } })
            results.append(OpResult(op: "first frame, 1 MB", trellis: first.trellis, baseline: first.baseline))
        }

        if context.runsOp("a keystroke in the middle") {
            context.progress("editor: keystrokes in the middle")
            // Scroll to the middle with the wheel and click the fifth row shown.
            let middle = EditorDocument.lineCount / 2
            scene.pipeline.handle(.scroll(dx: 0, dy: Double(middle) * Double(geometry.pitch), at: center(of: geometry)))
            scene.reset()
            let rowTop = Double(geometry.firstRowY + 4 * geometry.pitch)
            scene.click(Rect(x: Double(geometry.textX), y: rowTop, width: 1, height: Double(geometry.pitch)))
            let topLine = try firstLineShown(scene)
            baseline.reset { baseline.show(line: topLine, caretRow: 4); return .zero }
            let plan = context.plan(minimumTimedRuns: frames, warmUps: 5)
            let typing = AlternatingRuns(plan: plan).collect(
                trellis: { scene.measureOneFrame { scene.pipeline.handle(.textInput("x")) } },
                baseline: { baseline.measure { baseline.type("x") } })
            if scene.pipeline.displayList.graphics.contains(where: { graphic in
                if case .text(let run) = graphic.content { return run.string.hasPrefix("xxxxx") }
                return false
            }) == false {
                notes.append("check failed: the typed text does not show")
            }
            figures["typing.missedFrames"] = Double(missedFrames(typing.trellis))
            results.append(OpResult(op: "a keystroke in the middle", trellis: typing.trellis, baseline: typing.baseline))
        }

        if context.runsOp("scroll one page") {
            context.progress("editor: scroll one page")
            let page = geometry.rowsShown - 2
            let scrolling = AlternatingRuns(plan: context.plan(minimumTimedRuns: 60, warmUps: 2)).collect(
                trellis: {
                    scene.measureOneFrame {
                        scene.pipeline.handle(.scroll(dx: 0, dy: Double(page * Int(geometry.pitch)), at: center(of: geometry)))
                    }
                },
                baseline: { baseline.measure { baseline.scrollDown(rows: page) } })
            figures["scrolling.missedFrames"] = Double(missedFrames(scrolling.trellis))
            results.append(OpResult(op: "scroll one page", trellis: scrolling.trellis, baseline: scrolling.baseline))
        }
        return ScenarioResult(scenario: "editor", summary: summary, ops: results, figures: figures, notes: notes)
    }

    private static func center(of geometry: EditorGeometry) -> Point {
        Point(x: Double(geometry.viewport.x + geometry.viewport.w / 2), y: Double(geometry.viewport.y + geometry.viewport.h / 2))
    }

    /// The rows' place and pitch, from the first two text graphics Trellis drew.
    private static func measureGeometry(_ scene: TrellisScene) throws -> EditorGeometry {
        let rows = scene.pipeline.displayList.graphics.compactMap { graphic -> (Graphic, TextRun)? in
            if case .text(let run) = graphic.content { return (graphic, run) }
            return nil
        }
        guard rows.count >= 2, let clip = rows[0].0.clip else { throw BenchError("the editor drew no rows to measure") }
        let viewport = RowsGeometry.pixels(x: clip.x, y: clip.y, width: clip.width, height: clip.height)
        return EditorGeometry(viewport: viewport, textX: RowsGeometry.edge(rows[0].0.frame.x),
                              firstRowY: RowsGeometry.edge(rows[0].0.frame.y),
                              pitch: RowsGeometry.edge(rows[1].0.frame.y) - RowsGeometry.edge(rows[0].0.frame.y),
                              fontSize: Int32(rows[0].1.font.size.rounded()))
    }

    /// The number of the first line Trellis shows, read from its text.
    private static func firstLineShown(_ scene: TrellisScene) throws -> Int {
        for graphic in scene.pipeline.displayList.graphics {
            if case .text(let run) = graphic.content, let line = Int(run.string.prefix(5)) { return line }
        }
        throw BenchError("the editor shows no numbered line")
    }
}
