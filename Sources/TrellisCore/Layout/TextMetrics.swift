/// What one text has measured so far. Inline, what a label that fits on its
/// lines needs for every proposal that does not make it wrap: its width and
/// height unwrapped, its line count and its font's line height. Out of line
/// (`TextMeasurements`), what wrapping and cutting need: its words, wraps,
/// cuts and the sizes of other shapes.
///
/// A label placed on its unwrapped lines lets go of the out-of-line part
/// (`settle()`): a long eager list keeps thousands of them, each answering
/// later proposals from what stays inline. A proposal that makes it wrap or
/// cut measures it again, as a new string would.
@MainActor
struct TextMetrics {
    /// The measurer these were measured with; another starts afresh.
    private var base: TextMeasuring?
    /// What wrapping and cutting need, made when first needed.
    private var measurements: TextMeasurementsBox?
    /// The text's width on one line, asked for every proposal; NaN until measured.
    private var idealWidth = Double.nan
    /// The line height of the text's own font, NaN until asked. A height
    /// alone: kept beside the font it was found for, it took 40 bytes more of
    /// every text; the layout forgets it when its font changes instead.
    private var ownLineHeight = Double.nan
    /// The size of the text on its unwrapped lines, as the layout worked it out; NaN wide until then.
    private var unwrappedSize = Size(width: Double.nan, height: 0)
    /// How many lines the text is unwrapped, one a paragraph; 0 until known.
    private var unwrappedLineCount: Int32 = 0

    /// Measures with `measurer` from now on; a different one than before
    /// starts afresh, and says so (`true`).
    @discardableResult
    mutating func use(_ measurer: TextMeasuring) -> Bool {
        if let base, base === measurer { return false }
        self = TextMetrics()
        base = measurer
        return true
    }

    /// Forgets what was measured of the text, for a new string or font. The
    /// out-of-line part is kept with its arrays' storage, so a text that
    /// changes often (a list row given new data) does not free and allocate
    /// them each time; the line height stands, as it was found for its font
    /// (`forgetOwnLineHeight` is for a new font).
    mutating func forgetText() {
        measurements?.value.forgetText()
        idealWidth = .nan
        unwrappedSize.width = .nan
        unwrappedLineCount = 0
    }

    /// Forgets the own font's line height, for a new font.
    mutating func forgetOwnLineHeight() {
        ownLineHeight = .nan
        unwrappedSize.width = .nan
    }

    /// Lets go of what only wrapping and cutting need, for a text placed on
    /// its unwrapped lines: what stays answers every proposal it fits in.
    /// With `onlyFirstPass`, only when nothing but the first pass was made:
    /// a label measured unwrapped lets go at once, before the next row of its
    /// list is measured, while one a stack just asked to wrap keeps its wraps
    /// for the share it is offered next.
    mutating func settle(onlyFirstPass: Bool = false) {
        guard let measurements else { return }
        if onlyFirstPass, !measurements.value.holdsOnlyTheFirstPass { return }
        self.measurements = nil
    }

    /// Lets go of the words of a text placed on wrapped lines
    /// (`TextMeasurements.letGoOfWords`); what else it measured stays.
    mutating func letGoOfWords() {
        measurements?.value.letGoOfWords()
    }

    /// Whether the out-of-line part is kept: it was needed since the text was last settled.
    var keepsMeasurements: Bool { measurements != nil }

    private mutating func made() -> TextMeasurementsBox {
        if let measurements { return measurements }
        let made = TextMeasurementsBox(TextMeasurements(base: base))
        measurements = made
        return made
    }

    /// A measurer that remembers, in front of the one in use.
    mutating func memoizing() -> MemoizingTextMeasurer {
        made().value.memoizing()
    }

    /// The line height of `font`: the text's own (`isOwn`) is asked once,
    /// another (a shrunk face) through the memo.
    mutating func lineHeight(of font: Font, isOwn: Bool) -> Double {
        guard isOwn, let base else { return memoizing().lineHeight(of: font) }
        if ownLineHeight.isNaN { ownLineHeight = base.lineHeight(of: font) }
        return ownLineHeight
    }

