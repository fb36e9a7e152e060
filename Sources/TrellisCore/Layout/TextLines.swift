/// One wrap of a text at one width: its lines, each line's measured width, and
/// the widths that would wrap it the same way.
///
/// Lines wrapped from `TextWords` are kept as UTF-8 ranges of the text and
/// become strings only when the text is placed; lines wrapped by asking the
/// measurer are kept as the strings it measured.
struct TextLines {
    private enum Storage {
        case ranges([Range<Int32>])
        case strings([String])
    }

    /// The widths that break the text into these same lines.
    var breaks: LineBreaks
    /// Each line's width, as the measurer would give it for the line's characters.
    let widths: [Double]
    private let storage: Storage

    /// Lines given as UTF-8 ranges of the text.
    init(breaks: LineBreaks, ranges: [Range<Int32>], widths: [Double]) {
        self.breaks = breaks
        self.widths = widths
        storage = .ranges(ranges)
    }

    /// Lines given as strings.
    init(breaks: LineBreaks, strings: [String], widths: [Double]) {
        self.breaks = breaks
        self.widths = widths
        storage = .strings(strings)
    }

    var count: Int { widths.count }

    /// The widest of the first `count` lines.
    func widest(ofFirst count: Int) -> Double {
        var widest = 0.0
        for index in 0..<min(count, widths.count) { widest = max(widest, widths[index]) }
        return widest
    }

    /// Line `index` of `text`, which must be the text these lines were wrapped from.
    func line(_ index: Int, of text: String) -> String {
        switch storage {
        case .strings(let strings):
            return strings[index]
        case .ranges(let ranges):
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: Int(ranges[index].lowerBound))
            let end = utf8.index(start, offsetBy: ranges[index].count)
            return String(decoding: utf8[start..<end], as: UTF8.self)
        }
    }

    /// The UTF-8 range of line `index`, when the lines are ranges.
    func range(_ index: Int) -> Range<Int32>? {
        if case .ranges(let ranges) = storage { return ranges[index] }
        return nil
    }

    /// Every line of `text`, as strings.
    func strings(of text: String) -> [String] {
        if case .strings(let strings) = storage { return strings }
        var lines: [String] = []
        lines.reserveCapacity(count)
        for index in 0..<count { lines.append(line(index, of: text)) }
        return lines
    }
}
