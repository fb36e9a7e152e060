import Observation
import Trellis

/// One label's text version; a model per label so changing one invalidates one view.
@Observable final class LabelCell {
    var version = 0
    let index: Int

    init(index: Int) {
        self.index = index
    }

    var text: String { "#\(index) v\(version)" }
}

/// 1,000 small labels filling the 1280×800 window: 40 rows of 25.
enum LabelGrid {
    static let count = 1_000
    static let columns = 25
    static var rows: Int { count / columns }
    static let cellSize = Size(width: 51, height: 20)
}

/// The grid of labels, laid out with stacks.
struct LabelGridView<Cell: View>: View {
    let cell: (Int) -> Cell

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<LabelGrid.rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<LabelGrid.columns, id: \.self) { column in
                        cell(row * LabelGrid.columns + column)
                            .frame(width: LabelGrid.cellSize.width, height: LabelGrid.cellSize.height, alignment: .leading)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A label that shows its model's current text.
struct ChangingLabel: View {
    let cell: LabelCell

    var body: some View {
        Text(cell.text).font(.system(size: 11))
    }
}