    /// The width of `text`'s widest paragraph on one line and the line height
    /// of its font, the text's own, measured once.
    mutating func ideal(of text: String, in font: Font, counters: LayoutCounters) -> (width: Double, lineHeight: Double) {
        (widestLine(maxWidth: nil, of: text, in: font, counters: counters), lineHeight(of: font, isOwn: true))
    }

    /// Makes the first pass over the text, unless it was made since the text
    /// was last settled: before it is asked to wrap at a width, so that widths
    /// breaking alike are told apart (`wrapWidth(breakingLike:)`).
    mutating func measureOnce(_ text: String, in font: Font, counters: LayoutCounters) {
        made().value.measureOnce(text, in: font, counters: counters)
    }

    /// Every line for this width, wrapping only when no earlier wrap broke the
    /// same way; line limits are applied afterwards.
    mutating func lines(maxWidth: Double?, of text: String, in font: Font, counters: LayoutCounters) -> TextLines {
        made().value.lines(maxWidth: maxWidth, of: text, in: font, counters: counters)
    }

    /// How many lines the text breaks into at this width; unwrapped, kept inline.
    mutating func lineCount(maxWidth: Double?, of text: String, in font: Font, counters: LayoutCounters) -> Int {
        guard maxWidth == nil else { return made().value.lineCount(maxWidth: maxWidth, of: text, in: font, counters: counters) }
        if unwrappedLineCount == 0 {
            unwrappedLineCount = Int32(clamping: made().value.lineCount(maxWidth: nil, of: text, in: font, counters: counters))
        }
        return Int(unwrappedLineCount)
    }

    /// The width of the widest line the text breaks into at this width; unwrapped, kept inline.
    mutating func widestLine(maxWidth: Double?, of text: String, in font: Font, counters: LayoutCounters) -> Double {
        guard maxWidth == nil else { return made().value.widestLine(maxWidth: maxWidth, of: text, in: font, counters: counters) }
        // A newline is no glyph: unwrapped, each paragraph is a line of its own.
        if idealWidth.isNaN { idealWidth = made().value.widestLine(maxWidth: nil, of: text, in: font, counters: counters) }
        return idealWidth
    }

    /// Whether the text breaks into more lines than `limit` at this width.
    mutating func breaks(intoMoreLinesThan limit: Int, maxWidth: Double?, of text: String, in font: Font,
                         counters: LayoutCounters) -> Bool {
        guard maxWidth == nil else {
            return made().value.breaks(intoMoreLinesThan: limit, maxWidth: maxWidth, of: text, in: font, counters: counters)
        }
        return lineCount(maxWidth: nil, of: text, in: font, counters: counters) > limit
    }

    /// The last line shown when the text, wrapped within `maxWidth`, is cut to `limit` lines, and its width.
    mutating func cut(maxWidth: Double?, to limit: Int, mode: Text.TruncationMode, of text: String, in font: Font,
                      counters: LayoutCounters) -> (text: String, width: Double) {
        made().value.cut(maxWidth: maxWidth, to: limit, mode: mode, of: text, in: font, counters: counters)
    }

    /// Whether the text's words were found: only to wrap it, or to wrap a text of several paragraphs.
    var foundWords: Bool { measurements?.value.foundWords ?? false }

    /// Whether the text's words are kept now (`letGoOfWords`).
    var holdsWords: Bool { measurements?.value.holdsWords ?? false }

    /// The width an earlier wrap was made at that breaks the same way as
    /// `width`; `width` itself when no earlier wrap does.
    func wrapWidth(breakingLike width: Double) -> Double {
        measurements?.value.wrapWidth(breakingLike: width) ?? width
    }

    /// The size already worked out for `shape`, if any.
    func size(for shape: TextShape) -> Size? {
        if shape.isUnwrapped { return unwrappedSize.width.isNaN ? nil : unwrappedSize }
        return measurements?.value.size(for: shape)
    }

    /// Keeps the size worked out for `shape`.
    mutating func keep(_ size: Size, for shape: TextShape) {
        if shape.isUnwrapped { unwrappedSize = size } else { made().value.keep(size, for: shape) }
    }
}

/// `TextMeasurements` out of line: a text that wraps keeps one, a settled label none.
@MainActor
final class TextMeasurementsBox {
    /// The measurements, changed in place.
    var value: TextMeasurements

    init(_ value: TextMeasurements) {
        self.value = value
    }
}
