/// A text offered no width at all (a stack asking for its least size): every
/// character on a line of its own, an empty paragraph one empty line.
///
/// The lines are found again from the text when asked, as a long text has
/// many, none kept. A text of several paragraphs finds them through its words;
/// a text of one paragraph (`OneParagraph`) needs none, so a label in a stack,
/// which is asked its least size as a matter of course, never finds words.
struct CharacterLines {
    let table: GlyphAdvanceTable
    /// Each paragraph's UTF-8 range; `nil` for a text of one paragraph, which
    /// is the whole text. Not the words themselves: kept with a text's least
    /// size, they would keep its words alive after the text let go of them.
    private let paragraphs: [Range<Int>]?

    /// The character lines of the text `words` came from.
    init(words: TextWords) {
        table = words.table
        guard words.paragraphCount > 1 else {
            paragraphs = nil
            return
        }
        paragraphs = (0..<words.paragraphCount).map { paragraph in
            let indices = words.wordIndices(ofParagraph: paragraph)
            return Int(words.words[indices.lowerBound].start)..<Int(words.words[indices.upperBound - 1].end)
        }
    }

    /// The character lines of a text of one paragraph in `table`.
    init(ofOneParagraphIn table: GlyphAdvanceTable) {
        self.table = table
        paragraphs = nil
    }

    /// The widest of the first `count` lines.
    func widest(ofFirst count: Int, of text: String) -> Double {
        var widest = 0.0
        guard count > 0 else { return widest }
        var seen = 0
        forEach(of: text) { _, width in
            widest = max(widest, width)
            seen += 1
            return seen < count
        }
        return widest
    }

    /// The UTF-8 range of line `index`.
    func line(_ index: Int, of text: String) -> Range<Int32>? {
        var seen = 0, found: Range<Int32>?
        forEach(of: text) { range, _ in
            if seen == index { found = range }
            seen += 1
            return found == nil
        }
        return found
    }

    /// Calls `body` with each line's range and width, in order, while it returns true.
    private func forEach(of text: String, _ body: (Range<Int32>, Double) -> Bool) {
        var text = text
        text.withUTF8 { bytes in
            guard let paragraphs else {
                _ = Self.forEach(in: bytes, from: 0, to: bytes.count, table: table, body)
                return
            }
            for paragraph in paragraphs {
                guard Self.forEach(in: bytes, from: paragraph.lowerBound, to: paragraph.upperBound, table: table, body) else { return }
            }
        }
    }

    /// The lines of one paragraph, `bytes[start..<end]`; false once `body` asks to stop.
    private static func forEach(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                table: GlyphAdvanceTable, _ body: (Range<Int32>, Double) -> Bool) -> Bool {
        var any = false
        for offset in start..<end where bytes[offset] != 0x20 {
            any = true
            guard body(Int32(offset)..<Int32(offset + 1), table.span(ofByte: bytes[offset])?.width ?? 0) else { return false }
        }
        if !any { return body(Int32(start)..<Int32(start), 0) }
        return true
    }
}
