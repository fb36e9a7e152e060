import FrameBenchReport
import Trellis

// SwiftCrossUI's layout benchmark grid, copied: each cell is a 5-point bar
// and a text, and the cells sit in six levels of nested stacks, four pairs of
// VStack and HStack levels that double or quadruple each time: 16 × 16 cells
// at 800 × 800, with SwiftCrossUI's default spacing of 10.

/// A bar and a text.
struct NestedGridCell: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.orange.frame(width: 5)
            Text("Lorem ipsum dolor sit amet.")
        }
    }
}

/// Two cells side by side.
struct NestedGridCellPair: View {
    var body: some View {
        HStack(spacing: 10) { NestedGridCell(); NestedGridCell() }
    }
}

/// Sixteen cells: two stacks of four pairs.
struct NestedGridRow: View {
    var body: some View {
        HStack(spacing: 10) {
            HStack(spacing: 10) { NestedGridCellPair(); NestedGridCellPair(); NestedGridCellPair(); NestedGridCellPair() }
            HStack(spacing: 10) { NestedGridCellPair(); NestedGridCellPair(); NestedGridCellPair(); NestedGridCellPair() }
        }
    }
}

/// Two rows, one above the other.
struct NestedGridRowPair: View {
    var body: some View {
        VStack(spacing: 10) { NestedGridRow(); NestedGridRow() }
    }
}

/// Sixteen rows: two stacks of four pairs, in 800 × 800.
struct NestedGridView: View {
    var body: some View {
        VStack(spacing: 10) {
            VStack(spacing: 10) { NestedGridRowPair(); NestedGridRowPair(); NestedGridRowPair(); NestedGridRowPair() }
            VStack(spacing: 10) { NestedGridRowPair(); NestedGridRowPair(); NestedGridRowPair(); NestedGridRowPair() }
        }
        .frame(width: 800, height: 800)
    }
}

/// `nested-grid`: the first frame of SwiftCrossUI's grid, against a baseline
/// that rasterises the same 256 texts and fills the same bars by hand.
@MainActor
enum NestedGridScenario {
    static let summary = "SwiftCrossUI's grid: 256 cells (5-pt bar + Text) in 6 levels of nested VStack/HStack, 800×800; first frame"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        context.progress("nested-grid: first frame")
        var figures: [String: Double] = [:], notes: [String] = []
        let region = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let op = try SnapshotComparison.run("first frame, 256 cells", region: region, context: context,
                                            figures: &figures, notes: &notes) { NestedGridView() }
        TextMeasurementNote.add(scenario: "nested-grid", texts: 256, figures: &figures, notes: &notes)
        return ScenarioResult(scenario: "nested-grid", summary: summary, ops: [op], figures: figures, notes: notes)
    }
}
