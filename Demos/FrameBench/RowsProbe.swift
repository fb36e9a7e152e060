import RowsTable
import Trellis

/// Reads the rows table's geometry off Trellis's display list, and checks on
/// the way that the table works: tapping a label selects its row, tapping a
/// cross removes it.
@MainActor
struct RowsProbe {
    let scene: TrellisScene
    let store: RowsStore

    /// The separator colour of a light-scheme `List`.
    static let separatorColor = RGBA(r: 198, g: 198, b: 200)

    /// Fills in `notes` with any check that failed; throws when the table cannot be read at all.
    func measure(notes: inout [String]) throws -> RowsGeometry {
        scene.reset { store.create(1_000) }
        let graphics = scene.pipeline.displayList.graphics
        let first = store.rows[0], second = store.rows[1]
        guard let label0 = text(first.label), let label1 = text(second.label), let id0 = text(String(first.id)),
              let viewport = label0.clip else {
            throw BenchError("the rows table did not show its first rows; cannot lay out the baseline")
        }
        let crosses = graphics.filter(isCross).sorted { $0.frame.y < $1.frame.y }
        let separators = graphics.filter { $0.content == .fill(Self.separatorColor) }.sorted { $0.frame.y < $1.frame.y }
        let indicator = graphics.first {
            if case .fill(let color) = $0.content { return color.a == 90 && $0.frame.width <= 6 }
            return false
        }
        guard let cross = crosses.first, let separator = separators.first, let indicator else {
            throw BenchError("the rows table has no cross, separator or scroll indicator to measure")
        }

        // Select row 1 by tapping its label, as a person would, and measure the highlight.
        scene.click(label1.frame)
        let highlight = RowView.highlight.resolve(in: .light)
        let band = scene.pipeline.displayList.graphics.first { $0.content == .fill(highlight) }
        if store.selectedID != second.id { notes.append("check failed: tapping a label did not select its row") }
        guard let band else { throw BenchError("the selected row has no highlight to measure") }

        // Remove row 2 with its cross; the table must lose exactly that row.
        let third = store.rows[2]
        if let crossOfThird = scene.pipeline.displayList.graphics.filter(isCross).sorted(by: { $0.frame.y < $1.frame.y })
            .dropFirst(2).first {
            scene.click(crossOfThird.frame)
        }
        if store.rows.count != 999 || store.rows.contains(where: { $0.id == third.id }) {
            notes.append("check failed: tapping a row's cross did not remove exactly that row")
        }

        let pitch = label1.frame.y - label0.frame.y
        let firstTop = band.frame.y - pitch
        let rowsGeometry = RowsGeometry(
            viewport: RowsGeometry.pixels(x: viewport.x, y: viewport.y, width: viewport.width, height: viewport.height),
            firstRowTop: firstTop, pitch: pitch,
            bandX: band.frame.x, bandWidth: band.frame.width, bandHeight: band.frame.height,
            idX: id0.frame.x, idDY: id0.frame.y - firstTop,
            labelX: label0.frame.x, labelDY: label0.frame.y - firstTop,
            crossX: cross.frame.x, crossDY: cross.frame.y - firstTop,
            separatorX: separator.frame.x, separatorDY: separator.frame.y - firstTop,
            separatorWidth: separator.frame.width, separatorHeight: separator.frame.height,
            separatorColor: Self.pixelColor(Self.separatorColor), highlightColor: Self.pixelColor(highlight),
            indicatorInset: viewport.maxX - indicator.frame.x, indicatorWidth: indicator.frame.width,
            indicatorColor: Self.pixelColor(RGBA(r: 0, g: 0, b: 0, a: 90)),
            header: header(of: graphics))
        if let drawn = rowsGeometry.indicator(count: 1_000),
           drawn != RowsGeometry.pixels(x: indicator.frame.x, y: indicator.frame.y, width: indicator.frame.width,
                                        height: indicator.frame.height) {
            notes.append("baseline: its scroll indicator differs from Trellis's (\(drawn) vs \(indicator.frame))")
        }
        return rowsGeometry
    }

    private func text(_ string: String) -> Graphic? {
        scene.graphics(showing: string).first { $0.clip != nil }
    }

    private func isCross(_ graphic: Graphic) -> Bool {
        if case .image(let image) = graphic.content, case .symbol("xmark") = image.source { return true }
        return false
    }

    /// The buttons above the list: everything not clipped by the list's scroll view.
    /// Rounded button backgrounds become plain rectangles; they are drawn only on
    /// whole-window repaints, which no timed op does.
    private func header(of graphics: [Graphic]) -> [RowsGeometry.HeaderItem] {
        graphics.filter { $0.clip == nil }.compactMap { graphic in
            let frame = graphic.frame
            let rect = RowsGeometry.pixels(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            switch graphic.content {
            case .text(let run):
                return .text(run.string, x: rect.x, y: rect.y, color: Self.pixelColor(run.color))
            case .fill(let color), .shape(_, .fill(let color)):
                return .fill(rect, Self.pixelColor(color))
            default:
                return nil
            }
        }
    }

    static func pixelColor(_ color: RGBA) -> PixelColor {
        PixelColor(r: color.r, g: color.g, b: color.b, a: color.a)
    }
}
