@_spi(TrellisExtension) import TrellisCore

extension TextEditing {
    /// The caret and the selection as AT-SPI counts them, in Unicode scalars
    /// from the start, once the field's binding holds `text`. It walks the text
    /// up to the caret, so it is read only while an accessibility tree is built.
    func scalarCaret(in text: String) -> (offset: Int, selection: Range<Int>) {
        var state = self
        state.reset(to: text)
        let scalars = state.text.unicodeScalars
        let caret = scalars.distance(from: scalars.startIndex, to: state.caretIndex)
        let anchor = scalars.distance(from: scalars.startIndex, to: state.anchorIndex)
        return (caret, min(caret, anchor)..<max(caret, anchor))
    }
}

extension TextEditing {
    /// Selects the Unicode scalars `range` of the text (an empty range puts the
    /// caret there), as a reader asks by AT-SPI's offsets; each end goes to the
    /// character boundary at or before it, so no caret lands inside a letter.
    mutating func selectScalars(_ range: Range<Int>) {
        func utf8Offset(_ scalar: Int) -> Int {
            text.unicodeScalars.prefix(max(scalar, 0)).reduce(0) { $0 + UTF8.width($1) }
        }
        moveCaret(toUTF8Offset: utf8Offset(range.lowerBound))
        if !range.isEmpty { moveCaret(toUTF8Offset: utf8Offset(range.upperBound), extending: true) }
    }
}

extension TextFieldKeys {
    /// What a reader's `SetSelection` and `SetCaretOffset` do to a field whose
    /// edits go through `edit`: select those scalars, as a drag would.
    static func selecting(through edit: @escaping @MainActor (_ change: (inout TextEditing) -> Void) -> Void)
        -> (@MainActor (Range<Int>) -> Void)? {
        { range in edit { $0.selectScalars(range) } }
    }
}
