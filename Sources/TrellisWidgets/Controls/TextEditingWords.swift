@_spi(TrellisExtension) import TrellisCore

extension TextEditing {
    /// Whether `character` belongs to a word, for Ctrl-arrows and double-clicks.
    private static func isWordy(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where the caret lands after a word from `position`: back to the start of
    /// the word before it, or on to the end of the word after it, passing the
    /// spaces and punctuation between, as Ctrl with an arrow moves in GTK.
    /// Only the characters passed over are read.
    package func wordBoundary(from position: String.Index, forward: Bool) -> String.Index {
        var index = min(max(position, text.startIndex), text.endIndex)
        if forward {
            while index < text.endIndex, !Self.isWordy(text[index]) { index = text.index(after: index) }
            while index < text.endIndex, Self.isWordy(text[index]) { index = text.index(after: index) }
        } else {
            while index > text.startIndex, !Self.isWordy(text[text.index(before: index)]) { index = text.index(before: index) }
            while index > text.startIndex, Self.isWordy(text[text.index(before: index)]) { index = text.index(before: index) }
        }
        return index
    }

    /// `wordBoundary(from:forward:)` with positions counted in characters from the start.
    public func wordBoundary(from position: Int, forward: Bool) -> Int {
        text.distance(from: text.startIndex, to: wordBoundary(from: index(atCharacter: position), forward: forward))
    }

    /// Moves the caret a word back or on; with `extending`, the selection follows.
    public mutating func moveCaretByWord(forward: Bool, extending: Bool = false) {
        moveCaret(to: wordBoundary(from: caretIndex, forward: forward), extending: extending)
    }

    /// Selects the word at `position` (the one before it, at the end of a word),
    /// or the one other character there, as a double-click does.
    package mutating func selectWord(at position: String.Index) {
        guard !text.isEmpty else { return }
        var at = min(max(position, text.startIndex), text.endIndex)
        if at == text.endIndex { at = text.index(before: at) }
        // At the end of a word, the word before.
        var start = at
        if !Self.isWordy(text[at]), at > text.startIndex, Self.isWordy(text[text.index(before: at)]) {
            start = text.index(before: at)
        }
        guard Self.isWordy(text[start]) else {
            moveCaret(to: start)
            moveCaret(to: text.index(after: start), extending: true)
            return
        }
        moveCaret(to: wordBoundary(from: text.index(after: start), forward: false))
        moveCaret(to: wordBoundary(from: start, forward: true), extending: true)
    }

    /// `selectWord(at:)` with the position counted in characters from the start.
    public mutating func selectWord(at position: Int) {
        selectWord(at: index(atCharacter: position))
    }

    /// Deletes the selection, or else back or on to the word boundary, as Ctrl+Backspace and Ctrl+Delete do.
    public mutating func deleteWord(forward: Bool) {
        if anchorIndex == caretIndex { moveCaretByWord(forward: forward, extending: true) }
        insert("")
    }
}
