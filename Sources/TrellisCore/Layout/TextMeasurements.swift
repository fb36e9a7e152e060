/// What one text measured to wrap and cut: its words, the lines it broke into
/// for each width it was offered, its last lines as cut to each line limit,
/// and its size for each shape of proposal that is not one unwrapped line.
///
/// A text is asked about several proposals a frame (a stack probes its least
/// and most, then offers a share); keeping the answers makes every proposal
/// after the first nearly free. Each new wrap and each new cut counts as one
/// measurement in `LayoutCounters`: answers taken from here do not.
///
/// Kept out of line by `TextMetrics`, which a settled label lets go of.
@MainActor
struct TextMeasurements {
    /// The measurer these were measured with.
    private let base: TextMeasuring?
    /// Remembers what was asked of `base`, for text wrapped by asking; made when first needed.
    private var memo: MemoizingTextMeasurer?
    /// The font's advance table, when its widths add up; found by the first pass.
    var table: GlyphAdvanceTable?
    /// A text of one paragraph whose widths add up, measured without words (`OneParagraph`).
    var paragraph: OneParagraph?
    // Declared beside the paragraph: the two flags then fill bytes its optional
    // leaves free before the next word, where after `words` they took a word of their own.
    private var measuredOnce = false
    private var wordsAreKnown = false
    /// Whether words were ever found for this string: kept when they are let go of.
    private var wordsWereFound = false
    /// The text's words with their spans, when it can be wrapped by adding them
    /// up: found only once a width is offered that it must wrap in.
    var words: TextWords?
    private var wrapped: [TextLines] = []
    var cuts: [CutLine] = []
    /// A text that wraps is mostly asked about one shape: the first is kept without an array.
    // The size first: the shape's optional tag then sits at the end, in room the list keeps anyway.
    private var sizes = InlineFirstList<(size: Size, shape: TextShape)>()

    /// Measurements to be made with `base`.
    init(base: TextMeasuring?) {
        self.base = base
    }

    /// Forgets what was measured of the text, for a new string or font.
    /// The kept arrays keep their storage, so a text that changes often (a
    /// list row given new data) does not free and allocate them each time.
    mutating func forgetText() {
        memo = nil
        table = nil
        paragraph = nil
        measuredOnce = false
        words = nil
        wordsAreKnown = false
        wordsWereFound = false
        wrapped.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        sizes.removeAll()
    }

    /// Lets go of the words, the largest part of what a text that wraps keeps
    /// (32 bytes a word), for a text placed on its lines: its wraps and sizes
    /// stay, so a taller offer or a width that breaks the same way still
    /// measures nothing, and a new width finds the words again, as the first did.
    mutating func letGoOfWords() {
        words = nil
        wordsAreKnown = false
    }

    /// Whether nothing but the first pass was made: no wrap, cut, word or
    /// other shape's size, which would be measured again if let go of.
    var holdsOnlyTheFirstPass: Bool {
        memo == nil && words == nil && wrapped.isEmpty && cuts.isEmpty && sizes.isEmpty
    }

    /// A measurer that remembers, in front of the one in use.
    mutating func memoizing() -> MemoizingTextMeasurer {
        if let memo { return memo }
        let fresh = MemoizingTextMeasurer(base: base ?? FixedPitchTextMeasurer())
        memo = fresh
        return fresh
    }

    /// Every line for this width, wrapping only when no earlier wrap broke the
    /// same way; line limits are applied afterwards.
    mutating func lines(maxWidth: Double?, of text: String, in font: Font, counters: LayoutCounters) -> TextLines {
        if let line = oneLine(maxWidth: maxWidth, of: text, in: font, counters: counters) {
            return TextLines(breaks: line.breaks, wholeTextOf: Int32(text.utf8.count), width: line.width)
        }
        let index = keptWrap(maxWidth: maxWidth, of: text, in: font, counters: counters)
        return wrapped[index]
    }

    /// How many lines the text breaks into at this width. Read in place: a
    /// copy of the wrap retains and releases its lines, several times for
    /// every proposal a text is asked about.
    mutating func lineCount(maxWidth: Double?, of text: String, in font: Font, counters: LayoutCounters) -> Int {
        if oneLine(maxWidth: maxWidth, of: text, in: font, counters: counters) != nil { return 1 }
        let index = keptWrap(maxWidth: maxWidth, of: text, in: font, counters: counters)
        return wrapped[index].count
    }

    /// The width of the widest line the text breaks into at this width, read in place.
    mutating func widestLine(maxWidth: Double?, of text: String, in font: Font, counters: LayoutCounters) -> Double {
        if let line = oneLine(maxWidth: maxWidth, of: text, in: font, counters: counters) { return line.width }
        let index = keptWrap(maxWidth: maxWidth, of: text, in: font, counters: counters)
        return wrapped[index].widest(ofFirst: wrapped[index].count, of: text)
    }

