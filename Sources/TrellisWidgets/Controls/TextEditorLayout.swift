@_spi(TrellisExtension) import TrellisCore

/// Draws an editable line of text: its box, the selection, the text and a
/// blinking caret, scrolled so the caret stays in view.
@MainActor
package final class TextEditorLayout: LayoutNode, ColorSchemeDependent {
    package var editing = TextEditing() { didSet { if editing != oldValue { changed() } } }
    package var placeholder = "" { didSet { if placeholder != oldValue { changed() } } }
    package var isSecure = false
    package var font = Font.body { didSet { if font != oldValue { characterWidths.removeAll() } } }
    package var textColor = RGBA(r: 0, g: 0, b: 0) { didSet { if textColor != oldValue { contentDidChange() } } }
    package var colorScheme = ColorScheme.light { didSet { if colorScheme != oldValue { contentDidChange() } } }
    package var isFocused = false {
        didSet {
            guard isFocused != oldValue else { return }
            if !isFocused { composition = "" }
            changed()
        }
    }
    /// The outline, which also decides how far the text is inset.
    var chrome = FieldChrome.roundedBorder { didSet { if chrome != oldValue { contentDidChange() } } }
    /// The input method's composition, shown underlined at the caret until it is typed.
    package var composition = "" { didSet { if composition != oldValue { changed() } } }
    /// Where the input method's cursor is within `composition`, in characters.
    package var compositionCursor = 0 { didSet { if compositionCursor != oldValue { changed() } } }
    /// The caret shows for 30 frames and hides for 30, counted from the last change.
    private var blink = CaretBlink()
    /// Whether the caret shows in this frame.
    package var caretVisible: Bool { blink.isVisible }
    /// The shown window of text: where it starts in the text it was placed
    /// for (a UTF-8 offset), its characters (bullets in a secure field, the
    /// composition at the caret), where each boundary falls, and where the
    /// caret and the selection are among them.
    private var windowStart = 0
    private var window = ShownWindow()
    private var boundaries: [Double] = [0]
    private var scrollX = 0.0
    private var placeholderWidth = 0.0
    private let ids = (box: GraphicID.next(), selection: GraphicID.next(), text: GraphicID.next(), caret: GraphicID.next(),
                       underline: GraphicID.next())
    private var inset: Double { chrome == .plain ? 0 : 6 }
    /// Long text is shown through a window of characters around the caret, so a
    /// megabyte pasted in costs no more to draw than a line.
    private static let reach = 400

    private func changed() {
        blink.restart()
        contentDidChange()
    }

    /// Advances the blink; returns whether the caret appeared or disappeared.
    package func tick(frame: Int) -> Bool {
        guard blink.advance(to: frame, isFocused: isFocused) else { return false }
        contentVersion &+= 1
        setNeedsPlacement()
        return true
    }

    /// Where the caret is drawn among the shown characters: inside a composition, at its cursor.
    private var shownCaret: Int {
        window.caret + (composition.isEmpty ? 0 : min(max(compositionCursor, 0), composition.count))
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let height = context.textMeasurer.lineHeight(of: font) + 2 * inset
        return Size(width: proposal.width.map { max($0, 40) } ?? 200, height: height)
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        window = ShownWindow(editing, composition: composition, isSecure: isSecure, reach: Self.reach)
        windowStart = editing.utf8Offset(of: window.start)
        // Character widths add up to the line's width closely enough for a caret,
        // and cost one measurement per character instead of one per prefix.
        var widths: [Double] = [0]
        widths.reserveCapacity(window.characters.count + 1)
        for character in window.characters {
            widths.append(widths[widths.count - 1] + characterWidth(character, context))
        }
        boundaries = widths
        placeholderWidth = context.textMeasurer.width(of: placeholder, in: font)
        // Keep the caret inside the box, and no empty room after the text: a
        // long text replaced by a short one shows from its start again.
        let caretX = boundaries[min(shownCaret, boundaries.count - 1)]
        let room = max(rect.width - 2 * inset, 1)
        scrollX = min(scrollX, max(widths[widths.count - 1] - room, 0))
        if caretX - scrollX > room { scrollX = caretX - room }
        if caretX - scrollX < 0 { scrollX = caretX }
    }

    private var characterWidths: [Character: Double] = [:]

    private func characterWidth(_ character: Character, _ context: LayoutContext) -> Double {
        if let known = characterWidths[character] { return known }
        let width = context.textMeasurer.width(of: String(character), in: font)
        characterWidths[character] = width
        return width
    }

    /// The character boundary nearest to window x-coordinate `x`, as a UTF-8
    /// offset into the text as it was placed: a place inside or after a
    /// composition stands for the caret, or a place after it.
    package func utf8Offset(atX x: Double) -> Int {
        let local = x - frame.x - inset + scrollX
        var best = 0
        for (offset, boundary) in boundaries.enumerated() where abs(boundary - local) < abs(boundaries[best] - local) {
            best = offset
        }
        if !composition.isEmpty, best > window.caret { best = max(window.caret, best - composition.count) }
        return windowStart + window.utf8Length(ofFirst: best)
    }

    /// It draws again whenever anything inside changes.
    override package var letsContentRepaintThrough: Bool { false }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        if chrome != .plain {
            let border = (isFocused ? Color.accentColor : Color.fieldBorder).resolve(in: colorScheme)
            let radius: Double = chrome == .roundedBorder ? 5 : 0
            list.append(Graphic(id: ids.box, content: .shape(Path { $0.addRoundedRect(in: Rect(origin: .zero, size: frame.size), cornerRadius: radius) },
                                                              .stroke(border, lineWidth: isFocused ? 2 : 1)),
                                frame: frame, version: (isFocused ? 1 : 0) + (colorScheme == .dark ? 2 : 0) + (chrome == .squareBorder ? 4 : 0),
                                clip: nil, opacity: 1))
        }
        let inner = Rect(x: frame.x + inset, y: frame.y, width: max(frame.width - 2 * inset, 0), height: frame.height)
        let lineHeight = frame.height - 2 * inset
        let origin = inner.x - scrollX
        func x(_ index: Int) -> Double { origin + boundaries[min(max(index, 0), boundaries.count - 1)] }
        let selection = window.selection
        if isFocused, !selection.isEmpty, composition.isEmpty {
            list.append(Graphic(id: ids.selection, content: .fill(RGBA(r: 0, g: 122, b: 255, a: 70)),
                                frame: Rect(x: x(selection.lowerBound), y: frame.y + inset,
                                            width: x(selection.upperBound) - x(selection.lowerBound), height: lineHeight),
                                version: 0, clip: inner, opacity: 1))
        }
        let visibleText = String(window.characters)
        let isPlaceholder = editing.text.isEmpty && composition.isEmpty
        let run = TextRun(string: isPlaceholder ? placeholder : visibleText, font: font,
                          color: isPlaceholder ? Color.placeholderText.resolve(in: colorScheme) : textColor)
        list.append(Graphic(id: ids.text, content: .text(run),
                            frame: Rect(x: origin, y: frame.y + inset,
                                        width: isPlaceholder ? placeholderWidth : boundaries.last ?? 0, height: lineHeight),
                            version: contentVersion, clip: inner, opacity: 1))
        if isFocused, !composition.isEmpty {
            let start = x(window.caret), end = x(window.caret + composition.count)
            list.append(Graphic(id: ids.underline, content: .fill(textColor),
                                frame: Rect(x: start, y: frame.y + inset + lineHeight - 2, width: max(end - start, 1), height: 1),
                                version: 0, clip: inner, opacity: 1))
        }
        if isFocused && caretVisible {
            list.append(Graphic(id: ids.caret, content: .fill(textColor),
                                frame: Rect(x: x(shownCaret).rounded(), y: frame.y + inset, width: 1, height: lineHeight),
                                version: 0, clip: inner, opacity: 1))
        }
    }
}
