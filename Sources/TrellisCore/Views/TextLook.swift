import Synchronization

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
///
/// Boxes are shared: a look equal to one boxed lately gets that box
/// (`RecentTextLooks`). The rows of a list style their texts alike (an
/// author's colour, a caption font), and each styled text of every row held a
/// box of its own, 233 bytes, two in each message of a chat.
final class TextLookStorage: Equatable, Sendable {
    let value: TextLook

    private init(_ value: TextLook) {
        self.value = value
    }

    /// A box holding `value`: one made lately for an equal look, or a new one.
    static func holding(_ value: TextLook) -> TextLookStorage {
        recent.withLock { recent in
            if let known = recent.box(holding: value) { return known }
            let made = TextLookStorage(value)
            recent.remember(made)
            return made
        }
    }

    // Texts are values that any thread may make, so the few boxes are behind a lock.
    private static let recent = Mutex(RecentTextLooks())

    static func == (lhs: TextLookStorage, rhs: TextLookStorage) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}

/// The last few looks boxed, oldest replaced first: a list styles its texts
/// with a handful of looks, and a few comparisons find the one asked for.
/// Eight, so that each author's colour in a chat and each style of a row of a
/// table is one box, not one per text.
struct RecentTextLooks: Sendable {
    private var boxes: [TextLookStorage] = []
    private var next = 0
    static let capacity = 8

    /// The box kept for a look equal to `value`, if any.
    func box(holding value: TextLook) -> TextLookStorage? {
        // Newest first: a row's texts ask for the look the text before them asked for.
        var index = boxes.count - 1
        while index >= 0 {
            if boxes[(next + index) % boxes.count].value == value { return boxes[(next + index) % boxes.count] }
            index -= 1
        }
        return nil
    }

    /// Keeps `box`, letting the oldest go when full.
    mutating func remember(_ box: TextLookStorage) {
        if boxes.count < Self.capacity {
            boxes.append(box)
            next = 0
        } else {
            boxes[next] = box
            next = (next + 1) % Self.capacity
        }
    }
}
