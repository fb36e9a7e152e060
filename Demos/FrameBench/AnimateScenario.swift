import Trellis

/// `animate`: 1,000 labels animate offset and opacity together, for ever,
/// and 600 frames of the fixed 60 Hz clock are timed one by one.
@MainActor
enum AnimateScenario {
    static let summary = "1,000 labels animating offset and opacity with repeatForever; 600 frames at 60 Hz"
    static let frames = 600

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let scene = try TrellisScene(LabelGridView { PulsingLabel(index: $0) }, window: context.window)
        defer { scene.close() }
        context.progress("animate: \(frames) frames")
        // The first frames build the graph and start the animation from onAppear.
        for _ in 0..<3 { _ = scene.measureOneFrame() }
        let before = opacity(of: scene)
        var samples: [OpSample] = []
        var halfway: Double?
        for frame in 0..<frames {
            samples.append(scene.measureOneFrame())
            // Half a second in; the repeating animation returns to where it began every two seconds.
            if frame == 30 { halfway = opacity(of: scene) }
        }
        var notes: [String] = []
        if halfway == before || !scene.pipeline.hasWork {
            notes.append("check failed: the labels did not animate")
        }
        let presented = samples.filter { ($0.counters["framesPresented"] ?? 0) > 0 }.count
        return ScenarioResult(scenario: "animate", summary: summary,
                              ops: [OpResult(op: "one frame of 1,000 animating labels", trellis: samples)],
                              figures: ["missedFrames": Double(missedFrames(samples)),
                                        "framesPresented": Double(presented)],
                              notes: notes)
    }

    /// The first label's opacity on screen, to see that something moves.
    private static func opacity(of scene: TrellisScene) -> Double? {
        scene.pipeline.displayList.graphics.first { if case .text = $0.content { true } else { false } }.map(\.opacity)
    }
}

/// A label that fades and slides back and forth once it appears.
struct PulsingLabel: View {
    let index: Int
    @State private var isAway = false

    var body: some View {
        Text("#\(index)")
            .font(.system(size: 11))
            .offset(x: isAway ? 12 : 0)
            .opacity(isAway ? 0.2 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { isAway = true }
            }
    }
}
