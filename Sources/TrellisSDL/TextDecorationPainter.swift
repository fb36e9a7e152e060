import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Draws a run's underline and strikethrough, line by line, into its surface.
///
/// SDL_ttf's own underline takes the glyphs' colour and no dashes, so the
/// lines are filled rectangles placed from the font's ascent.
@MainActor
struct TextDecorationPainter {
    let run: TextRun
    let font: OpaquePointer
    let surface: UnsafeMutablePointer<SDL_Surface>

    private var thickness: Int32 { max(1, Int32(clampingPixels: run.font.size / 14)) }

    /// Paints the lines along one line of text, `width` wide from `start`, whose glyphs start at `glyphTop`.
    func paint(from start: Int32, width: Int32, glyphTop: Int32) {
        let baseline = glyphTop + TTF_FontAscent(font)
        if let underline = run.underline {
            paint(underline, from: start, width: width, top: baseline + max(thickness, Int32(clampingPixels: run.font.size * 0.08)))
        }
        if let strikethrough = run.strikethrough {
            // Through the middle of the small letters: about 0.28 em above the baseline.
            paint(strikethrough, from: start, width: width, top: baseline - Int32(clampingPixels: run.font.size * 0.28) - thickness / 2)
        }
    }

    private func paint(_ decoration: TextDecoration, from start: Int32, width: Int32, top: Int32) {
        let color = SDL_MapRGBA(surface.pointee.format, decoration.color.r, decoration.color.g, decoration.color.b, decoration.color.a)
        let unit = Double(max(thickness, 2))
        let dashes = decoration.dashes.map { Int32(clampingPixels: $0 * unit) }
        guard !dashes.isEmpty else {
            var line = SDL_Rect(x: start, y: top, w: width, h: thickness)
            SDL_FillRect(surface, &line, color)
            return
        }
        // Dashes and gaps alternate: even entries are drawn, odd ones skipped.
        var x = start, index = 0
        while x < start + width {
            let length = min(dashes[index % dashes.count], start + width - x)
            if index % 2 == 0 {
                var dash = SDL_Rect(x: x, y: top, w: length, h: thickness)
                SDL_FillRect(surface, &dash, color)
            }
            x += length
            index += 1
        }
    }
}