    /// Where in `wrapped` the lines for this width are, wrapped now unless an
    /// earlier wrap broke the same way.
    ///
    /// Lookups here run for every proposal, so they loop rather than pass
    /// closures, each of which would check the main actor on every call.
    private mutating func keptWrap(maxWidth: Double?, of text: String, in font: Font, counters: LayoutCounters) -> Int {
        // By index: `for known in wrapped` copied every kept wrap (and
        // retained its lines) just to read its breaks.
        for index in wrapped.indices where wrapped[index].breaks.breaksTheSame(at: maxWidth) {
            return index
        }
        if let maxWidth, maxWidth <= 0, let table, let found = paragraph?.characterLines(in: table) {
            // Every character on a line of its own, found without words: a
            // stack asks each label in it for its least size. Like the words'
            // character lines, counted as no measurement.
            keep(TextLines(breaks: LineBreaks(maxWidth: maxWidth), characterLines: CharacterLines(ofOneParagraphIn: table),
                           count: found.count, widest: found.widest))
            return wrapped.count - 1
        }
        if !wordsAreKnown {
            findWords(of: text, counters: counters)
            // Here and below the words are read in place (`words?.`): bound
            // with `if let`, they were copied, retaining their arrays, for
            // every wrap of every text. A text of one paragraph made its
            // first pass without them, and its line with no width is not kept.
            // Found again after they were let go of, the lines with no width may be kept already.
            if paragraph == nil, oneLinePerParagraph() == nil, let lines = words?.lines(maxWidth: nil, of: text) {
                // One pass over the text finds its words, its width on one line
                // and its characters' widths for no width at all: one measurement.
                counters.textMeasurements += 1
                keep(lines)
                if maxWidth == nil { return wrapped.count - 1 }
            }
        }
        if let maxWidth, words != nil, var unwrapped = oneLinePerParagraph(),
           let fitted = words?.breaksIfEveryParagraphFits(within: maxWidth) {
            // Nothing wraps: the first pass's lines stand, with this width's breaks.
            unwrapped.breaks = fitted
            keep(unwrapped)
            return wrapped.count - 1
        }
        let lines: TextLines
        if let byWords = words?.lines(maxWidth: maxWidth, of: text) {
            // Every character on a line of its own was counted in that first pass.
            if (maxWidth ?? 1) > 0 { counters.textMeasurements += 1 }
            lines = byWords
            // Wrapped at a width, after the stack it is in probed its least and
            // most, a text needs its words for nothing but a wrap at yet another
            // width: it lets go of them at once, before the next row of its list
            // is measured, so a list of 1,000 wrapped messages never holds 1,000
            // texts' words (a kilobyte each) at once.
            if let maxWidth, maxWidth > 0, maxWidth.isFinite { letGoOfWords() }
        } else {
            counters.textMeasurements += 1
            counters.charactersMeasured += text.utf8.count
            lines = TextWrapper(font: font, measurer: memoizing()).textLines(of: text, maxWidth: maxWidth)
        }
        keep(lines)
        return wrapped.count - 1
    }

    /// Whether the text's words were found: only to wrap it, or to wrap a text of several paragraphs.
    var foundWords: Bool { wordsWereFound }

    /// Whether the text's words are kept now.
    var holdsWords: Bool { words != nil }

    /// The first pass over a text: the sums of its one paragraph, when it is
    /// one and its font's widths add up. It counts as the measurement the first
    /// pass over its words would have been.
    mutating func measureOnce(_ text: String, in font: Font, counters: LayoutCounters) {
        guard !measuredOnce else { return }
        measuredOnce = true
        table = base?.advanceTable(for: font)
        guard let table, let found = OneParagraph(text, table: table) else { return }
        counters.textMeasurements += 1
        counters.charactersMeasured += text.utf8.count
        paragraph = found
    }

    /// The one line a text of one paragraph shows within `maxWidth`, and its
    /// breaks: for no width, or a width it fits in whole.
    private mutating func oneLine(maxWidth: Double?, of text: String, in font: Font,
                                  counters: LayoutCounters) -> (width: Double, breaks: LineBreaks)? {
        measureOnce(text, in: font, counters: counters)
        guard let width = paragraph?.width else { return nil }
        guard let maxWidth else { return (width, LineBreaks(maxWidth: nil)) }
        guard let breaks = paragraph?.breaksIfItFits(within: maxWidth) else { return nil }
        return (width, breaks)
    }

    /// Finds the text's words, once, when its font's widths add up.
    private mutating func findWords(of text: String, counters: LayoutCounters) {
        guard !wordsAreKnown else { return }
        wordsAreKnown = true
        guard let table else { return }
        // A text of one paragraph counted its characters in its first pass.
        if paragraph == nil { counters.charactersMeasured += text.utf8.count }
        words = TextWords(text, table: table)
        if words != nil { wordsWereFound = true }
    }

    /// The lines with no width, one per paragraph, when still kept.
    private func oneLinePerParagraph() -> TextLines? {
        for index in wrapped.indices where wrapped[index].breaks.maxWidth == nil { return wrapped[index] }
        return nil
    }

    private mutating func keep(_ lines: consuming TextLines) {
        if wrapped.count >= 8 {
            wrapped.removeFirst()
        } else if wrapped.count == 1, wrapped.capacity == 1 {
            // A text asked about a second width is asked about several (its
            // least, its most, a share), and growing by doubling reallocated
            // twice; one asked about one (a list's label) keeps room for one.
            wrapped.reserveCapacity(4)
        }
        wrapped.append(lines)
    }

    /// The width an earlier wrap was made at that breaks the same way as
    /// `width`, so proposals that show the same lines share one size; `width`
    /// itself when no earlier wrap does.
    func wrapWidth(breakingLike width: Double) -> Double {
        if let known = paragraph?.wrapWidth(breakingLike: width) { return known }
        for index in wrapped.indices where wrapped[index].breaks.breaksTheSame(at: width) {
            return wrapped[index].breaks.maxWidth ?? width
        }
        return width
    }

    /// The size already worked out for `shape`, if any.
    func size(for shape: TextShape) -> Size? {
        for known in sizes where known.shape == shape {
            return known.size
        }
        return nil
    }

    /// Keeps the size worked out for `shape`.
    mutating func keep(_ size: Size, for shape: TextShape) {
        if sizes.count >= 16 { sizes.removeFirst() }
        sizes.append((size, shape))
    }
}
