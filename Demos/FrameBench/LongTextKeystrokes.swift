import FrameBenchReport
import Trellis

/// A field holding a long text, to type one character into.
private struct LongFieldView: View {
    @State private var text: String

    init(text: String) { _text = State(initialValue: text) }

    var body: some View {
        TextField("Type here", text: $text).padding()
    }
}

/// The same field under a one-line title showing what it holds, as a
/// document window's title shows its name while it is typed.
private struct TitledFieldView: View {
    @State private var text: String

    init(text: String) { _text = State(initialValue: text) }

    var body: some View {
        VStack(alignment: .leading) {
            Text(text).lineLimit(1)
            TextField("Type here", text: $text)
        }
        .padding()
    }
}

/// `longtext`'s keystroke ops: one character typed at the end of a field
/// holding 1,000 characters or 1,000,000, alone (`field-…`) and under a
/// one-line title showing the same text (`title-…`). Text costs what it
/// shows when the two sizes cost about the same.
@MainActor
enum LongTextKeystrokes {
    /// The ops' names and the length of the text each types into.
    static let ops: [(name: String, length: Int, titled: Bool)] = [
        ("keystroke, field-1k (TextField holding 1,000 characters)", 1_000, false),
        ("keystroke, field-1m (TextField holding 1,000,000 characters)", 1_000_000, false),
        ("keystroke, title-1k (one-line title and field, 1,000 characters)", 1_000, true),
        ("keystroke, title-1m (one-line title and field, 1,000,000 characters)", 1_000_000, true),
    ]

    /// Words of printable ASCII, `length` characters in all.
    static func text(length: Int) -> String {
        String(String(repeating: "lorem ipsum dolor sit amet ", count: length / 27 + 1).prefix(length))
    }

    /// Every op `context` runs.
    static func run(plan: RunPlan, context: BenchContext) throws -> [OpResult] {
        var results: [OpResult] = []
        for op in ops where context.runsOp(op.name) {
            context.progress("longtext: \(op.name)")
            let text = text(length: op.length)
            let samples = op.titled ? try typed(TitledFieldView(text: text), plan: plan, context: context)
                : try typed(LongFieldView(text: text), plan: plan, context: context)
            results.append(OpResult(op: op.name, trellis: samples))
        }
        return results
    }

    /// One character typed at the end of the field and drawn, per run; Backspace takes it away untimed.
    private static func typed(_ content: some View, plan: RunPlan, context: BenchContext) throws -> [OpSample] {
        let scene = try TrellisScene(content, window: context.window)
        defer { scene.close() }
        scene.reset()
        // The field draws the end of its text: the text run longer than a title's cut line.
        guard let field = scene.pipeline.displayList.graphics.last(where: {
            if case .text = $0.content { return true } else { return false }
        }) else {
            throw BenchError("the long field drew no text")
        }
        scene.click(field.clip ?? field.frame)
        scene.reset { scene.pipeline.handle(.keyDown(.end, [])) }
        var samples: [OpSample] = []
        // Captured, not a literal: a closure just like `editor`'s keystroke is merged with it, and
        // callgrind, entering the merged copy from this one, switched collection off again.
        let typed = String(repeating: "x", count: 1)
        for run in 0..<(plan.warmUps + plan.timed) {
            let sample = scene.measureOneFrame { scene.pipeline.handle(.textInput(typed)) }
            if run >= plan.warmUps { samples.append(sample) }
            scene.reset { scene.pipeline.handle(.keyDown(.backspace, [])) }
        }
        return samples
    }
}
