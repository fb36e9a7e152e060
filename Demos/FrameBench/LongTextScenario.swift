import FrameBenchReport
import Trellis

/// A long document in a scroll view.
private struct LongDocumentView: View {
    let text: String

    var body: some View {
        ScrollView { Text(text).frame(maxWidth: .infinity, alignment: .leading) }
    }
}

/// One long line, scrolled sideways.
private struct LongLineView: View {
    let text: String

    var body: some View {
        ScrollView(.horizontal) { Text(text) }
    }
}

/// A field to type into.
private struct TypingView: View {
    @State private var text = ""

    var body: some View {
        TextField("Type here", text: $text).padding()
    }
}

/// `longtext`: a megabyte of text in a scroll view, as lines and as one line:
/// its first frame, and a scroll from its top to its end in one frame; then
/// 10,000 characters typed into a field within one frame.
@MainActor
enum LongTextScenario {
    static let summary = """
        1 MB of text in a ScrollView (about 20,000 lines of 52 characters) and 400,000 characters on one line: \
        first frame, and scrolling to the end in one frame; 10,000 characters typed in one frame; \
        one keystroke in a field holding 1,000 or 1,000,000 characters, alone and under a one-line title
        """

    /// About a megabyte of numbered lines, each narrower than the window, so none wraps.
    static func document() -> String {
        var text = ""
        text.reserveCapacity(1 << 20)
        var line = 0
        while text.utf8.count < 1 << 20 {
            line += 1
            text += "\(line): the quick brown fox jumps over the lazy dog, again\n"
        }
        return text
    }

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let plan = context.plan(minimumTimedRuns: 3, warmUps: 1)
        let text = document(), line = String(repeating: "word ", count: 80_000)
        // Each op runs only when `--op` names it, so one op can be counted alone.
        var ops: [OpResult] = []
        var figures: [String: Double] = [
            "characters": Double(text.count),
            "lines": Double(text.split(separator: "\n").count),
        ]
        func op(_ name: String, _ progress: String, _ measure: () throws -> [OpSample]) rethrows {
            guard context.runsOp(name) else { return }
            context.progress("longtext: \(progress)")
            ops.append(OpResult(op: name, trellis: try measure()))
        }
        try op("first frame, 1 MB of lines", "first frame of 1 MB of lines") {
            try FirstFrame.measure(plan: plan, window: context.window) { LongDocumentView(text: text) }
        }
        try op("first frame, 400,000 characters on one line", "first frame of 400,000 characters on one line") {
            try FirstFrame.measure(plan: plan, window: context.window) { LongLineView(text: line) }
        }
        try op("scroll from top to end (lines)", "scrolling to the end") {
            let samples = try scrolls(LongDocumentView(text: text), plan: plan, context: context, dx: 0, dy: 1e7)
            figures["texturesAliveAtEnd"] = Double(samples.last?.counters["texturesAlive"] ?? 0)
            return samples
        }
        try op("scroll from start to end (one line)", "scrolling sideways to the end") {
            try scrolls(LongLineView(text: line), plan: plan, context: context, dx: 1e7, dy: 0)
        }
        try op("10,000 characters typed in one frame", "typing 10,000 characters in one frame") {
            try typed(plan: plan, context: context)
        }
        ops += try LongTextKeystrokes.run(plan: context.plan(minimumTimedRuns: 10, warmUps: 2), context: context)
        return ScenarioResult(scenario: "longtext", summary: summary, ops: ops, figures: figures)
    }

    /// One frame per run, each scrolling the whole way: to the end, then back on the next (untimed).
    private static func scrolls(_ content: some View, plan: RunPlan, context: BenchContext,
                                dx: Double, dy: Double) throws -> [OpSample] {
        let scene = try TrellisScene(content, window: context.window)
        defer { scene.close() }
        scene.reset()
        let centre = Point(x: Double(BenchWindow.width) / 2, y: Double(BenchWindow.height) / 2)
        var samples: [OpSample] = []
        for run in 0..<(plan.warmUps + plan.timed) {
            let sample = scene.measureOneFrame { scene.pipeline.handle(.scroll(dx: dx, dy: dy, at: centre)) }
            if run >= plan.warmUps { samples.append(sample) }
            scene.reset { scene.pipeline.handle(.scroll(dx: -dx, dy: -dy, at: centre)) }
        }
        return samples
    }

    /// 10,000 characters typed one by one into an empty field, all before one frame.
    private static func typed(plan: RunPlan, context: BenchContext) throws -> [OpSample] {
        let scene = try TrellisScene(TypingView(), window: context.window)
        defer { scene.close() }
        scene.reset()
        guard let field = scene.graphics(showing: "Type here").first else {
            throw BenchError("the typing field did not show its prompt")
        }
        scene.click(field.frame)
        var samples: [OpSample] = []
        for run in 0..<(plan.warmUps + plan.timed) {
            let sample = scene.measureOneFrame {
                for index in 0..<10_000 {
                    scene.pipeline.handle(.textInput(String(UnicodeScalar(UInt8(97 + index % 26)))))
                }
            }
            if run >= plan.warmUps { samples.append(sample) }
            scene.reset {
                scene.pipeline.handle(.keyDown(.character("a"), .control))
                scene.pipeline.handle(.keyDown(.backspace, []))
            }
        }
        return samples
    }
}
