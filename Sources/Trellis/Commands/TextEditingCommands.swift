@_spi(TrellisExtension) import TrellisCore

/// The Edit menu's text commands, as `.commands { TextEditingCommands() }`
/// adds them on a Mac: the Find, Spelling and Grammar, Substitutions,
/// Transformations and Speech submenus.
///
/// Find… sends Ctrl+F to the key window, which opens its search field
/// (`.searchable`). Trellis's text fields have no find bar, spelling checker,
/// substitutions, case transformations or speech, so those items are shown
/// disabled rather than doing nothing when chosen.
public struct TextEditingCommands: Commands, PrimitiveCommands {
    /// The text-editing commands.
    public init() {}

    /// Primitive: Trellis places the items.
    public var body: Never { fatalError("TextEditingCommands has no body") }

    func collect(into list: inout [CommandContribution]) {
        list.append(.standard(.textEditing))
    }
}

/// The Format menu's Font and Text submenus, as `.commands { TextFormattingCommands() }`
/// adds them on a Mac. Trellis's text fields and editors hold plain text, so
/// there is no selection to make bold or align: the items are shown disabled.
public struct TextFormattingCommands: Commands, PrimitiveCommands {
    /// The text-formatting commands.
    public init() {}

    /// Primitive: Trellis places the items.
    public var body: Never { fatalError("TextFormattingCommands has no body") }

    func collect(into list: inout [CommandContribution]) {
        list.append(.standard(.textFormatting))
    }
}

/// The items of the standard text groups, as macOS lists them.
@MainActor
enum StandardTextItems {
    /// A submenu of items Trellis cannot act on, shown disabled.
    static func unavailable(_ title: String, _ items: [String]) -> AnyView {
        AnyView(Menu(title) {
            ForEach(items, id: \.self) { item in Button(item) {}.disabled(true) }
        })
    }

    static let spelling = ["Show Spelling and Grammar", "Check Document Now", "Check Spelling While Typing",
                           "Check Grammar With Spelling", "Correct Spelling Automatically"]
    static let substitutions = ["Show Substitutions", "Smart Copy/Paste", "Smart Quotes", "Smart Dashes",
                                "Smart Links", "Data Detectors", "Text Replacement"]
    static let transformations = ["Make Upper Case", "Make Lower Case", "Capitalize"]
    static let speech = ["Start Speaking", "Stop Speaking"]
    static let font = ["Show Fonts", "Bold", "Italic", "Underline", "Bigger", "Smaller", "Show Colors"]
    static let text = ["Align Left", "Center", "Justify", "Align Right", "Writing Direction"]
}
