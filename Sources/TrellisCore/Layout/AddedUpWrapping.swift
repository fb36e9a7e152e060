extension TextWords {
    /// The lines of `text` (the text these words came from) within `maxWidth`
    /// (`nil`: one line per paragraph), made exactly as `TextWrapper` makes
    /// them, but from the words' spans: no word is measured or hashed.
    func lines(maxWidth: Double?, of text: String) -> TextLines {
        if let maxWidth, maxWidth <= 0 { return characterLines(of: text, maxWidth: maxWidth) }
        var lines = LineCollector(breaks: LineBreaks(maxWidth: maxWidth))
        lines.lines.reserveCapacity(expectedLineCount(within: maxWidth))
        var text = text
        text.withUTF8 { bytes in
            for paragraph in 0..<paragraphCount {
                let indices = wordIndices(ofParagraph: paragraph)
                if let maxWidth {
                    wrap(indices, within: maxWidth, bytes: bytes, into: &lines)
                } else {
                    var span = words[indices.lowerBound].span
                    for index in indices.dropFirst() { span = span.followed(by: space).followed(by: words[index].span) }
                    lines.add(words[indices.lowerBound].start..<words[indices.upperBound - 1].end, width: span.width)
                }
            }
        }
        return TextLines(breaks: lines.breaks, lines: lines.lines)
    }

    /// About how many lines wrapping within `maxWidth` makes, so that the
    /// lines' array is made once: a label wrapped to a narrow cell grew it
    /// from one line by doubling, three allocations for five lines.
    private func expectedLineCount(within maxWidth: Double?) -> Int {
        guard let maxWidth else { return paragraphCount }
        var width = 0.0
        for word in words { width += word.span.width + space.width }
        let estimate = (width / maxWidth).rounded(.up)
        // At most a line a word, but for words broken between characters.
        return estimate < Double(words.count) ? Int(estimate) + paragraphCount : words.count
    }

    /// How wrapping within `maxWidth` breaks the text when every paragraph fits
    /// on its line whole, added up as `wrap` adds it, so the lines are the
    /// one-line-per-paragraph lines; `nil` when one does not fit, or starts
    /// with a space (wrapping drops it) or is empty (wrapping leaves it no range).
    /// A label offered its frame's width then needs no second pass.
    func breaksIfEveryParagraphFits(within maxWidth: Double) -> LineBreaks? {
        guard maxWidth > 0 else { return nil }
        let spaceWidth = space.width
        var breaks = LineBreaks(maxWidth: maxWidth)
        for paragraph in 0..<paragraphCount {
            let indices = wordIndices(ofParagraph: paragraph)
            let first = words[indices.lowerBound]
            guard first.start != first.end else { return nil }
            var width = first.span.width
            for index in indices.dropFirst() { width = width + spaceWidth + words[index].span.width }
            guard width <= maxWidth else { return nil }
            // Widths only grow along a line, so its last sum is the widest that fitted.
            breaks.fitted(width)
        }
        return breaks
    }

    /// No width at all (a stack asking for a text's least size) puts every
    /// character on a line of its own, and an empty paragraph on one empty
    /// line. Their number and the widest were noted when the words were found,
    /// so this measures nothing; a long text has many such lines, none kept.
    private func characterLines(of text: String, maxWidth: Double) -> TextLines {
        TextLines(breaks: LineBreaks(maxWidth: maxWidth), characterLines: CharacterLines(words: self),
                  count: characterLineCount, widest: widestCharacter)
    }

    /// Greedy wrapping, comparison for comparison as `TextWrapper.wrap`, so
    /// the same widths fit and `lines.breaks` notes the same range.
    private func wrap(_ indices: Range<Int>, within maxWidth: Double, bytes: UnsafeBufferPointer<UInt8>,
                      into lines: inout LineCollector) {
        let spaceWidth = space.width
        // A negative start is the empty line, which leading empty words leave empty.
        var lineStart: Int32 = -1, lineEnd: Int32 = 0
        var lineSpan = GlyphSpan.empty, lineWidth = 0.0
        for index in indices {
            let word = words[index]
            let wordWidth = word.span.width, wordIsEmpty = word.start == word.end, lineIsEmpty = lineStart < 0
            let candidate = lineIsEmpty ? wordWidth : lineWidth + spaceWidth + wordWidth
            if candidate <= maxWidth || (lineIsEmpty && wordIsEmpty) {
                lines.breaks.fitted(candidate)
                if !lineIsEmpty {
                    lineEnd = word.end
                    lineSpan = lineSpan.followed(by: space).followed(by: word.span)
                } else if !wordIsEmpty {
                    (lineStart, lineEnd, lineSpan) = (word.start, word.end, word.span)
                }
                lineWidth = candidate
                continue
            }
            lines.breaks.overflowed(candidate)
            if !lineIsEmpty { lines.add(lineStart..<lineEnd, width: lineSpan.width) }
            if wordWidth <= maxWidth {
                lines.breaks.fitted(wordWidth)
                (lineStart, lineEnd, lineSpan) = wordIsEmpty ? (-1, 0, .empty) : (word.start, word.end, word.span)
                lineWidth = wordWidth
            } else {
                // A word wider than the line is broken between characters.
                lines.breaks.overflowed(wordWidth)
                let last = breakWord(word, within: maxWidth, bytes: bytes, into: &lines)
                (lineStart, lineEnd, lineSpan) = (last.start, word.end, last.span)
                lineWidth = last.span.width
            }
        }
        lines.add(lineStart < 0 ? 0..<0 : lineStart..<lineEnd, width: lineStart < 0 ? 0 : lineSpan.width)
    }

    /// Adds every piece of `word` but the last as a line, characters added up
    /// as `TextWrapper.breakWord` adds them; returns the last piece.
    private func breakWord(_ word: Word, within maxWidth: Double, bytes: UnsafeBufferPointer<UInt8>,
                           into lines: inout LineCollector) -> (start: Int32, span: GlyphSpan) {
        var pieceStart = word.start, pieceSpan = GlyphSpan.empty, pieceWidth = 0.0
        for offset in word.start..<word.end {
            let glyph = table.span(ofByte: bytes[Int(offset)]) ?? .empty
            let characterWidth = glyph.width
            if pieceStart < offset && pieceWidth + characterWidth > maxWidth {
                lines.breaks.overflowed(pieceWidth + characterWidth)
                lines.add(pieceStart..<offset, width: pieceSpan.width)
                (pieceStart, pieceSpan, pieceWidth) = (offset, glyph, characterWidth)
            } else {
                if pieceStart < offset { lines.breaks.fitted(pieceWidth + characterWidth) }
                pieceSpan = pieceSpan.followed(by: glyph)
                pieceWidth += characterWidth
            }
        }
        return (pieceStart, pieceSpan)
    }
}

/// Lines as they are found, with the widths that wrap the same way.
private struct LineCollector {
    var breaks: LineBreaks
    var lines: [TextLines.Line] = []

    mutating func add(_ range: Range<Int32>, width: Double) {
        lines.append(TextLines.Line(range: range, width: width))
    }
}
