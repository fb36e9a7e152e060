/// The state of a text that few texts need, kept out of line: inline, it made
/// every `TextLayout` about 150 bytes larger, and a row of a long eager list
/// is mostly its text's layout.
@MainActor
final class TextLayoutRareState {
    var measuredStart: MeasuredStart?
    var measuresWholeText = false
    var lastShrunk: (shape: TextShape, lines: [String], font: Font)?
    var placedFont: Font?
    var selection: TextSelection?
    var minimumScaleFactor: Double = 1
}

extension TextLayout {
    /// The start of a long one-line text that is measured instead of all of it (`TextLayout+MeasuredStart`).
    var measuredStart: MeasuredStart? {
        get { rare?.measuredStart }
        set { if newValue != nil || rare != nil { rareState.measuredStart = newValue } }
    }

    /// Whether the whole text was measured for a proposal its start cannot answer, and stays so until it changes.
    var measuresWholeText: Bool {
        get { rare?.measuresWholeText ?? false }
        set { if newValue || rare != nil { rareState.measuresWholeText = newValue } }
    }

    /// The lines and face last fitted by shrinking, for the shape they were fitted to.
    var lastShrunk: (shape: TextShape, lines: [String], font: Font)? {
        get { rare?.lastShrunk }
        set { if newValue != nil || rare != nil { rareState.lastShrunk = newValue } }
    }

    /// The font chosen when the text was last placed: nil for the run's own, which it keeps unless it had to shrink.
    var placedFont: Font? {
        get { rare?.placedFont }
        set { if newValue != nil || rare != nil { rareState.placedFont = newValue } }
    }

    /// The rare state, made when first written.
    var rareState: TextLayoutRareState {
        if let rare { return rare }
        let made = TextLayoutRareState()
        rare = made
        return made
    }
}
