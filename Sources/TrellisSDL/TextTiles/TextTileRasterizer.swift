import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Draws one tile of a tiled text: the lines of its row, and of each line only
/// the pieces that cross its column.
@MainActor
struct TextTileRasterizer {
    let fonts: FontCache
    /// Measures the pieces of long lines (`TextTilePlan.pieces`).
    let measurer: TTFTextMeasurer

    /// A new ARGB surface holding the tile, or nil when there is nothing to draw.
    func surface(for key: TextTileKey, of plan: TextTilePlan) -> UnsafeMutablePointer<SDL_Surface>? {
        let run = plan.run
        guard let main = fonts.font(for: run.font) else { return nil }
        let tile = plan.rect(of: key)
        guard tile.w > 0, tile.h > 0,
              let target = ClearSurface.make(width: tile.w, height: tile.h) else {
            return nil
        }
        let splitter = TextRunSplitter(fonts: fonts)
        let drawer = TextRasterizer(fonts: fonts, maximumSide: TextTilePlan.side)
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        let decorations = TextDecorationPainter(run: run, font: main, surface: target)
        let firstLine = key.row * plan.linesPerRow
        for index in firstLine..<min(firstLine + plan.linesPerRow, plan.lineCount) {
            let line = plan.pieces(ofLine: index, splitter: splitter, measurer: measurer)
            let lineWidth = Int32(line.width.rounded(.up))
            let start: Int32 = switch run.alignment {
            case .leading: 0
            case .center: (plan.width - lineWidth) / 2
            case .trailing: plan.width - lineWidth
            }
            let left = Double(start - tile.x)
            let top = Int32(index - firstLine) * plan.lineHeight + plan.glyphTop
            for piece in line.pieces where left + piece.x + piece.width > 0 && left + piece.x < Double(tile.w) {
                for glyphs in SpacedText.layout(piece.segment, in: run.font).pieces {
                    let x = Int32((left + piece.x + glyphs.offset).rounded())
                    drawer.draw(glyphs.text, of: piece.segment, color: color, at: x, top, on: target)
                }
            }
            decorations.paint(from: start - tile.x, width: lineWidth, glyphTop: top)
        }
        return target
    }
}
