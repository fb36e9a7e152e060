/// Where a run of glyphs set one after another inks, and how far it moves the
/// pen, in the font's whole pixels: enough to join two runs and know the width
/// of both without looking at their characters again.
///
/// The width is the span of the inked boxes and the pen's end, which is how
/// SDL_ttf measures a line that its shaper places glyph after glyph.
public struct GlyphSpan: Equatable, Sendable {
    /// The sum of the advances.
    public var pen: Double
    /// The leftmost ink, relative to where the run starts; never more than 0.
    public var low: Double
    /// The rightmost ink, relative to where the run starts; never less than 0.
    public var high: Double

    /// A run of no glyphs.
    public static let empty = GlyphSpan(pen: 0, low: 0, high: 0)

    /// One glyph's span from its ink box and advance.
    public init(minX: Double, maxX: Double, advance: Double) {
        self.init(pen: advance, low: min(minX, 0), high: max(maxX, 0))
    }

    init(pen: Double, low: Double, high: Double) {
        self.pen = pen
        self.low = low
        self.high = high
    }

    /// The width the run takes: from its leftmost ink to its rightmost ink or pen, whichever is further.
    public var width: Double { Self.larger(high, pen) - low }

    /// This run with `next` set after it.
    ///
    /// Joining is associative for advances of zero or more, so a line's span
    /// is its words' spans joined with the spaces between them.
    @inline(__always)
    public func followed(by next: GlyphSpan) -> GlyphSpan {
        GlyphSpan(pen: pen + next.pen, low: min(low, pen + next.low), high: Self.larger(high, pen + next.high))
    }

    /// The larger of two widths, as `max` gives it for any that are not NaN,
    /// in one instruction: `max` keeps NaN out and takes five, and a wrapped
    /// text joins a span for each of its characters.
    @inline(__always)
    private static func larger(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
}

/// The spans of one font's printable ASCII characters (and the ellipsis that
/// cuts text), for a measurer whose widths of such text are exactly the joined
/// spans of its characters.
///
/// Wrapping a paragraph then costs an array lookup per character, and a word's
/// width is found by adding, not by hashing the word. A measurer offers a table
/// only for fonts where this is exact (`TextMeasuring.advanceTable(for:)`).
public final class GlyphAdvanceTable: Sendable {
    /// Spans of the characters 0x20 ... 0x7E, by code less 0x20; empty for one the font lacks.
    private let spans: [GlyphSpan]
    /// Whether the font has each of those characters.
    private let present: [Bool]
    /// The span of "…", when it too adds up.
    let ellipsis: GlyphSpan?
    /// The width of one space, which separates words.
    let space: GlyphSpan?

    /// Makes a table from the spans of the characters 0x20 ... 0x7E in order
    /// (`nil` where the font has no glyph) and of "…" when it adds up.
    /// Returns `nil` unless there are 95 spans and every advance is zero or more.
    public init?(ascii: [GlyphSpan?], ellipsis: GlyphSpan?) {
        guard ascii.count == 95 else { return nil }
        for span in ascii + [ellipsis] where (span?.pen ?? 0) < 0 { return nil }
        spans = ascii.map { $0 ?? .empty }
        present = ascii.map { $0 != nil }
        self.ellipsis = ellipsis
        space = ascii[0]
    }

    /// Whether "…" is in the table.
    public var ellipsisIsSummed: Bool { ellipsis != nil }

    /// The span of the ASCII byte `byte`, if it is printable and in the font.
    @inline(__always)
    func span(ofByte byte: UInt8) -> GlyphSpan? {
        guard byte >= 0x20 && byte <= 0x7E, present[Int(byte) - 0x20] else { return nil }
        return spans[Int(byte) - 0x20]
    }

    /// The span of `byte` among the spans and flags `withSpans` hands out,
    /// when it is printable ASCII the font has: the lookup of loops over many characters.
    @inline(__always)
    static func span(ofByte byte: UInt8, in spans: UnsafeBufferPointer<GlyphSpan>,
                     present: UnsafeBufferPointer<Bool>) -> GlyphSpan? {
        let code = Int(byte) &- 0x20
        guard code >= 0, code < spans.count, present[code] else { return nil }
        return spans[code]
    }

    /// Calls `body` with the spans of the characters 0x20 ... 0x7E and
    /// whether the font has each, for loops over many characters.
    func withSpans<Result>(_ body: (UnsafeBufferPointer<GlyphSpan>, UnsafeBufferPointer<Bool>) -> Result) -> Result {
        spans.withUnsafeBufferPointer { spans in present.withUnsafeBufferPointer { present in body(spans, present) } }
    }

    /// The width of `text` by adding spans, or `nil` when a character is not in the table.
    public func width(of text: String) -> Double? {
        var joined = GlyphSpan.empty
        for scalar in text.unicodeScalars {
            let glyph: GlyphSpan?
            if scalar.value < 0x80 { glyph = span(ofByte: UInt8(scalar.value)) } else if scalar == "…" { glyph = ellipsis } else { glyph = nil }
            guard let glyph else { return nil }
            joined = joined.followed(by: glyph)
        }
        return joined.width
    }
}
