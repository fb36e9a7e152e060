/// Line limits: whether a text is cut, and its last line as cut.
extension TextMeasurements {
    /// Whether the text breaks into more lines than `limit` at this width.
    ///
    /// A text of one paragraph that does not fit on one line and has two
    /// characters or more breaks into two lines or more: a label cut to one
    /// line is told so by its first pass, and never finds its words to wrap.
    mutating func breaks(intoMoreLinesThan limit: Int, maxWidth: Double?, of text: String, in font: Font,
                         counters: LayoutCounters) -> Bool {
        if limit == 1, let maxWidth {
            measureOnce(text, in: font, counters: counters)
            if paragraph?.wrapsPastOneLine(within: maxWidth) == true { return true }
        }
        return lineCount(maxWidth: maxWidth, of: text, in: font, counters: counters) > limit
    }

    /// The last line shown when the text, wrapped within `maxWidth`, is cut to
    /// `limit` lines, as `TextWrapper.limit` cuts it, and its width.
    mutating func cut(maxWidth: Double?, to limit: Int, mode: Text.TruncationMode, of text: String, in font: Font,
                      counters: LayoutCounters) -> (text: String, width: Double) {
        for index in cuts.indices where cuts[index].limit == limit && cuts[index].maxWidth == maxWidth {
            return (cuts[index].text, cuts[index].width)
        }
        // With no width at all the cut line is an ellipsis, whatever it held,
        // and the lines above it are characters whose widths the first pass
        // noted, unless there are more of them than it keeps.
        // A text of one paragraph adds up as its words would, without them.
        let addsUp = paragraph != nil || words != nil
        if (maxWidth ?? 1) > 0 || (addsUp && limit > TextWords.leadingCharacterLimit) || !addsUp {
            counters.textMeasurements += 1
        }
        let cut = (mode == .tail && addsUp ? cutAtTail(maxWidth: maxWidth, line: max(limit, 1) - 1, of: text, in: font, counters: counters) : nil)
            ?? cutByMeasuring(maxWidth: maxWidth, to: limit, mode: mode, of: text, in: font, counters: counters)
        if cuts.count >= 8 {
            cuts.removeFirst()
        } else if cuts.capacity == 0 {
            // Measuring and placing cut the same lines at two heights, as a rule.
            cuts.reserveCapacity(2)
        }
        cuts.append(CutLine(maxWidth: maxWidth, limit: limit, text: cut.text, width: cut.width))
        return cut
    }

    /// Line `line` cut at its tail by adding spans, when the font's widths add up.
    private mutating func cutAtTail(maxWidth: Double?, line: Int, of text: String, in font: Font,
                                    counters: LayoutCounters) -> (text: String, width: Double)? {
        guard let table else { return nil }
        // The first line starts the text, unless wrapping drops the spaces it
        // starts with: a label cut to one line needs no wrap to know where.
        if line == 0, text.utf8.first != 0x20 { return table.cutAtTail(text, from: 0, within: maxWidth) }
        guard let range = lines(maxWidth: maxWidth, of: text, in: font, counters: counters).range(line, of: text) else { return nil }
        // An empty line is left only by spaces that end a paragraph: nothing of it shows.
        let start = range.isEmpty ? Int32(text.utf8.count) : range.lowerBound
        return table.cutAtTail(text, from: start, within: maxWidth)
    }

    /// The last line cut by `TextWrapper`, measuring each try.
    private mutating func cutByMeasuring(maxWidth: Double?, to limit: Int, mode: Text.TruncationMode, of text: String,
                                         in font: Font, counters: LayoutCounters) -> (text: String, width: Double) {
        let lines = lines(maxWidth: maxWidth, of: text, in: font, counters: counters)
        let measurer = memoizing()
        let shown = TextWrapper(font: font, measurer: measurer)
            .limit(lines.strings(of: text), to: limit, maxWidth: maxWidth, mode: mode, text: text)
        let line = shown.last ?? ""
        return (line, measurer.width(of: line, in: font))
    }
}

/// A last line as cut to a line limit at one width.
struct CutLine {
    var maxWidth: Double?
    var limit: Int
    var text: String
    var width: Double
}
