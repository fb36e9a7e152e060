import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Lines that are each one left-to-right run in the run's own face, with
/// nothing added (no tracking, decoration, gradient or moved baseline): a
/// wrapped label's usual case.
///
/// SDL_ttf draws each line whole, and the surface it draws is the line's
/// width: the general path measured every run twice (once for the line
/// widths, once again while placing it) before drawing it, which cost more
/// than the drawing. The lines land where that path puts them, copied the
/// same way, so the pixels are the same.
@MainActor
struct PlainTextLines {
    let fonts: FontCache
    let maximumSide: Int32

    /// The run composed into a new ARGB surface, or `nil` when it needs the
    /// general path (or is empty, which that path also answers).
    func surface(for run: TextRun, main: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
        guard run.underline == nil, run.strikethrough == nil, run.baselineOffset == 0, run.gradient == nil,
              !SpacedText.needsSpacing(run.font) else { return nil }
        let splitter = TextRunSplitter(fonts: fonts)
        var texts: [String?] = []
        for line in run.displayedLines {
            let segments = splitter.segments(of: line, in: run.font, main: main)
            guard segments.count <= 1 else { return nil }
            guard let segment = segments.first else {
                texts.append(nil)
                continue
            }
            guard segment.font == main, segment.scale == 1, !segment.isRightToLeft else { return nil }
            texts.append(segment.text)
        }
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        var lines: [UnsafeMutablePointer<SDL_Surface>?] = []
        lines.reserveCapacity(texts.count)
        defer { for line in lines { SDL_FreeSurface(line) } }
        var widest: Int32 = 0
        for text in texts {
            guard let text else {
                lines.append(nil)
                continue
            }
            // A line the renderer cannot hold whole is clipped by the general path, run by run.
            guard let drawn = fonts.compositor.blendedLine(text, in: main, color: color, maximumWidth: maximumSide,
                                                           evictions: fonts.fonts.evictions),
                  drawn.pointee.w <= maximumSide else { return nil }
            lines.append(drawn)
            widest = max(widest, drawn.pointee.w)
        }
        let lineHeight = TTF_FontLineSkip(main)
        let height = Int32(clamping: min(Int64(lineHeight) * Int64(lines.count), Int64(maximumSide)))
        guard widest > 0, height > 0,
              let target = ClearSurface.make(width: widest, height: height) else {
            return nil
        }
        for (index, line) in lines.enumerated() {
            let top = Int32(index) * lineHeight
            guard top < height else { break }
            guard let line else { continue }
            let start: Int32 = switch run.alignment {
            case .leading: 0
            case .center: (widest - line.pointee.w) / 2
            case .trailing: widest - line.pointee.w
            }
            // Copied, not blended, as the general path does for each run.
            SurfaceCopy.copy(line, into: target, x: start, y: top)
        }
        return target
    }
}
