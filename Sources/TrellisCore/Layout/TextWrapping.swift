/// How lines of text line up within their frame.
public enum TextAlignment: Hashable, Sendable {
    /// Left.
    case leading
    /// Centred.
    case center
    /// Right.
    case trailing
}

/// Breaks text into lines that fit a width, the way `Text` wraps.
///
/// Words are measured once and their widths added, so wrapping a long text is
/// linear in its length rather than measuring every growing line again.
@MainActor
package struct TextWrapper {
    let font: Font
    let measurer: TextMeasuring

    package init(font: Font, measurer: TextMeasuring) {
        self.font = font
        self.measurer = measurer
    }

    private func width(_ text: Substring) -> Double {
        text.isEmpty ? 0 : measurer.width(of: String(text), in: font)
    }

    /// The lines of `text` within `maxWidth` (`nil`: no wrapping), at most `maxLines`,
    /// the last one ending in "…" when text had to be cut.
    package func lines(of text: String, maxWidth: Double?, maxLines: Int?) -> [String] {
        limit(wrappedLines(of: text, maxWidth: maxWidth), to: maxLines, maxWidth: maxWidth)
    }

    /// Every line of `text` within `maxWidth`, before any line limit: what a
    /// text can keep for one width and cut to each limit it is offered.
    package func wrappedLines(of text: String, maxWidth: Double?) -> [String] {
        lineBreaks(of: text, maxWidth: maxWidth).lines
    }

    /// Every line of `text` within `maxWidth`, with the range of widths that break it the same way.
    package func lineBreaks(of text: String, maxWidth: Double?) -> (lines: [String], breaks: LineBreaks) {
        var breaks = LineBreaks(maxWidth: maxWidth)
        var lines: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            if let maxWidth {
                lines.append(contentsOf: wrap(paragraph, within: maxWidth, noting: &breaks))
            } else {
                lines.append(String(paragraph))
            }
        }
        return (lines, breaks)
    }

    /// Every line of `text` within `maxWidth`, each with its width.
    func textLines(of text: String, maxWidth: Double?) -> TextLines {
        let (lines, breaks) = lineBreaks(of: text, maxWidth: maxWidth)
        var widths: [Double] = []
        widths.reserveCapacity(lines.count)
        for line in lines { widths.append(measurer.width(of: line, in: font)) }
        return TextLines(breaks: breaks, strings: lines, widths: widths)
    }

    /// `lines` cut to `maxLines`, the last one kept showing the rest of the
    /// text shortened at its end (as much of its paragraph as fits, then "…"),
    /// start or middle.
    ///
    /// `text` is what was wrapped: the rest is taken from there, since the
    /// lines alone do not say whether a line ended at a space or in the middle
    /// of a long word. Without it, the last kept line is shortened.
    package func limit(_ lines: [String], to maxLines: Int?, maxWidth: Double?,
                       mode: Text.TruncationMode = .tail, text: String? = nil) -> [String] {
        guard let maxLines, lines.count > maxLines else { return lines }
        let kept = Array(lines.prefix(max(maxLines, 1)))
        let last: String
        switch mode {
        case .tail:
            last = elide(Self.restOfParagraph(of: text, from: kept), within: maxWidth)
        case .head, .middle:
            let rest = text.flatMap { Self.rest(of: $0, after: kept.dropLast(), upTo: kept.last) }
                ?? Array(lines[(kept.count - 1)...].joined(separator: " "))
            last = elide(rest, atHead: mode == .head, within: maxWidth)
        }
        return kept.dropLast() + [last]
    }

    /// What the last of the `kept` lines is cut from: the rest of its paragraph
    /// in `text`, not only the words wrapping put on it, as
    /// `NSLineBreakMode.byTruncatingTail` fills the last line; the line alone
    /// without `text`.
    private static func restOfParagraph(of text: String?, from kept: [String]) -> Substring {
        guard let line = kept.last else { return "" }
        // An empty line is left only by spaces that end a paragraph: nothing of it shows.
        guard !line.isEmpty, let text, let rest = remainder(of: text, after: kept.dropLast(), upTo: line) else {
            return Substring(line)
        }
        return rest.prefix { $0 != "\n" }
    }

    /// The characters of `text` from the line `next` after the lines `shown`,
    /// its line breaks made spaces; nil if the lines are not its start.
    private static func rest(of text: String, after shown: ArraySlice<String>, upTo next: String?) -> [Character]? {
        remainder(of: text, after: shown, upTo: next)?.map { $0 == "\n" ? " " : $0 }
    }

    /// What of `text` follows the lines `shown`, from where `next` starts when
    /// given; nil if the lines are not its start.
    ///
    /// Wrapping drops the spaces a line breaks at, one or several, and the
    /// line break that ends a paragraph: those are skipped up to each line.
    private static func remainder(of text: String, after shown: ArraySlice<String>, upTo next: String? = nil) -> Substring? {
        var remaining = Substring(text)
        func skip(to line: String) -> Bool {
            while !remaining.hasPrefix(line) {
                guard let first = remaining.first, first == " " || first == "\n" else { return false }
                remaining = remaining.dropFirst()
            }
            return true
        }
        for line in shown {
            guard skip(to: line) else { return nil }
            remaining = remaining.dropFirst(line.count)
        }
        if let next, !skip(to: next) { return nil }
        return remaining
    }

    /// `characters` with as few as possible taken out at the start (or the
    /// middle) and "…" put in their place, so that the result fits.
    private func elide(_ characters: [Character], atHead: Bool, within maxWidth: Double?) -> String {
        func shortened(keeping count: Int) -> String {
            if atHead { return "…" + String(characters.suffix(count)) }
            let front = (count + 1) / 2
            return String(characters.prefix(front)) + "…" + String(characters.suffix(count - front))
        }
        guard let maxWidth else { return shortened(keeping: characters.count) }
        return shortened(keeping: Self.longestFitting(upTo: characters.count) { width(Substring(shortened(keeping: $0))) <= maxWidth })
    }

    /// The longest start of `line` that fits with "…" after it, without the
    /// spaces it ends in (as `GlyphAdvanceTable.cutAtTail`), and the "…".
    private func elide(_ line: Substring, within maxWidth: Double?) -> String {
        func trimmed(_ start: Substring) -> String {
            guard let last = start.lastIndex(where: { $0 != " " }) else { return "" }
            return String(start[...last])
        }
        guard let maxWidth else { return trimmed(line) + "…" }
        // Bounded by its bytes, which are as many as its characters or more, and need no counting.
        let kept = Self.longestFitting(upTo: line.utf8.count) { width(Substring(String(line.prefix($0)) + "…")) <= maxWidth }
        return trimmed(line.prefix(kept)) + "…"
    }

    /// The largest count up to `count` that `fits`, which holds for every count
    /// below one that it holds for. Found by doubling, then bisection: each try
    /// is a measurement, and the rest of a long text mostly cannot show, so
    /// the tries cost what is shown rather than what the text holds.
    private static func longestFitting(upTo count: Int, _ fits: (Int) -> Bool) -> Int {
        var fitting = 0, tooWide = count + 1
        var next = 1
        while next <= count, fits(next) {
            fitting = next
            next *= 2
        }
        if next <= count { tooWide = next }
        while tooWide - fitting > 1 {
            let middle = (fitting + tooWide) / 2
            if fits(middle) { fitting = middle } else { tooWide = middle }
        }
        return fitting
    }

    /// Each comparison with `maxWidth` is noted in `breaks`, so that widths
    /// that would answer every one of them alike can reuse these lines.
    private func wrap(_ paragraph: Substring, within maxWidth: Double, noting breaks: inout LineBreaks) -> [String] {
        // No width at all (a stack asking for a text's least size) puts every
        // character on a line of its own; that needs no measuring.
        if maxWidth <= 0 {
            let characters = paragraph.split(separator: " ").flatMap { $0.map(String.init) }
            return characters.isEmpty ? [""] : characters
        }
        let space = width(" ")
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = width(word)
            let candidate = line.isEmpty ? wordWidth : lineWidth + space + wordWidth
            if candidate <= maxWidth || (line.isEmpty && word.isEmpty) {
                breaks.fitted(candidate)
                // Appended in place: building a new line per word is quadratic in a long line.
                if !line.isEmpty { line += " " }
                line += word
                lineWidth = candidate
                continue
            }
            breaks.overflowed(candidate)
            if !line.isEmpty { lines.append(line) }
            if wordWidth <= maxWidth {
                breaks.fitted(wordWidth)
                line = String(word)
                lineWidth = wordWidth
            } else {
                // A word wider than the line is broken between characters.
                breaks.overflowed(wordWidth)
                var pieces = breakWord(word, within: maxWidth, noting: &breaks)
                line = pieces.removeLast()
                lineWidth = width(Substring(line))
                lines.append(contentsOf: pieces)
            }
        }
        lines.append(line)
        return lines
    }

    /// Characters are added up like words, so breaking a word costs one
    /// measurement per distinct character, not one per growing piece.
    private func breakWord(_ word: Substring, within maxWidth: Double, noting breaks: inout LineBreaks) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0.0
        for character in word {
            let characterWidth = width(Substring(String(character)))
            if !piece.isEmpty && pieceWidth + characterWidth > maxWidth {
                breaks.overflowed(pieceWidth + characterWidth)
                pieces.append(piece)
                piece = String(character)
                pieceWidth = characterWidth
            } else {
                if !piece.isEmpty { breaks.fitted(pieceWidth + characterWidth) }
                piece.append(character)
                pieceWidth += characterWidth
            }
        }
        pieces.append(piece)
        return pieces
    }
}
