@_spi(TrellisExtension) import TrellisCore

/// Draws and edits several lines of text: `TextEditor`, and `TextField` with
/// a vertical axis.
///
/// The document is kept as lines. Only the lines on screen (and those the
/// caret passes through) are wrapped, each into one graphic per row, so a
/// megabyte of text costs a screenful to lay out and draw, and an edit
/// wraps again only the lines it touched. Lines never wrapped count as an
/// estimate of their rows until they are shown.
@MainActor
package final class MultilineTextLayout: LayoutNode, ColorSchemeDependent {
    /// How the box is sized.
    package enum Sizing: Equatable {
        /// It takes the space it is offered and scrolls its text: `TextEditor`.
        case fills
        /// It is as tall as its text, between `lines` rows, then scrolls: a vertical `TextField`.
        case grows(lines: ClosedRange<Int>)
    }

    /// A composition from the input method, shown at the caret until it is committed.
    package struct Composition: Equatable {
        package var text: String
        /// Where the input method's cursor is within `text`, in characters.
        package var cursor: Int
    }

    package internal(set) var document = TextDocument()
    package var history = EditHistory()
    /// The text the binding held when last seen, so an unchanged megabyte is not split again.
    var syncedText = ""
    /// Whether each line break of `syncedText` is one byte (not `\r\n`), so
    /// an edit can be spliced into it instead of joining every line again.
    /// Breaks outside an edit stay as they were, `\r` included.
    var syncedTextIsJoined = true
    /// Changes the binding's text after an edit: runs the change it is given
    /// on the binding's string, in place where the binding allows.
    package var writeText: (@MainActor (_ change: (inout String) -> Void) -> Void)?
    /// Runs when Return is pressed in a field that submits.
    package var onSubmit: (@MainActor () -> Void)?

    package var sizing = Sizing.fills { didSet { if sizing != oldValue { setNeedsLayout() } } }
    package var font = Font.body { didSet { if font != oldValue { characterWidths.removeAll(); forgetWrapping(); contentDidChange() } } }
    package var textColor = RGBA(r: 0, g: 0, b: 0) { didSet { if textColor != oldValue { restyled() } } }
    package var colorScheme = ColorScheme.light { didSet { if colorScheme != oldValue { restyled() } } }
    package var lineSpacing = 0.0 { didSet { if lineSpacing != oldValue { contentDidChange() } } }
    package var showsBackground = true { didSet { if showsBackground != oldValue { paintDidChange() } } }
    package var isEnabled = true { didSet { if isEnabled != oldValue { restyled() } } }
    package var placeholder = "" { didSet { if placeholder != oldValue { paintDidChange() } } }
    package var isFocused = false { didSet { if isFocused != oldValue { caretDidChange(reveal: false) } } }
    package var composition: Composition? {
        didSet {
            guard composition != oldValue else { return }
            rewrap(line: document.caret.line)
            caretDidChange(reveal: true)
        }
    }

    /// How far the text is scrolled, in points from its top.
    package internal(set) var scrollY = 0.0
    /// The x the caret keeps to as Up and Down pass through shorter rows.
    var preferredX: Double?
    /// Whether the next placement scrolls to show the caret.
    private var revealsCaret = false
    /// Each line's wrapping, while it is known and unchanged.
    private var wrapped: [WrappedLine?] = [nil]
    /// The row graphics of the line an edit changed, kept for its next
    /// wrapping: a keystroke then draws its row into the row's texture
    /// again, where a new graphic made a texture (a tenth of a keystroke).
    private var rowsToReuse: (line: Int, ids: [GraphicID])?
    /// Wrappings made so far: each gets the next as its version.
    private(set) var wrappingsMade = 0
    /// What the last draw drew: the box, the rows shown and the wrappings made by then.
    var drawn: (box: DrawnBox, rows: [(line: Int, row: Int, top: Double)], wrappings: Int)?
    /// Each line's rows: exact once wrapped, estimated before. Kept as sums,
    /// so a line's top, the text's height and the line at a height cost no
    /// pass over the lines above (a keystroke in the middle of 21,000 lines
    /// spent a tenth of its instructions adding them up).
    private(set) var rowCounts = PrefixSums<Int>([1])
    /// Each line's bytes in `syncedText`, its line break included, as sums:
    /// where an edited line starts in the text (`writeBack`).
    var lineBytes = PrefixSums<Int>([1])
    private var wrapWidth = 0.0
    private var characterWidths = CharacterWidths()
    /// The measurer of the last layout, for wrapping a line the caret moves into between frames.
    private var measurer: TextMeasuring?
    /// Bumped when colours change, so every row is drawn again.
    var styleVersion = 0
    /// The rows on screen after the last placement: the line, its row and the row's top in the text.
    private(set) var visibleRows: [(line: Int, row: Int, top: Double)] = []
    /// The caret shows for 30 frames and hides for 30, counted from the last change.
    private var blink = CaretBlink()
    /// Whether the caret shows in this frame.
    var caretVisible: Bool { blink.isVisible }
    let ids = (background: GraphicID.next(), border: GraphicID.next(), caret: GraphicID.next(),
               placeholder: GraphicID.next(), underline: GraphicID.next(), indicator: GraphicID.next())
    var selectionIDs: [GraphicID] = []

    /// Text sits this far inside the border, as in a text field.
    let inset = 6.0
    /// The distance from one row's top to the next.
    private(set) var rowHeight = 17.0

    // MARK: The text

    /// Takes the binding's text; an unchanged string (the one written last) costs nothing.
    package func sync(to text: String) {
        guard text != syncedText else { return }
        syncedText = text
        document.reset(to: text)
        lineBytes = PrefixSums(document.lines.lazy.map { $0.utf8.count + 1 })
        // Lines of one-byte breaks add up to the text: the last line has no break.
        syncedTextIsJoined = lineBytes.total - 1 == text.utf8.count
        history.clear()
        rowsToReuse = nil
        wrapped = Array(repeating: nil, count: document.lines.count)
        rowCounts = PrefixSums(document.lines.lazy.map(estimatedRows))
        composition = nil
        contentDidChange()
    }

    /// After an edit: forgets the wrapping of the lines it replaced and writes the binding.
    func linesDidChange(_ replacement: LineReplacement) {
        let range = replacement.replaced
        let lines = document.lines[range.lowerBound..<(range.lowerBound + replacement.count)]
        // The first line of the edit keeps its rows' graphics (what Return splits
        // off, or a paste adds, is new): lines before it never move.
        if !range.isEmpty, replacement.count > 0 { rewrap(line: range.lowerBound) } else { rowsToReuse = nil }
        wrapped.replaceSubrange(range, with: repeatElement(nil, count: replacement.count))
        rowCounts.replaceSubrange(range, with: lines.lazy.map(estimatedRows))
        lineBytes.replaceSubrange(range, with: lines.lazy.map { $0.utf8.count + 1 })
        writeBack(replacement)
        preferredX = nil
        caretDidChange(reveal: true)
        // A growing field may change height; a filling editor only places its rows again.
        if case .grows = sizing { setNeedsLayout() }
    }

    /// After the caret or selection moved: show it now, and keep it in view.
    func caretDidChange(reveal: Bool) {
        blink.restart()
        revealsCaret = revealsCaret || reveal
        contentVersion &+= 1
        setNeedsPlacement()
    }

    private func restyled() {
        styleVersion &+= 1
        paintDidChange()
    }

    /// Forgets `line`'s wrapping, its text having changed, and keeps its row
    /// graphics for the next; an edit before that was wrapped keeps those it kept.
    private func rewrap(line: Int) {
        if let ids = wrapped[line]?.rowIDs {
            rowsToReuse = (line, ids)
        } else if rowsToReuse?.line != line {
            rowsToReuse = nil
        }
        wrapped[line] = nil
    }

    private func forgetWrapping() {
        rowsToReuse = nil
        wrapped = Array(repeating: nil, count: document.lines.count)
        rowCounts = PrefixSums(document.lines.lazy.map(estimatedRows))
    }

    private func estimatedRows(_ line: String) -> Int {
        guard wrapWidth > 0 else { return 1 }
        let average = characterWidths["n"] ?? font.size * 0.5
        return max(1, Int((Double(line.utf8.count) * average / wrapWidth).rounded(.up)))
    }

    private func characterWidth(_ character: Character) -> Double {
        if let known = characterWidths[character] { return known }
        let width = character == "\t" ? 4 * characterWidth(" ") : measurer?.width(of: String(character), in: font) ?? font.size * 0.5
        characterWidths[character] = width
        return width
    }

    /// Line `line` wrapped to the current width, wrapping it now if need be.
    func wrapping(of line: Int) -> WrappedLine {
        if let known = wrapped[line] { return known }
        let result: WrappedLine
        var ids: [GraphicID] = []
        if let reused = rowsToReuse, reused.line == line {
            ids = reused.ids
            rowsToReuse = nil
        }
        wrappingsMade += 1
        if let composition, line == document.caret.line {
            var characters = Array(document.lines[line])
            characters.insert(contentsOf: composition.text, at: min(document.caret.column, characters.count))
            result = WrappedLine(characters, width: wrapWidth, reusing: ids, version: wrappingsMade, measure: characterWidth)
        } else {
            result = WrappedLine(ascii: document.lines[line], width: wrapWidth, reusing: ids, version: wrappingsMade) { byte in
                characterWidths[ascii: byte] ?? characterWidth(Character(Unicode.Scalar(byte)))
            } ?? WrappedLine(Array(document.lines[line]), width: wrapWidth, reusing: ids, version: wrappingsMade, measure: characterWidth)
        }
        wrapped[line] = result
        rowCounts[line] = result.rows.count
        return result
    }

    // MARK: Layout

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        measurer = context.textMeasurer
        let lineHeight = context.textMeasurer.lineHeight(of: font) + lineSpacing
        let width = proposal.width.map { max($0, 40) } ?? 200
        switch sizing {
        case .fills:
            return Size(width: width, height: proposal.height.map { max($0, lineHeight + 2 * inset) } ?? 6 * lineHeight + 2 * inset)
        case .grows(let limits):
            // A field holds little text, so it wraps all of it to know its height.
            var rows = 0
            for line in document.lines where rows <= limits.upperBound {
                rows += WrappedLine(Array(line), width: width - 2 * inset, measure: characterWidth).rows.count
            }
            let shown = min(max(rows, limits.lowerBound), limits.upperBound)
            return Size(width: width, height: Double(shown) * lineHeight + 2 * inset)
        }
    }

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        measurer = context.textMeasurer
        rowHeight = context.textMeasurer.lineHeight(of: font) + lineSpacing
        let width = max(rect.width - 2 * inset, 1)
        if width != wrapWidth {
            wrapWidth = width
            forgetWrapping()
        }
        if revealsCaret {
            revealsCaret = false
            revealCaret()
        }
        scrollY = min(max(scrollY, 0), max(contentHeight - viewportHeight, 0))
        visibleRows = []
        // Lines above the viewport count by their (estimated) rows; only those on screen are wrapped.
        var line = firstLine(endingBelow: scrollY)
        var top = top(ofLine: line)
        while line < document.lines.count, top < scrollY + viewportHeight {
            let rows = wrapping(of: line).rows.count
            for row in 0..<rows { visibleRows.append((line, row, top + Double(row) * rowHeight)) }
            top += Double(rows) * rowHeight
            line += 1
        }
    }

    /// What it draws of its own depends on what is inside it.
    override package var letsContentRepaintThrough: Bool { false }

    /// The box is the control its own interaction says it is (`accessibility(placeholder:)`).
    override package func accessibilityElement() -> AccessibilityNode? {
        interaction?.accessibilityNode(inMenu: false)
    }

    /// What it draws of its own depends on what is inside it: it draws again whenever anything inside changes.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { nil }

    override package func appendGraphics(to list: inout DisplayList) {
        drawBox(into: &list)
    }

    /// Only the rows of lines edited since the last draw, and the caret, when nothing else changed.
    override package func appendChangedGraphics(to list: inout DisplayList) -> Bool {
        appendChangedRows(to: &list)
    }

    /// Scrolls just enough to show the caret's row.
    private func revealCaret() {
        let caret = point(of: document.caret)
        if caret.y < scrollY { scrollY = caret.y }
        if caret.y + rowHeight > scrollY + viewportHeight { scrollY = caret.y + rowHeight - viewportHeight }
    }

    // MARK: The caret's blink

    /// Advances the blink; returns whether the caret appeared or disappeared.
    package func tick(frame: Int) -> Bool {
        guard blink.advance(to: frame, isFocused: isFocused) else { return false }
        contentVersion &+= 1
        setNeedsPlacement()
        return true
    }
}
