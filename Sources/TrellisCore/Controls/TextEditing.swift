/// The text of a field with its caret and selection, and the edits a person makes.
///
/// Positions count characters (grapheme clusters), so é, 中 and emoji are each
/// one step of the caret and can never be split by an edit.
public struct TextEditing: Equatable, Sendable {
    /// The text, as characters.
    public private(set) var characters: [Character]
    /// Where the selection started; equal to `caret` when nothing is selected.
    public private(set) var anchor: Int
    /// Where the caret is.
    public private(set) var caret: Int

    /// `text` with the caret at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    /// The text as a string.
    public var text: String { String(characters) }
    /// The selected range of characters; empty when nothing is selected.
    public var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    /// The selected text.
    public var selectedText: String { String(characters[selection]) }

    /// Replaces the text from outside (a binding changed), keeping the caret within it.
    public mutating func reset(to text: String) {
        guard text != self.text else { return }
        characters = Array(text)
        caret = min(caret, characters.count)
        anchor = min(anchor, characters.count)
    }

    /// Types `string` over the selection.
    public mutating func insert(_ string: String) {
        let range = selection
        characters.replaceSubrange(range, with: Array(string))
        caret = range.lowerBound + string.count
        anchor = caret
    }

    /// Backspace: deletes the selection, or the character before the caret.
    public mutating func deleteBackward() {
        if selection.isEmpty {
            guard caret > 0 else { return }
            anchor = caret - 1
        }
        insert("")
    }

    /// Delete: deletes the selection, or the character after the caret.
    public mutating func deleteForward() {
        if selection.isEmpty {
            guard caret < characters.count else { return }
            anchor = caret + 1
        }
        insert("")
    }

    /// Moves the caret to `position`; with `extending`, the selection grows or shrinks with it.
    public mutating func moveCaret(to position: Int, extending: Bool = false) {
        caret = min(max(position, 0), characters.count)
        if !extending { anchor = caret }
    }

    /// Left or right by one character; without Shift, a selection collapses to its edge.
    public mutating func moveCaret(by offset: Int, extending: Bool = false) {
        if !extending && !selection.isEmpty {
            moveCaret(to: offset < 0 ? selection.lowerBound : selection.upperBound)
        } else {
            moveCaret(to: caret + offset, extending: extending)
        }
    }

    /// Selects everything.
    public mutating func selectAll() {
        anchor = 0
        caret = characters.count
    }
}
