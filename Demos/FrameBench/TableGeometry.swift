/// Where the process table's pieces sit, in window pixels, so the baseline
/// draws exactly where Trellis does. Measured once from Trellis's display list.
struct TableGeometry: Sendable {
    /// The part of the window rows show in (the table's scroll view).
    var viewport: PixelRect
    /// The top of row 0 when the table is scrolled to the top, and from one row's top to the next.
    var firstRowTop: Double
    var pitch: Double
    /// The stripe behind each row: its left edge and width; rows alternate these colours from row 0.
    var stripeX: Double
    var stripeWidth: Double
    var evenColor: PixelColor
    var oddColor: PixelColor
    /// Where each column's text starts, and how far below the row's top.
    var cellX: [Double]
    var cellDY: Double
    var cellFontSize: Int32
    /// The header strip; the baseline repaints it when the sort column changes.
    var header: PixelRect
    var headerItems: [HeaderItem]
    /// Each column's right edge, which the sort arrow keeps `arrowInset` from.
    var columnRights: [Double]
    var arrowInset: Double
    var arrowY: Double
    var arrowWidth: Int32
    var arrowHeight: Int32
    var arrowColor: PixelColor
    /// The scroll indicator: its distance from the viewport's right edge, width and colour.
    var indicatorInset: Double
    var indicatorWidth: Double
    var indicatorColor: PixelColor

    /// A piece of the header other than the sort arrow.
    enum HeaderItem: Sendable {
        case text(String, x: Int32, y: Int32, size: Int32, color: PixelColor)
        case fill(PixelRect, PixelColor)
    }

    /// How many rows fill the viewport, counting one the bottom edge cuts.
    var rowsShown: Int { Int((Double(viewport.h) / pitch).rounded(.up)) }

    /// Row `index`'s top on screen, scrolled by `offset` points.
    func rowTop(_ index: Int, offset: Double) -> Double { firstRowTop + Double(index) * pitch - offset }

    /// The rows of `count` that touch the viewport at `offset`.
    func visibleRows(count: Int, offset: Double) -> Range<Int> {
        guard count > 0, pitch > 0 else { return 0..<0 }
        let first = Int(((Double(viewport.y) - firstRowTop + offset) / pitch).rounded(.down))
        let last = Int(((Double(viewport.maxY) - firstRowTop + offset) / pitch).rounded(.up))
        let lower = min(max(first, 0), count), upper = min(max(last, lower), count)
        return lower..<upper
    }

    /// The largest offset: the last row's bottom at the viewport's bottom.
    func maximumOffset(count: Int) -> Double {
        max(Double(count) * pitch - Double(viewport.h), 0)
    }

    /// The scroll indicator's knob for `count` rows at `offset`, placed as a
    /// scroll view places it: as long as the visible share, at least 20 points.
    func indicator(count: Int, offset: Double) -> PixelRect? {
        let visible = Double(viewport.h), content = Double(count) * pitch
        guard content > visible, visible > 0 else { return nil }
        let length = min(max(visible * visible / content, 20), visible)
        let position = (visible - length) * min(max(offset / (content - visible), 0), 1)
        return RowsGeometry.pixels(x: Double(viewport.maxX) - indicatorInset, y: Double(viewport.y) + position,
                                   width: indicatorWidth, height: length)
    }
}
