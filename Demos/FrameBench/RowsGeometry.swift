/// Where the rows table's pieces sit, in window pixels, so the baseline draws
/// exactly where Trellis does. Measured once from Trellis's display list.
struct RowsGeometry: Sendable {
    /// The part of the window the list shows rows in (its scroll view).
    var viewport: PixelRect
    /// Top of row 0's band (the row's own area, which the highlight fills).
    var firstRowTop: Double
    /// From one row's top to the next.
    var pitch: Double
    /// The band's left edge, width and height.
    var bandX: Double
    var bandWidth: Double
    var bandHeight: Double
    /// Where each piece's top-left corner sits: x in the window, y below the band's top.
    var idX: Double
    var idDY: Double
    var labelX: Double
    var labelDY: Double
    var crossX: Double
    var crossDY: Double
    /// The line under each row but the last.
    var separatorX: Double
    var separatorDY: Double
    var separatorWidth: Double
    var separatorHeight: Double
    var separatorColor: PixelColor
    var highlightColor: PixelColor
    /// The scroll indicator, drawn when the rows are taller than the viewport.
    var indicatorInset: Double
    var indicatorWidth: Double
    var indicatorColor: PixelColor
    /// Everything above the list (the buttons), drawn only when the whole window is.
    var header: [HeaderItem]

    /// A piece of the header, as the baseline draws it.
    enum HeaderItem: Sendable {
        case text(String, x: Int32, y: Int32, color: PixelColor)
        case fill(PixelRect, PixelColor)
    }

    /// Trellis's rounding of a point position to a pixel edge.
    static func edge(_ value: Double) -> Int32 { Int32(value.rounded()) }

    /// A rectangle in points as Trellis rounds it: each edge on its own.
    static func pixels(x: Double, y: Double, width: Double, height: Double) -> PixelRect {
        let left = edge(x), top = edge(y)
        return PixelRect(x: left, y: top, w: edge(x + width) - left, h: edge(y + height) - top)
    }

    func rowTop(_ index: Int) -> Double { firstRowTop + Double(index) * pitch }

    /// The slot a row repaints: the viewport's width, from half-way up the gap
    /// above the band to the next row's slot.
    func slot(_ index: Int) -> PixelRect {
        let gap = (pitch - bandHeight) / 2
        return Self.pixels(x: Double(viewport.x), y: rowTop(index) - gap, width: Double(viewport.w), height: pitch)
            .intersection(viewport)
    }

    /// The rows of `count` that can touch the viewport.
    func visibleRows(count: Int) -> Range<Int> {
        guard count > 0, pitch > 0 else { return 0..<0 }
        let first = Int(((Double(viewport.y) - firstRowTop) / pitch).rounded(.down)) - 1
        let last = Int(((Double(viewport.maxY) - firstRowTop) / pitch).rounded(.up)) + 1
        let lower = min(max(first, 0), count), upper = min(max(last, lower), count)
        return lower..<upper
    }

    /// Where the scroll indicator is for `count` rows, as Trellis's scroll view places it
    /// at the top: a thumb as long as the viewport's share of the content, at least 20.
    func indicator(count: Int) -> PixelRect? {
        let height = Double(viewport.h), content = Double(count) * pitch
        guard content > height, height > 0 else { return nil }
        let length = max(height * height / content, 20)
        return Self.pixels(x: Double(viewport.maxX) - indicatorInset, y: Double(viewport.y), width: indicatorWidth, height: length)
    }
}
