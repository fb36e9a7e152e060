import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// Measures text with the same SDL_ttf fonts that draw it.
@MainActor
public final class TTFTextMeasurer: TextMeasuring {
    let fonts: FontCache

    private struct WidthKey: Hashable {
        let text: String
        let font: Font
    }

    /// Words recur across texts (wrapping measures each word), and asking
    /// SDL_ttf means splitting into runs and shaping: remember the answers,
    /// up to a bound, so memory stays flat however much text goes by.
    private var widths: [WidthKey: Double] = [:]
    private static let rememberedWidths = 50_000
    private static let longestRemembered = 64

    /// Glyph boxes per font, for adding up widths without shaping.
    private var glyphs: [Font: GlyphBoxes] = [:]
    /// The font cache's evictions when `glyphs` was last checked: boxes hold
    /// their font's handle, so they go when any font is closed.
    private var glyphsEvictions = 0
    /// The font last asked about and its boxes: texts come in runs of one font,
    /// and hashing the font for each cost more than the lookup it served.
    private var lastGlyphs: (font: Font, boxes: GlyphBoxes)?

    /// Makes a measurer with fonts of its own; SDL_ttf must already be started.
    public init() {
        fonts = FontCache()
    }

    /// Makes a measurer drawing on `fonts`.
    init(fonts: FontCache) {
        self.fonts = fonts
    }

    /// The measurer every window shares: a font is opened, and a word measured,
    /// once per process rather than once per window (a new window's first frame
    /// spent most of its time opening fonts). All windows draw on the main actor,
    /// one after another, so no frame holds a font another closes.
    static let shared = TTFTextMeasurer()

    /// The advance width SDL_ttf reports for `text`.
    /// Characters the main face lacks are measured in the fallback face that draws them.
    public func width(of text: String, in font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        if let added = addedUpWidth(of: text, in: font) { return Double(added) }
        let key = WidthKey(text: text, font: font)
        if let known = widths[key] { return known }
        let segments = TextRunSplitter(fonts: fonts).segments(of: text, in: font)
        let width = SpacedText.needsSpacing(font)
            ? segments.reduce(0.0) { $0 + SpacedText.layout($1, in: font).width }
            : Double(segments.reduce(Int32(0)) { $0 + TextRunSplitter.width(of: $1) })
        // Words and short labels recur; whole paragraphs are remembered by their own texts.
        if text.utf8.count <= Self.longestRemembered {
            if widths.count >= Self.rememberedWidths { widths.removeAll(keepingCapacity: true) }
            widths[key] = width
        }
        return width
    }

    /// The width of `text` from cached glyph boxes, when it is exactly what
    /// SDL_ttf would measure: plain Latin text in the font's own face, with
    /// no tracking or digit cells of ours.
    func addedUpWidth(of text: String, in font: Font) -> Int32? {
        boxes(for: font)?.width(of: text)
    }

    /// The glyph boxes of `font`, or `nil` when its widths are never added up.
    private func boxes(for font: Font) -> GlyphBoxes? {
        if glyphsEvictions != fonts.fonts.evictions {
            glyphs.removeAll()
            lastGlyphs = nil
            glyphsEvictions = fonts.fonts.evictions
        }
        if let lastGlyphs, lastGlyphs.font == font { return lastGlyphs.boxes }
        if let boxes = glyphs[font] {
            lastGlyphs = (font, boxes)
            return boxes
        }
        guard !SpacedText.needsSpacing(font), let handle = fonts.font(for: font) else { return nil }
        let boxes = GlyphBoxes(font: handle)
        glyphs[font] = boxes
        lastGlyphs = (font, boxes)
        return boxes
    }

    /// Advance tables and line heights per font, once found: a window uses a
    /// few fonts, and every text asks, so a short list beats hashing fonts.
    private var tables: [(font: Font, table: GlyphAdvanceTable?)] = []
    private var lineHeights: [(font: Font, height: Double)] = []

    /// The spans of `font`'s printable ASCII characters, when adding them up
    /// gives exactly what `width(of:in:)` gives (`GlyphBoxes` explains when).
    public func advanceTable(for font: Font) -> GlyphAdvanceTable? {
        for known in tables where known.font == font {
            return known.table
        }
        let table = sharedTable(for: font)
        if tables.count >= 32 { tables.removeFirst() }
        tables.append((font, table))
        return table
    }

    /// Tables by font file, size and style, for every measurer in the process: a
    /// table is a fact about a font file, and every window's first frame would
    /// otherwise ask SDL_ttf for a hundred glyphs per font and check them again.
    private static var tablesByFile: [FontCache.Key: GlyphAdvanceTable?] = [:]

    private func sharedTable(for font: Font) -> GlyphAdvanceTable? {
        guard !SpacedText.needsSpacing(font), fonts.font(for: font) != nil, let key = fonts.key(for: font) else { return nil }
        if let known = Self.tablesByFile[key] { return known }
        guard let boxes = boxes(for: font) else { return nil }
        let table = GlyphTables.table(for: boxes.font, boxes: boxes)
        Self.tablesByFile[key] = table
        return table
    }

    /// SDL_ttf's recommended line spacing for `font`.
    public func lineHeight(of font: Font) -> Double {
        for known in lineHeights where known.font == font {
            return known.height
        }
        guard let handle = fonts.font(for: font) else { return (font.size * 1.2).rounded() }
        let height = Double(TTF_FontLineSkip(handle))
        if lineHeights.count < 16 { lineHeights.append((font, height)) }
        return height
    }
}
