@_spi(TrellisExtension) import TrellisCore

extension TextDocument {
    /// The character just after `position`: a line break at the end of a line, nil at the end.
    func character(after position: TextPosition) -> Character? {
        let line = lines[position.line]
        if position.column < line.count { return line[line.index(line.startIndex, offsetBy: position.column)] }
        return position.line < lines.count - 1 ? "\n" : nil
    }

    private static func isWordy(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }

    /// Where a word move from `position` lands: back to the start of the word
    /// before it, or on to the end of the word after it, passing spaces,
    /// punctuation and line breaks between, as Ctrl with an arrow moves in GTK.
    func wordBoundary(from position: TextPosition, forward: Bool) -> TextPosition {
        var place = position
        if forward {
            while place != end, !Self.isWordy(character(after: place)) { place = after(place) }
            while place != end, Self.isWordy(character(after: place)) { place = after(place) }
        } else {
            while place != .start, !Self.isWordy(character(after: before(place))) { place = before(place) }
            while place != .start, Self.isWordy(character(after: before(place))) { place = before(place) }
        }
        return place
    }

    /// The word at `position` (the one ending there, when it ends a word), or
    /// the one other character there: what a double-click selects.
    func word(at position: TextPosition) -> Range<TextPosition> {
        var start = position
        if !Self.isWordy(character(after: start)), start != .start, Self.isWordy(character(after: before(start))) {
            start = before(start)
        }
        guard Self.isWordy(character(after: start)) else {
            return character(after: start) == nil ? start..<start : start..<after(start)
        }
        return wordBoundary(from: after(start), forward: false)..<wordBoundary(from: start, forward: true)
    }
}
