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
        set { setStyling = newValue == TextStyling() ? nil : TextStylingStorage(newValue) }
    }
    /// The date a `.timer`, `.relative` or `.offset` text counts from, which it shows afresh each second.
    var liveDate: LiveDate?
    /// `styling` out of line when any is set: its seven optionals took 129
    /// of the look's 217 bytes, and a bold or coloured label seldom sets any.
    private var setStyling: TextStylingStorage?
}

/// A text's decorations and spacing, kept out of line and compared by value.
final class TextStylingStorage: Hashable, Sendable {
    let value: TextStyling

    init(_ value: TextStyling) {
        self.value = value
    }

    static func == (lhs: TextStylingStorage, rhs: TextStylingStorage) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// A text's look, kept out of line and compared by value (the same box first).
///
/// Most texts set nothing, and a `Text` of a string and one reference is
/// three words: it fits an `any View`'s inline buffer, so a node holds it
/// without a box of its own, where the 136-byte text with its look inline
/// cost an allocation per text of every row.
final class TextLookStorage: Equatable, Sendable {
    let value: TextLook

    init(_ value: TextLook) {
        self.value = value
    }

    static func == (lhs: TextLookStorage, rhs: TextLookStorage) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
