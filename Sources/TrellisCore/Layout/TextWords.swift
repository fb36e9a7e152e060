/// A text's paragraphs and words, found once, each word with its glyph span
/// added up from the font's advance table.
///
/// Whatever width the text is wrapped at, its words and their widths stay the
/// same: wrapping again adds word widths and nothing is measured or hashed.
/// Only text made of printable ASCII (and newlines) in a font with a table
/// gets these; other text is wrapped by `TextWrapper`, asking the measurer.
struct TextWords {
    /// A run of characters between spaces, by UTF-8 offset into the text.
    struct Word {
        var start: Int32
        var end: Int32
        var span: GlyphSpan
    }

    let table: GlyphAdvanceTable
    /// Every paragraph's words, in order; a paragraph always has at least one, maybe empty.
    private(set) var words: [Word] = []
    /// For each paragraph, the index in `words` just after its last word.
    private(set) var paragraphEnds: [Int] = []
    /// The span of one space.
    let space: GlyphSpan
    /// With no width at all every character is a line of its own (an empty
    /// paragraph one empty line): how many lines that makes, the widest of
    /// them, and the widths of the first few, noted while the words are found.
    private(set) var characterLineCount = 0
    private(set) var widestCharacter = 0.0
    private(set) var leadingCharacterWidths: [Double] = []
    /// How many of the first character lines' widths are kept.
    static let leadingCharacterLimit = 8

    /// The words of `text`, or `nil` when a character is not printable ASCII
    /// or not in the table (the caller then asks the measurer).
    init?(_ text: String, table: GlyphAdvanceTable) {
        guard let space = table.space, text.utf8.count < Int(Int32.max) else { return nil }
        self.table = table
        self.space = space
        var text = text
        // One pass, in a function of its own: state captured by closures would
        // be checked for exclusive access on every character.
        guard let parsed = text.withUTF8({ bytes in
            table.withSpans { spans, present in Self.parse(bytes, spans: spans, present: present) }
        }) else { return nil }
        words = parsed.words
        paragraphEnds = parsed.paragraphEnds
        characterLineCount = parsed.characterLineCount
        widestCharacter = parsed.widestCharacter
        leadingCharacterWidths = parsed.leadingCharacterWidths
    }

    /// What one pass over a text finds.
    private struct Parsed {
        var words: [Word] = []
        var paragraphEnds: [Int] = []
        var characterLineCount = 0
        var widestCharacter = 0.0
        var leadingCharacterWidths: [Double] = []
    }

    /// The loop keeps its state in locals: a character costs a table lookup,
    /// a few additions and comparisons.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeBufferPointer<GlyphSpan>,
                              present: UnsafeBufferPointer<Bool>) -> Parsed? {
        var parsed = Parsed()
        parsed.words.reserveCapacity(bytes.count / 5 + 1)
        var start = 0, charactersInParagraph = 0, lineCount = 0, widest = 0.0
        // Reserved at once: grown a width at a time it was reallocated four
        // times, which cost more than the rest of a short label's pass.
        var leading: [Double] = []
        leading.reserveCapacity(leadingCharacterLimit)
        var pen = 0.0, low = 0.0, high = 0.0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A {
                parsed.words.append(Word(start: Int32(start), end: Int32(index), span: GlyphSpan(pen: pen, low: low, high: high)))
                (pen, low, high) = (0, 0, 0)
                start = index + 1
                guard byte == 0x0A else { continue }
                parsed.paragraphEnds.append(parsed.words.count)
                if charactersInParagraph == 0 {
                    // An empty paragraph is one empty line.
                    lineCount += 1
                    if leading.count < leadingCharacterLimit { leading.append(0) }
                }
                charactersInParagraph = 0
                continue
            }
            let code = Int(byte) &- 0x20
            guard code >= 0, code < spans.count, present[code] else { return nil }
            let glyph = spans[code]
            low = min(low, pen + glyph.low)
            high = max(high, pen + glyph.high)
            pen += glyph.pen
            charactersInParagraph += 1
            lineCount += 1
            let width = glyph.width
            if width > widest { widest = width }
            if lineCount <= leadingCharacterLimit { leading.append(width) }
        }
        parsed.words.append(Word(start: Int32(start), end: Int32(bytes.count), span: GlyphSpan(pen: pen, low: low, high: high)))
        parsed.paragraphEnds.append(parsed.words.count)
        if charactersInParagraph == 0 {
            lineCount += 1
            if leading.count < leadingCharacterLimit { leading.append(0) }
        }
        parsed.characterLineCount = lineCount
        parsed.widestCharacter = widest
        parsed.leadingCharacterWidths = leading
        return parsed
    }

    /// The words of paragraph `paragraph`, as indices into `words`.
    func wordIndices(ofParagraph paragraph: Int) -> Range<Int> {
        (paragraph == 0 ? 0 : paragraphEnds[paragraph - 1])..<paragraphEnds[paragraph]
    }

    /// The number of paragraphs.
    var paragraphCount: Int { paragraphEnds.count }
}
