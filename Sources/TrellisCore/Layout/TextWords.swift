/// A text's paragraphs and words, found once, each word with its glyph span
/// added up from the font's advance table.
///
/// Whatever width the text is wrapped at, its words and their widths stay the
/// same: wrapping again adds word widths and nothing is measured or hashed.
/// Only text made of printable ASCII (and newlines) in a font with a table
/// gets these; other text is wrapped by `TextWrapper`, asking the measurer.
///
/// A class: every text keeps room for its words, and a reference takes a word
/// of that room where the words' fields took eight. Never changed once found.
final class TextWords {
    /// A run of characters between spaces, by UTF-8 offset into the text.
    struct Word {
        var start: Int32
        var end: Int32
        var span: GlyphSpan
    }

    let table: GlyphAdvanceTable
    /// Every paragraph's words, in order; a paragraph always has at least one, maybe empty.
    let words: [Word]
    /// For each paragraph but the last, the index in `words` just after its
    /// last word; the last ends with `words`. A label of one paragraph so
    /// needs no array for it.
    let paragraphEnds: [Int]
    /// The span of one space.
    let space: GlyphSpan
    /// With no width at all every character is a line of its own (an empty
    /// paragraph one empty line): how many lines that makes and the widest of
    /// them, noted while the words are found.
    let characterLineCount: Int
    let widestCharacter: Double
    /// How many of the first character lines a cut to a line limit may read
    /// without counting as a measurement: so few that adding up their widths
    /// again costs less than keeping them in an array for every text.
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
    }

    /// What one pass over a text finds.
    private struct Parsed {
        var words: [Word] = []
        var paragraphEnds: [Int] = []
        var characterLineCount = 0
        var widestCharacter = 0.0
    }

    /// The loop keeps its state in locals: a character costs a table lookup,
    /// a few additions and comparisons.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeBufferPointer<GlyphSpan>,
                              present: UnsafeBufferPointer<Bool>) -> Parsed? {
        var parsed = Parsed()
        parsed.words.reserveCapacity(bytes.count / 5 + 1)
        var start = 0, charactersInParagraph = 0, lineCount = 0, seen = SeenBytes()
        var word = GlyphSpan.empty
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A {
                parsed.words.append(Word(start: Int32(start), end: Int32(index), span: word))
                word = .empty
                start = index + 1
                guard byte == 0x0A else { continue }
                parsed.paragraphEnds.append(parsed.words.count)
                // An empty paragraph is one empty line.
                if charactersInParagraph == 0 { lineCount += 1 }
                charactersInParagraph = 0
                continue
            }
            guard let glyph = GlyphAdvanceTable.span(ofByte: byte, in: spans, present: present) else { return nil }
            word = word.followed(by: glyph)
            charactersInParagraph += 1
            lineCount += 1
            seen.insert(byte)
        }
        parsed.words.append(Word(start: Int32(start), end: Int32(bytes.count), span: word))
        if charactersInParagraph == 0 { lineCount += 1 }
        parsed.characterLineCount = lineCount
        parsed.widestCharacter = seen.widest(in: spans).width
        return parsed
    }

    /// The words of paragraph `paragraph`, as indices into `words`.
    func wordIndices(ofParagraph paragraph: Int) -> Range<Int> {
        (paragraph == 0 ? 0 : paragraphEnds[paragraph - 1])..<(paragraph == paragraphEnds.count ? words.count : paragraphEnds[paragraph])
    }

    /// The number of paragraphs.
    var paragraphCount: Int { paragraphEnds.count + 1 }
}
