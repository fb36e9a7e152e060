extension TextEditing {
    /// Where the caret lands after a word from `position`: back to the start of
    /// the word before it, or on to the end of the word after it, passing the
    /// spaces and punctuation between, as Ctrl with an arrow moves in GTK.
    public func wordBoundary(from position: Int, forward: Bool) -> Int {
        func isWordy(_ index: Int) -> Bool {
            let character = characters[index]
            return character.isLetter || character.isNumber || character == "_"
        }
        var index = min(max(position, 0), characters.count)
        if forward {
            while index < characters.count, !isWordy(index) { index += 1 }
            while index < characters.count, isWordy(index) { index += 1 }
        } else {
            while index > 0, !isWordy(index - 1) { index -= 1 }
            while index > 0, isWordy(index - 1) { index -= 1 }
        }
        return index
    }

    /// Moves the caret a word back or on; with `extending`, the selection follows.
    public mutating func moveCaretByWord(forward: Bool, extending: Bool = false) {
        moveCaret(to: wordBoundary(from: caret, forward: forward), extending: extending)
    }

    /// Selects the word at `position` (the one before it, at the end of a word),
    /// or the one other character there, as a double-click does.
    public mutating func selectWord(at position: Int) {
        guard !characters.isEmpty else { return }
        let at = min(max(position, 0), characters.count - 1)
        let characters = self.characters
        func isWordy(_ index: Int) -> Bool {
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        }
        let start = isWordy(at) || at == 0 || !isWordy(at - 1) ? at : at - 1
        guard isWordy(start) else {
            moveCaret(to: start)
            moveCaret(to: start + 1, extending: true)
            return
        }
        moveCaret(to: wordBoundary(from: start + 1, forward: false))
        moveCaret(to: wordBoundary(from: start, forward: true), extending: true)
    }

    /// Deletes the selection, or else back or on to the word boundary, as Ctrl+Backspace and Ctrl+Delete do.
    public mutating func deleteWord(forward: Bool) {
        if selection.isEmpty { moveCaretByWord(forward: forward, extending: true) }
        insert("")
    }
}
