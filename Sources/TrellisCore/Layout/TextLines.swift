/// One wrap of a text at one width: its lines, each line's measured width, and
/// the widths that would wrap it the same way.
///
/// Lines wrapped from `TextWords` are kept as UTF-8 ranges of the text and
/// become strings only when the text is placed; lines wrapped by asking the
/// measurer are kept as the strings it measured.
struct TextLines {
    /// A line wrapped by adding spans: its UTF-8 range of the text and its width.
    struct Line {
        var range: Range<Int32>
        var width: Double
    }

    private enum Storage {
        case ranges([Line])
        case strings([String], widths: [Double])
        /// Every character on a line of its own (a text offered no width):
        /// found again from the text when asked, as a long text has many.
        case characters(CharacterLines)
        /// The whole text on one line (`OneParagraph`), its UTF-8 length: no array.
        case whole(Int32)
    }

    /// The widths that break the text into these same lines.
    var breaks: LineBreaks
    private let storage: Storage
    /// The number of lines.
    let count: Int
    /// The widest line.
    private let widestLine: Double

    /// Lines given as UTF-8 ranges of the text, with their widths.
    init(breaks: LineBreaks, lines: [Line]) {
        self.breaks = breaks
        storage = .ranges(lines)
        count = lines.count
        var widest = 0.0
        for line in lines { widest = max(widest, line.width) }
        widestLine = widest
    }

    /// Lines given as strings, with the widths the measurer gave them.
    init(breaks: LineBreaks, strings: [String], widths: [Double]) {
        self.breaks = breaks
        storage = .strings(strings, widths: widths)
        count = widths.count
        var widest = 0.0
        for width in widths { widest = max(widest, width) }
        widestLine = widest
    }

    /// One line per character of the text (`characterLines`), `count` of them, the widest `widest` wide.
    init(breaks: LineBreaks, characterLines: CharacterLines, count: Int, widest: Double) {
        self.breaks = breaks
        storage = .characters(characterLines)
        self.count = count
        widestLine = widest
    }

    /// The whole of a text `length` UTF-8 bytes long on one line `width` wide.
    init(breaks: LineBreaks, wholeTextOf length: Int32, width: Double) {
        self.breaks = breaks
        storage = .whole(length)
        count = 1
        widestLine = width
    }

    /// The widest of the first `count` lines (0 for none).
    func widest(ofFirst count: Int, of text: String) -> Double {
        if count >= self.count { return widestLine }
        var widest = 0.0
        switch storage {
        case .characters(let lines):
            return lines.widest(ofFirst: count, of: text)
        case .ranges(let lines):
            for index in 0..<max(count, 0) { widest = max(widest, lines[index].width) }
        case .strings(_, let widths):
            for index in 0..<max(count, 0) { widest = max(widest, widths[index]) }
        case .whole:
            break
        }
        return widest
    }

    /// Line `index` of `text`, which must be the text these lines were wrapped from.
    func line(_ index: Int, of text: String) -> String {
        switch storage {
        case .strings(let strings, _):
            return strings[index]
        case .whole:
            return text
        case .ranges, .characters:
            guard let range = range(index, of: text) else { return "" }
            return text.utf8Part(range)
        }
    }

    /// The UTF-8 range of line `index` of `text`, when the lines are ranges of it.
    func range(_ index: Int, of text: String) -> Range<Int32>? {
        switch storage {
        case .ranges(let lines): lines[index].range
        case .characters(let lines): lines.line(index, of: text)
        case .whole(let length): 0..<length
        case .strings: nil
        }
    }

    /// Whether these are one line holding all of `text`: a label that fits,
    /// whose line need not be made into a string of its own.
    func isOneLine(ofWhole text: String) -> Bool {
        guard count == 1 else { return false }
        switch storage {
        case .ranges(let lines): return lines[0].range.lowerBound == 0 && Int(lines[0].range.upperBound) == text.utf8.count
        case .strings(let strings, _): return strings[0] == text
        case .characters: return line(0, of: text) == text
        case .whole: return true
        }
    }

    /// Every line of `text`, as strings.
    func strings(of text: String) -> [String] {
        if case .strings(let strings, _) = storage { return strings }
        var lines: [String] = []
        lines.reserveCapacity(count)
        for index in 0..<count { lines.append(line(index, of: text)) }
        return lines
    }

    /// Every line of `text`, as a run keeps them: ranges of it, which copy
    /// none of its characters, where the lines are parts of it.
    func runLines(of text: String) -> TextRunLines {
        if case .strings(let strings, _) = storage { return TextRunLines(strings, of: text) }
        var ranges: [Range<Int32>] = []
        ranges.reserveCapacity(count)
        for index in 0..<count {
            guard let range = range(index, of: text) else { return .strings(strings(of: text)) }
            ranges.append(range)
        }
        return .ranges(ranges)
    }
}
