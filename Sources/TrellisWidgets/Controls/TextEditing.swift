@_spi(TrellisExtension) import TrellisCore

/// The text of a field with its caret and selection, and the edits a person makes.
///
/// The text is kept as the `String` the field's binding holds and edited in
/// place, and the caret and the selection are indices into it, so a keystroke
/// in a megabyte costs about what it costs in a line: nothing walks the whole
/// text by characters. Positions still fall between characters (grapheme
/// clusters), so é, 中 and emoji are each one step of the caret and can never
/// be split by an edit.
public struct TextEditing: Equatable, Sendable {
    /// The text as a string.
    public private(set) var text: String
    /// Where the selection started; equal to `caretIndex` when nothing is selected.
    package private(set) var anchorIndex: String.Index
    /// Where the caret is.
    package private(set) var caretIndex: String.Index

    /// `text` with the caret at its end.
    public init(_ text: String = "") {
        self.text = text
        anchorIndex = text.endIndex
        caretIndex = text.endIndex
    }

    /// Reads of a position or the characters counted from the start of the
    /// text: each walks the text by characters up to it, which the field's own
    /// edits never do. Tests read it to see that a keystroke stays local.
    nonisolated(unsafe) package static var characterWalks = 0

    /// The text, as characters. Walks the whole text: the field itself reads `text`.
    public var characters: [Character] {
        Self.characterWalks += 1
        return Array(text)
    }
    /// Where the selection started, in characters from the start (counted on each read).
    public var anchor: Int {
        Self.characterWalks += 1
        return text.distance(from: text.startIndex, to: anchorIndex)
    }
    /// Where the caret is, in characters from the start (counted on each read).
    public var caret: Int {
        Self.characterWalks += 1
        return text.distance(from: text.startIndex, to: caretIndex)
    }
    /// The selected range of characters; empty when nothing is selected.
    public var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    /// The selected part of the text, as indices; empty when nothing is selected.
    package var selectedRange: Range<String.Index> { min(anchorIndex, caretIndex)..<max(anchorIndex, caretIndex) }
    /// The selected text.
    public var selectedText: String { String(text[selectedRange]) }

    /// Replaces the text from outside (a binding changed), keeping the caret
    /// within it, as near to where it was as a character boundary allows.
    public mutating func reset(to text: String) {
        // Usually the binding holds this very string: equal without reading a byte.
        guard text != self.text else { return }
        let caretOffset = self.text.utf8.distance(from: self.text.startIndex, to: caretIndex)
        let anchorOffset = self.text.utf8.distance(from: self.text.startIndex, to: anchorIndex)
        self.text = text
        caretIndex = index(atUTF8Offset: caretOffset)
        anchorIndex = index(atUTF8Offset: anchorOffset)
    }

    /// Types `string` over the selection.
    public mutating func insert(_ string: String) {
        let range = selectedRange
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        text.replaceSubrange(range, with: string)
        // Where the typed text ends; a combining mark joins the character before it.
        caretIndex = index(atUTF8Offset: start + string.utf8.count)
        anchorIndex = caretIndex
    }

    /// Backspace: deletes the selection, or the character before the caret.
    public mutating func deleteBackward() {
        if anchorIndex == caretIndex {
            guard caretIndex > text.startIndex else { return }
            anchorIndex = text.index(before: caretIndex)
        }
        insert("")
    }

    /// Delete: deletes the selection, or the character after the caret.
    public mutating func deleteForward() {
        if anchorIndex == caretIndex {
            guard caretIndex < text.endIndex else { return }
            anchorIndex = text.index(after: caretIndex)
        }
        insert("")
    }

    /// Moves the caret to the character boundary `position` (clamped to the
    /// text); with `extending`, the selection grows or shrinks with it.
    package mutating func moveCaret(to position: String.Index, extending: Bool = false) {
        caretIndex = min(max(position, text.startIndex), text.endIndex)
        if !extending { anchorIndex = caretIndex }
    }

    /// Moves the caret to `position` characters from the start; with
    /// `extending`, the selection grows or shrinks with it.
    public mutating func moveCaret(to position: Int, extending: Bool = false) {
        moveCaret(to: index(atCharacter: position), extending: extending)
    }

    /// Moves the caret to the character boundary at or before UTF-8 offset
    /// `offset`, as the field's layout reports places under the pointer.
    package mutating func moveCaret(toUTF8Offset offset: Int, extending: Bool = false) {
        moveCaret(to: index(atUTF8Offset: offset), extending: extending)
    }

    /// Left or right by one character; without Shift, a selection collapses to its edge.
    public mutating func moveCaret(by offset: Int, extending: Bool = false) {
        if !extending && anchorIndex != caretIndex {
            moveCaret(to: offset < 0 ? selectedRange.lowerBound : selectedRange.upperBound)
        } else {
            let limit = offset < 0 ? text.startIndex : text.endIndex
            moveCaret(to: text.index(caretIndex, offsetBy: offset, limitedBy: limit) ?? limit, extending: extending)
        }
    }

    /// Selects everything.
    public mutating func selectAll() {
        anchorIndex = text.startIndex
        caretIndex = text.endIndex
    }

    /// The index `position` characters from the start, clamped to the text.
    func index(atCharacter position: Int) -> String.Index {
        guard position > 0 else { return text.startIndex }
        Self.characterWalks += 1
        return text.index(text.startIndex, offsetBy: position, limitedBy: text.endIndex) ?? text.endIndex
    }

    /// The character boundary at or before UTF-8 offset `offset`, clamped to the text.
    func index(atUTF8Offset offset: Int) -> String.Index {
        text.characterBoundary(atOrBeforeUTF8Offset: offset)
    }

    /// How many UTF-8 bytes come before `index`.
    func utf8Offset(of index: String.Index) -> Int {
        text.utf8.distance(from: text.startIndex, to: index)
    }
}
