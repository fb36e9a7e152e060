/// A short text of one paragraph measured by adding up its characters' spans,
/// with nothing kept but a few figures: its width on one line, the width greedy
/// wrapping adds up for that line, and its lines with no width at all.
///
/// Most texts are labels and rows offered at least their width, and asked for
/// their least size by the stacks they are in. They need no words and no
/// lines: one pass over the text answers every proposal they get, where
/// `TextWords` keeps an array of words and `TextMetrics` an array of lines per
/// text. Words are found only when a width too narrow for the line is
/// offered. The sums are added in the order `TextWords` adds them, so every
/// answer is the one its words would give.
struct OneParagraph {
    /// Texts longer than this are left to their words. A line of 128
    /// characters is wider than 900 points at 13 points, wider than most text
    /// columns: it is all but sure to be wrapped, its words found anyway, and
    /// a first pass without them would be a pass too many.
    static let longest = 128

    /// The width on one line: each word's span joined to the next with a space's.
    let width: Double
    /// What wrapping compares with a width for the whole line (`TextWrapper`'s
    /// sum of word widths and spaces); NaN, which no width fits, when the text
    /// is empty or starts with a space, which wrapping treats otherwise. Not an
    /// optional, nor the width below: every text keeps room for these, and an
    /// optional's flag took eight bytes more with its padding.
    private let wrappedWidth: Double
    /// The first width the line was asked about and fitted: a later width that
    /// fits breaks the same way, and is answered with this one's breaks, as a
    /// kept wrap answers it.
    private var firstFittingWidth = Offer(nil)
    /// With no width, every character is a line: how many (an empty text or
    /// one of spaces is one empty line), and the character of the widest, whose
    /// width the table gives again. Noted in the same pass; a 32-bit count and
    /// a byte leave a text's room for these as it was.
    private let characterLineCount: Int32
    private let widestCharacter: UInt8

    /// The figures for `text`, or `nil` when it is longer than `longest`, holds
    /// a line break, a character that is not printable ASCII, or one not in
    /// `table` (as `TextWords`).
    init?(_ text: String, table: GlyphAdvanceTable) {
        guard let space = table.space, text.utf8.count <= Self.longest else { return nil }
        var text = text
        guard let sums = text.withUTF8({ bytes in
            table.withSpans { spans, present in Self.add(bytes, spans: spans, present: present, space: space) }
        }) else { return nil }
        (width, wrappedWidth) = (sums.width, sums.wrapped ?? .nan)
        (characterLineCount, widestCharacter) = (Int32(max(sums.characters, 1)), sums.widest)
    }

    /// What one pass finds.
    private struct Sums {
        let width: Double
        let wrapped: Double?
        let characters: Int
        let widest: UInt8
    }

    /// One pass in locals, as `TextWords.parse`: a character costs a lookup and a few additions.
    private static func add(_ bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeBufferPointer<GlyphSpan>,
                            present: UnsafeBufferPointer<Bool>, space: GlyphSpan) -> Sums? {
        let spaceWidth = space.width
        var line = GlyphSpan.empty, lineWidth = 0.0, startsWithAWord = false
        var characters = 0, seen = SeenBytes()
        var word = GlyphSpan.empty, isFirstWord = true
        // The end of the text ends the last word as a space would.
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0x20
            guard byte == 0x20 else {
                guard let glyph = GlyphAdvanceTable.span(ofByte: byte, in: spans, present: present) else { return nil }
                word = word.followed(by: glyph)
                characters += 1
                seen.insert(byte)
                continue
            }
            if isFirstWord {
                (line, lineWidth, startsWithAWord) = (word, word.width, index > 0)
            } else {
                line = line.followed(by: space).followed(by: word)
                lineWidth = lineWidth + spaceWidth + word.width
            }
            word = .empty
            isFirstWord = false
        }
        return Sums(width: line.width, wrapped: startsWithAWord ? lineWidth : nil, characters: characters, widest: seen.widest(in: spans).byte)
    }

    /// The breaks of the one line within `maxWidth`, when it fits there whole;
    /// `nil` when it must wrap (or no width is left, which puts every character
    /// on a line), and words are needed.
    mutating func breaksIfItFits(within maxWidth: Double) -> LineBreaks? {
        guard maxWidth > 0, wrappedWidth <= maxWidth else { return nil }
        if firstFittingWidth.value == nil { firstFittingWidth = Offer(maxWidth) }
        var breaks = LineBreaks(maxWidth: firstFittingWidth.value)
        breaks.fitted(wrappedWidth)
        return breaks
    }

    /// Whether greedy wrapping within `maxWidth` breaks the text into two
    /// lines or more; `nil` when this pass cannot tell, and the words must.
    ///
    /// A line that does not fit overflows at some word, which then starts a
    /// line of its own, or is itself broken between characters: either way
    /// there are two lines, unless the text is one character. A text that
    /// starts with a space is left to its words, which wrap it otherwise.
    func wrapsPastOneLine(within maxWidth: Double) -> Bool? {
        guard maxWidth > 0, !wrappedWidth.isNaN, characterLineCount > 1 else { return nil }
        return wrappedWidth > maxWidth
    }

    /// The lines with no width at all: how many, and the widest's width.
    func characterLines(in table: GlyphAdvanceTable) -> (count: Int, widest: Double) {
        (Int(characterLineCount), widestCharacter == 0 ? 0 : table.span(ofByte: widestCharacter)?.width ?? 0)
    }

    /// The width a wrap at `width` is known by: the first that fitted, when `width` fits too.
    func wrapWidth(breakingLike width: Double) -> Double? {
        guard width > 0, wrappedWidth <= width else { return nil }
        return firstFittingWidth.value ?? width
    }
}
