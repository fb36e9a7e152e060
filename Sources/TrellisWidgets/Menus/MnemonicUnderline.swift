@_spi(TrellisExtension) import TrellisCore

/// Underlines one letter of a text, its mnemonic, while the keyboard is in
/// the menu bar, as GTK shows which letter Alt opens a menu with.
///
/// The text stays one text (tests and the reader find "File" whole); the line
/// is a thin fill of its own under the letter, placed by measuring the letters before it.
@MainActor
final class MnemonicUnderlineLayout: WrapperLayout {
    /// Which character of the text to underline; `nil` for none.
    var letterOffset: Int? { didSet { if letterOffset != oldValue { setNeedsPlacement() } } }
    /// Whether the line shows.
    var isShown = false { didSet { if isShown != oldValue { paintDidChange() } } }
    private let lineID = GraphicID.next()
    private var line: Rect?

    override func placeChildren(in rect: Rect, context: LayoutContext) {
        super.placeChildren(in: rect, context: context)
        let old = line
        line = nil
        if let offset = letterOffset, let text = children.first as? TextLayout {
            let title = text.run.string, font = text.run.font
            if offset >= 0, offset < title.count {
                let index = title.index(title.startIndex, offsetBy: offset)
                let before = context.textMeasurer.width(of: String(title[..<index]), in: font)
                let width = context.textMeasurer.width(of: String(title[index]), in: font)
                let height = context.textMeasurer.lineHeight(of: font)
                // Just under the baseline: about a sixth of the line height above its bottom.
                let frame = text.frame
                line = Rect(x: frame.x + before, y: (frame.y + height - (height * 0.17).rounded()).rounded(),
                            width: width, height: 1)
            }
        }
        if line != old { paintDidChange() }
    }

    /// Its underline follows the text's characters.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override func appendGraphics(to list: inout DisplayList) {
        super.appendGraphics(to: &list)
        guard isShown, let line, let text = children.first as? TextLayout else { return }
        list.append(Graphic(id: lineID, content: .fill(text.run.color), frame: line, version: 0, clip: nil, opacity: 1))
    }
}

/// A modifier that underlines the text's mnemonic letter while `isShown`.
struct MnemonicUnderline: WrappingModifier {
    let letterOffset: Int?
    let isShown: Bool

    package func makeWrapper() -> MnemonicUnderlineLayout {
        let layout = MnemonicUnderlineLayout()
        configure(layout)
        return layout
    }

    package func configure(_ wrapper: MnemonicUnderlineLayout) {
        wrapper.letterOffset = letterOffset
        wrapper.isShown = isShown
    }
}
