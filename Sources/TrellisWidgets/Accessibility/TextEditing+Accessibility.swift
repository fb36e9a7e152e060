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
