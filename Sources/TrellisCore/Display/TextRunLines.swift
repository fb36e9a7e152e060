/// The lines a text run is drawn in: UTF-8 ranges of the run's string where
/// every line is a part of it (a wrapped text), or strings of their own where
/// one is not (a line cut short ends in an ellipsis; a shrunk text's lines).
///
/// A wrapped text keeps its placed lines while it is shown. As strings, each
/// line was a copy of its part of the text, about 100 bytes a line of a chat
/// message; as ranges, a line is 8 bytes, and becomes a string only when it is
/// drawn.
package enum TextRunLines: Hashable, Sendable {
    /// Lines of their own; empty for a single line of the whole string.
    case strings([String])
    /// Lines that are these UTF-8 ranges of the string.
    case ranges([Range<Int32>])

    /// `lines` as ranges of `string` when each is the next part of it, with
    /// only white space between (lines wrapped from it); as strings otherwise
    /// (a line cut short, or made of anything else). Each range found holds
    /// the same bytes as its line, so the run draws the same either way.
    init(_ lines: [String], of string: String) {
        let found = string.utf8.withContiguousStorageIfAvailable { Self.ranges(of: lines, in: $0) } ?? nil
        self = found.map(TextRunLines.ranges) ?? .strings(lines)
    }

    private static func ranges(of lines: [String], in text: UnsafeBufferPointer<UInt8>) -> [Range<Int32>]? {
        guard text.count <= Int(Int32.max) else { return nil }
        var ranges: [Range<Int32>] = []
        ranges.reserveCapacity(lines.count)
        var cursor = 0
        for line in lines {
            let bytes = line.utf8
            guard let first = bytes.first else {
                ranges.append(Int32(cursor)..<Int32(cursor))
                continue
            }
            // White space (the break between lines) may come before the line.
            while cursor < text.count, text[cursor] != first, isWhiteSpace(text[cursor]) { cursor += 1 }
            let end = cursor + bytes.count
            guard end <= text.count, text[cursor..<end].elementsEqual(bytes) else { return nil }
            ranges.append(Int32(cursor)..<Int32(end))
            cursor = end
        }
        return ranges
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// No lines of its own: the run is one line, its whole string.
    static let none = TextRunLines.strings([])

    /// The number of lines; 0 for a single line of the whole string.
    var count: Int {
        switch self {
        case .strings(let lines): lines.count
        case .ranges(let ranges): ranges.count
        }
    }

    /// Line `index` of `string`, the string these lines were placed from.
    func line(_ index: Int, of string: String) -> String {
        switch self {
        case .strings(let lines): lines[index]
        case .ranges(let ranges): string.utf8Part(ranges[index])
        }
    }

    /// Every line of `string`, as strings.
    func strings(of string: String) -> [String] {
        switch self {
        case .strings(let lines):
            return lines
        case .ranges(let ranges):
            var lines: [String] = []
            lines.reserveCapacity(ranges.count)
            for range in ranges { lines.append(string.utf8Part(range)) }
            return lines
        }
    }
}

extension String {
    /// The part of the string at `range` of its UTF-8 bytes, which fall on
    /// character boundaries as line breaks do. A range past the end (lines
    /// placed from a string since replaced) is cut at the end, not a trap.
    func utf8Part(_ range: Range<Int32>) -> String {
        let utf8 = self.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(range.lowerBound), limitedBy: utf8.endIndex) ?? utf8.endIndex
        let end = utf8.index(start, offsetBy: range.count, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
