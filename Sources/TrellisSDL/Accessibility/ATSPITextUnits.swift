/// A text cut into the units AT-SPI's Text interface reads by: characters,
/// words, sentences and lines, counted in Unicode scalars as AT-SPI counts offsets.
struct ATSPITextUnits {
    /// The units AT-SPI asks for, by `GetStringAtOffset`'s granularity.
    enum Unit: UInt32 {
        case character = 0, word, sentence, line, paragraph

        /// The unit an old-style boundary type (`GetTextAtOffset`) reads by.
        init(boundary: UInt32) {
            switch boundary {
            case 0: self = .character
            case 1, 2: self = .word
            case 3, 4: self = .sentence
            default: self = .line
            }
        }
    }

    let scalars: [Unicode.Scalar]

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The text from `start` to `end` (to the end for -1), clamped to the text.
    func text(from start: Int, to end: Int) -> String {
        let lower = min(max(start, 0), scalars.count)
        let upper = end < 0 ? scalars.count : min(max(end, lower), scalars.count)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[lower..<upper])
        return String(text)
    }

    /// The ranges `unit` cuts the text into, in order, covering it all.
    func segments(_ unit: Unit) -> [Range<Int>] {
        guard !scalars.isEmpty else { return [0..<0] }
        var starts = [0]
        for index in 1..<scalars.count where startsUnit(unit, at: index) { starts.append(index) }
        return zip(starts, starts.dropFirst() + [scalars.count]).map { $0..<$1 }
    }

    /// Whether a unit begins at `index`: a word after spaces, a sentence after its stop and spaces, a line after a newline.
    private func startsUnit(_ unit: Unit, at index: Int) -> Bool {
        let before = scalars[index - 1], here = scalars[index]
        switch unit {
        case .character: return true
        case .word: return before.properties.isWhitespace && !here.properties.isWhitespace
        case .sentence:
            if before == "\n" { return true }
            guard before.properties.isWhitespace, !here.properties.isWhitespace else { return false }
            var back = index - 1
            while back > 0, scalars[back].properties.isWhitespace { back -= 1 }
            return [".", "!", "?"].contains(scalars[back])
        case .line, .paragraph: return before == "\n"
        }
    }

    /// The unit at `offset`, the one before it (`step` -1) or after it (`step` 1): its text and range.
    func unit(_ unit: Unit, at offset: Int, step: Int = 0) -> (text: String, range: Range<Int>) {
        let all = segments(unit)
        let at = all.firstIndex { $0.contains(offset) } ?? (offset >= scalars.count ? all.count - 1 : 0)
        let index = at + step
        guard all.indices.contains(index) else { return ("", offset..<offset) }
        let range = all[index]
        return (text(from: range.lowerBound, to: range.upperBound), range)
    }
}
