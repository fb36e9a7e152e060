/// The selection inside one selectable `Text`, and how the pointer and keys change it.
///
/// It lives beside its `TextLayout`, which draws the highlight under its glyphs;
/// the text's string and lines stay the layout's.
@MainActor
final class TextSelection {
    /// The selected characters, as offsets into the text's string.
    private(set) var range: Range<Int> = 0..<0
    /// Where a drag began, which the other end of the selection moves from.
    private var anchor = 0
    /// Where Ctrl+C puts the text.
    var clipboard: (any ClipboardStore)?
    /// The highlight graphics, one per line, kept so they keep their textures.
    var highlightIDs: [GraphicID] = []
    private unowned let layout: TextLayout

    init(layout: TextLayout) {
        self.layout = layout
    }

    /// The interaction a selectable text answers with.
    func makeInteraction() -> Interaction {
        let interaction = Interaction()
        interaction.isFocusable = true
        interaction.isTabStop = false
        interaction.drawsFocusRing = false
        interaction.cursor = .iBeam
        interaction.tapCount = 2
        interaction.onPressAt = { [unowned self] point in
            let index = layout.characterIndex(at: point)
            anchor = index
            select(index..<index)
        }
        interaction.onDrag = { [unowned self] value, _ in
            let index = layout.characterIndex(at: value.location)
            select(min(anchor, index)..<max(anchor, index))
        }
        // A double-click selects the word under the pointer.
        interaction.onTap = { [unowned self] _ in
            select(TextLineGeometry.word(around: anchor, in: layout.run.string))
        }
        interaction.onKey = { [unowned self] key, modifiers in handle(key, modifiers) }
        interaction.onFocusChange = { [unowned self] focused in
            if !focused { select(0..<0) }
        }
        return interaction
    }

    /// The selected text.
    var selectedText: String {
        let characters = Array(layout.run.string)
        let bounded = min(range.lowerBound, characters.count)..<min(range.upperBound, characters.count)
        return String(characters[bounded])
    }

    func select(_ newRange: Range<Int>) {
        guard newRange != range else { return }
        range = newRange
        layout.paintDidChange()
    }

    /// The string may have changed under the selection: keep it inside.
    func clamp(toLength length: Int) {
        if range.upperBound > length { select(min(range.lowerBound, length)..<length) }
    }

    private func handle(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        // Space and Return would otherwise "tap" the text, which selects a word.
        if key == .space || key == .enter { return modifiers.isEmpty }
        guard modifiers.contains(.control) || modifiers.contains(.command), case .character(let character) = key else { return false }
        switch character.lowercased() {
        case "c":
            if !range.isEmpty { clipboard?.text = selectedText }
            return true
        case "a":
            select(0..<layout.run.string.count)
            return true
        default:
            return false
        }
    }
}
