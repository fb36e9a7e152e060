/// Everything a text asks for besides its string: font, colour, weight,
/// slant and styling, each `nil` (or `false`) leaving the choice to the
/// environment.
struct TextLook: Hashable, Sendable {
    var font: Font?
    var color: Color?
    // Kept apart from `font` so that emphasis applies on top of whichever font
    // the text ends up with, its own or the environment's, as in SwiftUI.
    var weight: Font.Weight?
    var isItalic = false
    /// Decorations and spacing set on this text; they win over the environment's.
    var styling: TextStyling {
        get { setStyling?.value ?? TextStyling() }
        set { setStyling = newValue == TextStyling() ? nil : OutOfLine(newValue) }
    }
    /// The date a `.timer`, `.relative` or `.offset` text counts from, which it shows afresh each second.
    var liveDate: LiveDate?
    /// `styling` out of line when any is set: its seven optionals took 129
    /// of the look's 217 bytes, and a bold or coloured label seldom sets any.
    private var setStyling: OutOfLine<TextStyling>?
}
