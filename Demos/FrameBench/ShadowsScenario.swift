import FrameBenchReport
import Observation
import Trellis

/// `shadows`: 200 cards, each with a blurred shadow, one changing colour per
/// frame, against a baseline that blurred its shadow once and keeps it.
@MainActor
enum ShadowsScenario {
    static let summary = "200 cards with blurred shadows; one card changes colour per frame"
    static let frames = 300

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        let cards = (0..<ShadowCardGrid.count).map { _ in ShadowCardState() }
        let scene = try TrellisScene(ShadowCardGrid(cards: cards), window: context.window)
        defer { scene.close() }
        context.progress("shadows: \(frames) frames")
        for _ in 0..<3 { _ = scene.measureOneFrame() }
        var figures: [String: Double] = [:], notes: [String] = []
        let shadowed = scene.pipeline.displayList.graphics.filter { !$0.effects.isEmpty }
        if shadowed.count != ShadowCardGrid.count {
            notes.append("check failed: \(shadowed.count) shadowed graphics, expected \(ShadowCardGrid.count)")
        }
        let baseline = ShadowsBaseline(canvas: context.baseline, cards: shadowed.map { PixelRect(
            x: Int32($0.frame.x.rounded()), y: Int32($0.frame.y.rounded()),
            w: Int32($0.frame.width.rounded()), h: Int32($0.frame.height.rounded())) })
        // Light a few cards on both sides, then compare the whole window.
        let check = PixelCheck.compare(
            window: context.window, region: PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height),
            trellis: { scene.reset { for index in [0, 21, 199] { cards[index].isLit = true } } },
            baseline: { baseline.reset { [0, 21, 199].reduce(PixelRect.zero) { $0.union(baseline.toggle($1)) } } })
        PixelCheck.record(check, as: "baselineCheck", figures: &figures, notes: &notes)

        var samples: [OpSample] = [], baselineSamples: [OpSample] = []
        // `--exact-runs` may ask for fewer, to count one frame's instructions.
        for frame in 0..<context.plan(minimumTimedRuns: frames, warmUps: 0).timed {
            // Step through the cards in a stride that visits every one, so no texture is reused by accident.
            let index = (frame * 37) % ShadowCardGrid.count
            samples.append(scene.measureOneFrame { cards[index].isLit.toggle() })
            baselineSamples.append(baseline.measure { baseline.toggle(index) })
        }
        let redrawn = samples.map { ($0.counters["texturesUpdated"] ?? 0) + ($0.counters["texturesCreated"] ?? 0) }
        figures["texturesRedrawnPerFrame.max"] = Double(redrawn.max() ?? 0)
        if (redrawn.max() ?? 0) > 1 { notes.append("check failed: more than the changed card was drawn again") }
        return ScenarioResult(scenario: "shadows", summary: summary,
                              ops: [OpResult(op: "one frame: one of 200 shadowed cards changes", trellis: samples,
                                             baseline: baselineSamples)],
                              figures: figures, notes: notes)
    }
}

/// One card's state, observed by that card alone.
@Observable
final class ShadowCardState {
    var isLit = false
}

/// 20 × 10 cards filling the window, each casting a soft shadow.
struct ShadowCardGrid: View {
    static let columns = 20, rows = 10, count = columns * rows
    static let cell = (width: 64.0, height: 80.0), card = (width: 44.0, height: 56.0)
    let cards: [ShadowCardState]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<Self.rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<Self.columns, id: \.self) { column in
                        ShadowCard(state: cards[row * Self.columns + column])
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A coloured card with a shadow below it.
struct ShadowCard: View {
    let state: ShadowCardState

    var body: some View {
        Rectangle()
            .fill(state.isLit ? ShadowsBaseline.litColor : ShadowsBaseline.restColor)
            .frame(width: ShadowCardGrid.card.width, height: ShadowCardGrid.card.height)
            .shadow(color: Color(white: 0, opacity: ShadowsBaseline.shadowOpacity), radius: ShadowsBaseline.shadowRadius,
                    y: ShadowsBaseline.shadowDrop)
            .frame(width: ShadowCardGrid.cell.width, height: ShadowCardGrid.cell.height)
    }
}

extension ShadowsBaseline {
    static let litColor = Color(red: 1, green: 0.6, blue: 0)
    static let restColor = Color(red: 0, green: 0.48, blue: 1)
}
