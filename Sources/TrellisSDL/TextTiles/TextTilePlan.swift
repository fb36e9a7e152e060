import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Which tile of a tiled text: a column of pixels and a row of lines.
struct TextTileKey: Hashable {
    var row: Int
    var column: Int
}

/// How one text is cut into tiles, and what it has measured for them.
///
/// A text taller or wider than `TextTilePlan.side` is drawn as a grid of
/// textures: columns `side` pixels wide, rows of whole lines about
/// `rowHeight` pixels high. Only the tiles that cross what is shown are
/// rasterised, each from its own lines, so showing a megabyte of text costs
/// what a screenful costs.
@MainActor
final class TextTilePlan {
    /// A text larger than this on either side is tiled.
    static let side: Int32 = 2048
    /// About how high a row of tiles is: small enough that the tiles around a
    /// window's view of the text take a few megabytes, not hundreds.
    static let rowHeight: Int32 = 512

    let run: TextRun
    /// The text's size in pixels; tiles are placed from wherever its frame is now.
    let width: Int32
    let height: Int32
    let lineHeight: Int32
    /// Where the glyphs start within each line (a lowered baseline moves them down).
    let glyphTop: Int32
    let linesPerRow: Int
    let lineCount: Int
    /// Lines cut into pieces, kept only for long lines, which are dear to cut again.
    private var longLines: [Int: TiledLine] = [:]

    init(run: TextRun, width: Int32, height: Int32, mainFont: OpaquePointer) {
        self.run = run
        self.width = width
        self.height = height
        let shift = Int32(abs(run.baselineOffset).rounded())
        lineHeight = max(TTF_FontLineSkip(mainFont) + shift, 1)
        glyphTop = run.baselineOffset < 0 ? shift : 0
        linesPerRow = max(Int(Self.rowHeight / lineHeight), 1)
        lineCount = max(run.lineCount, 1)
    }

    /// The line at `index`, as drawn.
    func line(_ index: Int) -> String {
        run.lineCount == 0 ? run.string : run.line(index)
    }

    /// The pieces of line `index`, measured as SDL_ttf measures them: from
    /// `measurer`'s glyph boxes where they add up to that, otherwise shaped.
    ///
    /// Shaping every piece of a line of 400,000 characters to find where each
    /// starts took a first frame 280 million instructions, for the few pieces
    /// a window shows.
    func pieces(ofLine index: Int, splitter: TextRunSplitter, measurer: TTFTextMeasurer) -> TiledLine {
        if let known = longLines[index] { return known }
        let text = line(index)
        let font = run.font
        let main = splitter.fonts.font(for: font)
        let cut = TiledLine(text, in: font, splitter: splitter) { piece in
            if piece.font == main, piece.scale == 1, !piece.isRightToLeft,
               let added = measurer.addedUpWidth(of: piece.text, in: font) {
                return Double(added)
            }
            return SpacedText.layout(piece, in: font).width
        }
        if text.utf8.count > TiledLine.pieceLength { longLines[index] = cut }
        return cut
    }

    private var rowCount: Int { (lineCount + linesPerRow - 1) / linesPerRow }
    private var columnCount: Int { Int((width + Self.side - 1) / Self.side) }

    /// The tile's rectangle within the text.
    func rect(of key: TextTileKey) -> SDL_Rect {
        let x = Int32(key.column) * Self.side
        let firstLine = key.row * linesPerRow
        let lines = min(linesPerRow, lineCount - firstLine)
        return SDL_Rect(x: x, y: Int32(firstLine) * lineHeight, w: min(Self.side, width - x), h: Int32(lines) * lineHeight)
    }

    /// The tiles that cross `area`, a rectangle within the text, top row first.
    func tiles(crossing area: SDL_Rect) -> [TextTileKey] {
        let bounds = SDL_Rect(x: 0, y: 0, w: width, h: height)
        let overlap = PixelGeometry.intersection(area, bounds)
        guard !PixelGeometry.isEmpty(overlap), rowCount > 0, columnCount > 0 else { return [] }
        let rowPixels = Int(lineHeight) * linesPerRow
        let top = Int(overlap.y - bounds.y), bottom = top + Int(overlap.h) - 1
        let left = Int(overlap.x - bounds.x), right = left + Int(overlap.w) - 1
        // The frame can be taller than the lines (a text given more height than
        // it needs): below the last row there is nothing to draw. The bounds are
        // checked before a range is made, which would trap the wrong way round.
        let firstRow = top / rowPixels, lastRow = min(bottom / rowPixels, rowCount - 1)
        let firstColumn = left / Int(Self.side), lastColumn = min(right / Int(Self.side), columnCount - 1)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return [] }
        var keys: [TextTileKey] = []
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { keys.append(TextTileKey(row: row, column: column)) }
        }
        return keys
    }
}
