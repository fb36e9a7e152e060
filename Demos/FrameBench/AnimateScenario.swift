import FrameBenchReport
import Trellis

/// `animate`: 1,000 labels animate offset and opacity together, for ever,
/// and 600 frames of the fixed 60 Hz clock are timed one by one, against a
/// baseline that moves and fades the textures it rasterised once.
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
        var figures: [String: Double] = [:], notes: [String] = []
        let baseline = try makeBaseline(scene, context: context)
        // Trellis draws one more frame of its animation; the baseline draws the labels where that frame put them.
        let check = PixelCheck.compare(
            window: context.window, region: PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height),
            trellis: {
                scene.pipeline.redrawAll()
                _ = scene.measureOneFrame()
            },
            baseline: {
                let now = pose(of: scene)
                baseline.reset { baseline.show(offset: now.offset, opacity: now.opacity) }
            })
        PixelCheck.record(check, as: "baselineCheck", figures: &figures, notes: &notes)

        var samples: [OpSample] = [], baselineSamples: [OpSample] = []
        var halfway: Double?
        // `--exact-runs` may ask for fewer, to count one frame's instructions.
        for frame in 0..<context.plan(minimumTimedRuns: frames, warmUps: 0).timed {
            samples.append(scene.measureOneFrame())
            baselineSamples.append(baseline.measure { baseline.advanceOneFrame() })
            // Half a second in; the repeating animation returns to where it began every two seconds.
            if frame == 30 { halfway = opacity(of: scene) }
        }
        if halfway == before || !scene.pipeline.hasWork {
            notes.append("check failed: the labels did not animate")
        }
        let presented = samples.filter { ($0.counters["framesPresented"] ?? 0) > 0 }.count
        figures["missedFrames"] = Double(missedFrames(samples))
        figures["baselineMissedFrames"] = Double(missedFrames(baselineSamples))
        figures["framesPresented"] = Double(presented)
        return ScenarioResult(scenario: "animate", summary: summary,
                              ops: [OpResult(op: "one frame of 1,000 animating labels", trellis: samples,
                                             baseline: baselineSamples)],
                              figures: figures, notes: notes)
    }

    /// The baseline's labels, placed where Trellis's are at rest: each label's
    /// frame now, less the offset every label shares (label 0 rests at the window's left edge).
    private static func makeBaseline(_ scene: TrellisScene, context: BenchContext) throws -> AnimateBaseline {
        let shown = SceneCapture.labels(of: scene)
        let shift = pose(of: scene).offset
        var labels: [PlacedLabel] = [], restX: [Double] = []
        for index in 0..<LabelGrid.count {
            guard let shownLabel = shown["#\(index)"] else {
                throw BenchError("animate did not show label \(index); cannot place the baseline")
            }
            labels.append(shownLabel.label)
            restX.append(Double(shownLabel.frame.x) - shift)
        }
        return AnimateBaseline(canvas: context.baseline, labels: labels, restX: restX)
    }

    /// Where the animation stands in Trellis's last frame: the first label's offset and opacity.
    private static func pose(of scene: TrellisScene) -> (offset: Double, opacity: Double) {
        let first = scene.pipeline.displayList.graphics.first { if case .text = $0.content { true } else { false } }
        return (first.map { Double($0.frame.x) } ?? 0, first.map { Double($0.opacity) } ?? 1)
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
