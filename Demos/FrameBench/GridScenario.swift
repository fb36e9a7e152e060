import FrameBenchReport
import Trellis

/// 16 rows of 16 cells, each a colour under its number.
struct GridView: View {
    static let side = 16

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<Self.side, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<Self.side, id: \.self) { column in
                        GridCell(index: row * Self.side + column)
                    }
                }
            }
        }
    }
}

/// A colour and a number.
struct GridCell: View {
    let index: Int

    var body: some View {
        ZStack {
            Color(red: Double(index % 16) / 15, green: Double(index / 16) / 15, blue: 0.6, opacity: 0.35)
            Text("\(index)")
        }
        .frame(width: 70, height: 44)
    }
}

/// `grid`: build, lay out and present the first frame of 256 cells, against a
/// baseline that fills the same cells and rasterises the same numbers by hand.
@MainActor
enum GridScenario {
    static let summary = "16 HStacks of 16 cells (Color + Text); a fresh pipeline's first frame"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        context.progress("grid: first frame")
        var figures: [String: Double] = [:], notes: [String] = []
        let region = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let op = try SnapshotComparison.run("first frame, 256 cells", region: region, context: context,
                                            figures: &figures, notes: &notes) { GridView() }
        TextMeasurementNote.add(scenario: "grid", texts: 256, figures: &figures, notes: &notes)
        return ScenarioResult(scenario: "grid", summary: summary, ops: [op], figures: figures, notes: notes)
    }
}
