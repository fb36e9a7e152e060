import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Draws a text run (one or more lines, mixed fonts and directions) into one
/// surface, the size that `TTFTextMeasurer` reported for it.
@MainActor
struct TextRasterizer {
    let fonts: FontCache
    /// The renderer's largest texture side; wider text is clipped there, never dropped.
    let maximumSide: Int32

    /// A new ARGB surface with the run drawn in, or `nil` for empty text.
    func surface(for run: TextRun) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let main = fonts.font(for: run.font) else { return nil }
        return PlainTextLines(fonts: fonts, maximumSide: maximumSide).surface(for: run, main: main)
            ?? composedSurface(for: run, main: main)
    }

    /// The general path: every line split into runs by font and direction,
    /// each run measured, placed and drawn on its own.
    func composedSurface(for run: TextRun, main: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
        let splitter = TextRunSplitter(fonts: fonts)
        let spaced = SpacedText.needsSpacing(run.font)
        let lines = run.displayedLines.map { splitter.segments(of: $0, in: run.font) }
        let widths = lines.map { segments in
            spaced ? Int32(clampingPixels: segments.reduce(0.0) { $0 + SpacedText.layout($1, in: run.font).width }, rounding: .up)
                : segments.reduce(Int32(0)) { $0 + TextRunSplitter.width(of: $1) }
        }
        // A moved baseline makes each line taller, as `TextLayout` measured it.
        let shift = min(Int32(clampingPixels: abs(run.baselineOffset)), maximumSide)
        let lineHeight = TTF_FontLineSkip(main) + shift
        let glyphTop = run.baselineOffset < 0 ? shift : 0
        let width = min(widths.max() ?? 0, maximumSide)
        let height = Int32(clamping: min(Int64(lineHeight) * Int64(lines.count), Int64(maximumSide)))
        guard width > 0, height > 0,
              let target = ClearSurface.make(width: width, height: height) else {
            return nil
        }
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        let decorations = TextDecorationPainter(run: run, font: main, surface: target)
        for (index, segments) in lines.enumerated() {
            let top = Int32(index) * lineHeight
            guard top < height else { break }
            let start: Int32 = switch run.alignment {
            case .leading: 0
            case .center: (width - widths[index]) / 2
            case .trailing: width - widths[index]
            }
            var x = Double(start)
            for segment in segments {
                guard x < Double(width) else { break }
                let placed = SpacedText.layout(segment, in: run.font)
                for piece in placed.pieces {
                    draw(piece.text, of: segment, color: color, at: Int32(clampingPixels: x + piece.offset), top + glyphTop, on: target)
                }
                x += placed.width
            }
            decorations.paint(from: start, width: widths[index], glyphTop: top + glyphTop)
        }
        if let gradient = run.gradient { GradientText.recolor(target, with: gradient) }
        return target
    }

    func draw(_ text: String, of segment: TextRunSegment, color: SDL_Color, at x: Int32, _ y: Int32,
              on target: UnsafeMutablePointer<SDL_Surface>) {
        let rendered = segment.isRightToLeft
            ? TextRunSplitter.shaping(segment) { TTF_RenderUTF8_Blended(segment.font, text, color) }
            : fonts.compositor.blendedLine(text, in: segment.font, color: color, maximumWidth: maximumSide,
                                           evictions: fonts.fonts.evictions)
        guard let drawn = segment.scale == 1 ? rendered : Self.shrink(rendered, by: segment.scale) else {
            Diagnostics.warnOnce("text.render", SDLError("Could not draw text").description)
            return
        }
        // Runs sit side by side; copying keeps their alpha exact where blending would darken edges.
        SurfaceCopy.copy(drawn, into: target, x: x, y: y)
        SDL_FreeSurface(drawn)
    }

    /// A new surface of `surface` scaled by `factor` with linear filtering; frees `surface`.
    private static func shrink(_ surface: UnsafeMutablePointer<SDL_Surface>?, by factor: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let surface else { return nil }
        let width = max(1, Int32((Double(surface.pointee.w) * factor).rounded()))
        let height = max(1, Int32((Double(surface.pointee.h) * factor).rounded()))
        guard var current = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            SDL_FreeSurface(surface)
            return nil
        }
        SDL_FreeSurface(surface)
        // Linear filtering reads two neighbours, so a big shrink halves first:
        // each halving averages every source pixel, and the last step is gentle.
        while true {
            let halving = current.pointee.w / 2 >= width && current.pointee.h / 2 >= height
            let stepWidth = halving ? current.pointee.w / 2 : width, stepHeight = halving ? current.pointee.h / 2 : height
            let next = SDL_CreateRGBSurfaceWithFormat(0, stepWidth, stepHeight, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            let stretched = next.map { SDL_SoftStretchLinear(current, nil, $0, nil) == 0 } ?? false
            SDL_FreeSurface(current)
            guard let next, stretched else {
                SDL_FreeSurface(next)
                return nil
            }
            current = next
            if !halving { return current }
        }
    }

    /// The run in a streaming texture: `stale` is updated in place while the new
    /// text fits, and made again, with room to grow, when it does not.
    func texture(for run: TextRun, reusing stale: OpaquePointer?, in store: TextureStore) -> TextureStore.Drawn {
        guard !run.string.isEmpty else { return .nothing }
        if let composed = composedLine(for: run, { line, lineHeight in
            upload(line.pixels, width: line.width, rows: line.rows, pitch: line.pitch, height: lineHeight, reusing: stale, in: store)
        }) {
            return composed
        }
        let glyphs = plainLineGlyphs(for: run)
        guard let surface = glyphs?.surface ?? surface(for: run) else { return .nothing }
        defer { SDL_FreeSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return .nothing }
        return upload(pixels, width: surface.pointee.w, rows: surface.pointee.h, pitch: surface.pointee.pitch,
                      height: glyphs?.lineHeight ?? surface.pointee.h, reusing: stale, in: store)
    }

    /// Puts a drawn line of `width` by `rows` pixels into a texture `height` rows tall.
    private func upload(_ pixels: UnsafeRawPointer, width: Int32, rows: Int32, pitch: Int32, height: Int32,
                        reusing stale: OpaquePointer?, in store: TextureStore) -> TextureStore.Drawn {
        let drawnRows = min(height, rows)
        if let placed = store.placeInAtlas(.text, width: width, height: height, pixels: pixels, pitch: pitch, rows: drawnRows) {
            return placed
        }
        var texture = stale
        if let existing = stale {
            var access: Int32 = 0, capacityWidth: Int32 = 0, capacityHeight: Int32 = 0
            SDL_QueryTexture(existing, nil, &access, &capacityWidth, &capacityHeight)
            if access != Int32(SDL_TEXTUREACCESS_STREAMING.rawValue) || capacityWidth < width || capacityHeight < height {
                texture = nil
            }
        }
        // A failure injected for texts must reach the allocation, not be hidden by a spare.
        if texture == nil, !store.failingKinds.contains(.text), let spare = store.spareTexts.take(width: width, height: height) {
            texture = spare.texture
        }
        if texture == nil {
            // A label's first texture is its exact size: most labels never change,
            // and on the software renderer every texel is cleared when it is made.
            // One that outgrew its texture gets width to spare, so a label that
            // keeps changing (a counter, a clock) is not made again each time.
            let grows = stale != nil
            let roomyWidth = grows ? min((width + 31) / 32 * 32, max(maximumSide, width)) : width
            texture = store.makeTexture(.text, width: roomyWidth, height: height, access: SDL_TEXTUREACCESS_STREAMING)
        }
        guard let texture else { return .nothing }
        var region = SDL_Rect(x: 0, y: 0, w: width, h: drawnRows)
        SDL_UpdateTexture(texture, &region, pixels, pitch)
        if drawnRows < height {
            // The line is taller than its glyphs: the rows below them are clear, as in a composed line.
            var below = SDL_Rect(x: 0, y: drawnRows, w: width, h: height - drawnRows)
            let clear = [UInt32](repeating: 0, count: Int(width) * Int(height - drawnRows))
            SDL_UpdateTexture(texture, &below, clear, width * 4)
        }
        return TextureStore.Drawn(texture: texture, width: width, height: height, isSpareText: true)
    }

    /// Whether `run` is one plain line that `plainLineGlyphs` would draw.
    private func isPlainLine(_ run: TextRun) -> Bool {
        run.lineCount <= 1 && run.underline == nil && run.strikethrough == nil && run.baselineOffset == 0
            && run.gradient == nil && !SpacedText.needsSpacing(run.font)
    }

    /// A plain line of printable ASCII in a face the compositor sets down
    /// itself (`GlyphCompositor`): the same pixels as SDL_ttf's, without
    /// shaping. Calls `body` with them and the line's height; `nil` otherwise.
    private func composedLine<Result>(for run: TextRun, _ body: (ComposedLine, Int32) -> Result) -> Result? {
        guard isPlainLine(run), let main = fonts.font(for: run.font),
              let face = fonts.compositor.face(for: main, evictions: fonts.fonts.evictions) else { return nil }
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        let lineHeight = TTF_FontLineSkip(main)
        return fonts.compositor.compose(run.lineCount == 0 ? run.string : run.line(0), in: face, color: color, maximumWidth: maximumSide) {
            body($0, lineHeight)
        }
    }

    /// A single line in one face, left to right, with nothing added: SDL_ttf's
    /// own drawing of it is the picture, so no line surface is made to copy it
    /// into (most labels). With the line's height, which may be more than the
    /// glyphs'. `nil` when the run needs composing.
    private func plainLineGlyphs(for run: TextRun) -> (surface: UnsafeMutablePointer<SDL_Surface>, lineHeight: Int32)? {
        guard isPlainLine(run), let main = fonts.font(for: run.font) else { return nil }
        let segments = TextRunSplitter(fonts: fonts).segments(of: run.lineCount == 0 ? run.string : run.line(0), in: run.font)
        guard segments.count == 1, let segment = segments.first, segment.font == main, segment.scale == 1,
              !segment.isRightToLeft else { return nil }
        let color = SDL_Color(r: run.color.r, g: run.color.g, b: run.color.b, a: run.color.a)
        guard let drawn = TTF_RenderUTF8_Blended(main, segment.text, color) else { return nil }
        guard drawn.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              drawn.pointee.w > 0, drawn.pointee.w <= maximumSide, drawn.pointee.h > 0 else {
            SDL_FreeSurface(drawn)
            return nil
        }
        return (drawn, TTF_FontLineSkip(main))
    }
}
