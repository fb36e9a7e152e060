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
    var styling = TextStyling()
    /// The date a `.timer`, `.relative` or `.offset` text counts from, which it shows afresh each second.
    var liveDate: LiveDate?
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
