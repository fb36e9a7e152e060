/// A displayable that shows text, wrapped to the width it is offered.
@MainActor
package final class TextLayout: LayoutNode {
    override package var canBeMovedWithoutPlacing: Bool { true }
    /// A new string of the same size, or a new colour, changes only its graphic's content.
    override package var repaintsContentInPlace: Bool { true }

    /// Text stops the pointer reaching what lies behind it.
    override package var blocksHits: Bool { true }
    /// A selection is the user's, made in this text: another element must not inherit it.
    override package var keepsNoIdentity: Bool { selection == nil }

    /// A text is a label named by its string.
    override package func accessibilityElement() -> AccessibilityNode? {
        run.string.isEmpty ? nil : AccessibilityNode(role: .label, name: run.string)
    }

    /// What is drawn; `lines` is filled in when the text is placed.
    package var run: TextRun {
        didSet {
            if run.font != oldValue.font { metrics.forgetOwnLineHeight() }
            // A new string, the usual change, is told apart without comparing
            // the whole run twice and copying the old one to recolour it.
            if run.string != oldValue.string {
                shownContent?.content = nil
                stringDidChange()
                return
            }
            guard run != oldValue else { return }
            shownContent?.content = nil
            var recoloured = oldValue
            recoloured.color = run.color
            if recoloured == run {
                // A new colour keeps every glyph where it was: no size or line changes.
                ownPaintDidChange()
            } else {
                stringDidChange()
            }
        }
    }
    /// The most lines to show; `nil` for no limit.
    package var lineLimit: Int? {
        get { storedLineLimit == Self.noLineLimit ? nil : Int(storedLineLimit) }
        set {
            let stored = Self.stored(newValue)
            if stored != storedLineLimit {
                storedLineLimit = stored
                textDidChange()
            }
        }
    }
    /// `lineLimit` in 32 bits, beside the flags: as an `Int?` it took 16
    /// bytes of every text's layout, and a long eager list keeps one per row.
    private var storedLineLimit: Int32
    private static let noLineLimit = Int32.min

    /// `limit` as `storedLineLimit` keeps it. No `map`: a main-actor closure
    /// checks its executor on every call. A limit past 32 bits is no limit a
    /// screen could show, and is kept as the largest that fits.
    private static func stored(_ limit: Int?) -> Int32 {
        guard let limit else { return noLineLimit }
        return Int32(clamping: max(limit, Int(Int32.min) + 1))
    }
    /// Where text that does not fit is cut.
    package var truncationMode: Text.TruncationMode = .tail {
        didSet { if truncationMode != oldValue { textDidChange() } }
    }
    /// Whether the text was placed: its measurer then finds characters under
    /// the pointer, and a changed string is checked against its kept answers
    /// (`TextLayout+KeptSize`). A byte beside the truncation mode's.
    private(set) var wasPlaced = false

    /// How small, as a fraction of its size, the font may get before the text is cut; 1 never shrinks.
    /// Kept in the rare state: nearly every text never shrinks.
    package var minimumScaleFactor: Double {
        get { rare?.minimumScaleFactor ?? 1 }
        set {
            guard newValue != minimumScaleFactor else { return }
            rareState.minimumScaleFactor = newValue
            textDidChange()
        }
    }

    /// Measuring text is the dearest part of layout, and a stack asks one text
    /// about several proposals a frame: these keep what was measured until the
    /// text changes, so a new proposal costs no new measuring of the same words.
    var metrics = TextMetrics()
    /// What only long, shrinking or cut texts keep (`TextLayoutRareState`); nil for a plain label.
    var rare: TextLayoutRareState?
    /// For a text that is the whole body of a composite view and shares its
    /// node (`SharesCompositeNode`), the text value, which a new environment
    /// is applied to; `nil` for a text with a node of its own.
    var sharedText: Text?

    private func textDidChange() {
        forgetMetrics()
        contentDidChange()
    }

    func forgetMetrics() {
        metrics.forgetText()
        measuredStart = nil
        measuresWholeText = false
        lastShrunk = nil
        placedShape = nil
    }

    package init(run: TextRun, lineLimit: Int?) {
        self.run = run
        self.storedLineLimit = Self.stored(lineLimit)
    }

    /// A raised or lowered baseline makes every line that much taller.
    /// `font` is a shrunk face, or nil for the run's own, the one asked about all but always.
    func lineHeight(of font: Font? = nil) -> Double {
        let height = if let font { metrics.lineHeight(of: font, isOwn: false) } else { metrics.lineHeight(of: run.font, isOwn: true) }
        return height + abs(run.baselineOffset)
    }

    /// The width to wrap at and the most lines to show under `proposal`:
    /// everything about a proposal that can change what the text shows.
    private func shape(for proposal: ProposedSize, in context: LayoutContext) -> TextShape {
        useMeasurer(of: context)
        fitMeasuredStart(to: proposal.width, in: context)
        let ideal = metrics.ideal(of: measuredString, in: run.font, counters: context.counters)
        // Text narrower than the offer keeps its single-line ideal; only wider text wraps.
        var maxWidth: Double?
        if let width = proposal.width, width.isFinite, width < ideal.width.rounded(.up) {
            maxWidth = max(width, 0)
            // A settled label measures its words again to wrap (`TextMetrics.settle()`).
            metrics.measureOnce(measuredString, in: run.font, counters: context.counters)
        }
        var maxLines = lineLimit
        if let height = proposal.height, height.isFinite {
            let fitting = max(Int(height / (ideal.lineHeight + abs(run.baselineOffset))), 1)
            maxLines = min(maxLines ?? fitting, fitting)
        }
        // A limit the text does not reach shows the same as no limit: a shape
        // with a limit is a text that is cut.
        if let limit = maxLines, !metrics.breaks(intoMoreLinesThan: limit, maxWidth: maxWidth, of: measuredString,
                                                 in: run.font, counters: context.counters) {
            maxLines = nil
        }
        // Uncut lines depend on the width only through where they break, so a
        // width that breaks like one already measured has that one's size.
        if maxLines == nil, let width = maxWidth { return TextShape(maxWidth: metrics.wrapWidth(breakingLike: width), maxLines: nil) }
        return TextShape(maxWidth: maxWidth, maxLines: maxLines)
    }

    private func wrappedLines(maxWidth: Double?, _ context: LayoutContext) -> TextLines {
        metrics.lines(maxWidth: maxWidth, of: measuredString, in: run.font, counters: context.counters)
    }

    private func lineCount(maxWidth: Double?, _ context: LayoutContext) -> Int {
        metrics.lineCount(maxWidth: maxWidth, of: measuredString, in: run.font, counters: context.counters)
    }

    /// The last shown line of the text wrapped within `maxWidth` and cut to `limit`, and its width.
    private func cut(maxWidth: Double?, to limit: Int, _ context: LayoutContext) -> (text: String, width: Double) {
        metrics.cut(maxWidth: maxWidth, to: limit, mode: truncationMode, of: measuredString, in: run.font, counters: context.counters)
    }

    /// The lines `shape` shows, and the font they are set in: the run's own,
    /// or a smaller one when the text may shrink rather than be cut. No lines
    /// stand for one line of the whole text, as the graphic's run takes them.
    private func shownLines(for shape: TextShape, in context: LayoutContext) -> (lines: TextRunLines, font: Font) {
        useMeasurer(of: context)
        guard let limit = shape.maxLines else {
            // Unwrapped, one paragraph is one line of the whole text, known without the measurements.
            if shape.isUnwrapped, lineCount(maxWidth: nil, context) == 1 { return (.none, run.font) }
            let lines = wrappedLines(maxWidth: shape.maxWidth, context)
            if lines.isOneLine(ofWhole: measuredString) { return (.none, run.font) }
            // Ranges of the run's own string, unless only its start was measured.
            let whole = measuredStart == nil
            return (whole ? lines.runLines(of: run.string) : .strings(lines.strings(of: measuredString)), run.font)
        }
        if let shrunk = shrunk(shape, context) { return (.strings(shrunk.lines), shrunk.font) }
        var shown: [String] = []
        shown.reserveCapacity(max(limit, 1))
        if limit > 1 {
            let lines = wrappedLines(maxWidth: shape.maxWidth, context)
            for index in 0..<(limit - 1) { shown.append(lines.line(index, of: measuredString)) }
        }
        shown.append(cut(maxWidth: shape.maxWidth, to: limit, context).text)
        return (.strings(shown), run.font)
    }

    /// The size `shape` gives, from line widths already measured where it can.
    private func size(for shape: TextShape, in context: LayoutContext) -> Size {
        useMeasurer(of: context)
        let lineHeight = lineHeight()
        guard let limit = shape.maxLines else {
            let count = lineCount(maxWidth: shape.maxWidth, context)
            let widest = metrics.widestLine(maxWidth: shape.maxWidth, of: measuredString, in: run.font, counters: context.counters)
            return Size(width: widest.rounded(.up), height: lineHeight * Double(max(count, 1)))
        }
        if let shrunk = shrunk(shape, context) {
            let measurer = metrics.memoizing()
            var widest = 0.0
            for line in shrunk.lines { widest = max(widest, measurer.width(of: line, in: shrunk.font)) }
            return Size(width: widest.rounded(.up),
                        height: self.lineHeight(of: shrunk.font) * Double(max(shrunk.lines.count, 1)))
        }
        let shown = max(limit, 1)
        var widest = cut(maxWidth: shape.maxWidth, to: limit, context).width
        if shown > 1 { widest = max(widest, wrappedLines(maxWidth: shape.maxWidth, context).widest(ofFirst: shown - 1, of: measuredString)) }
        return Size(width: widest.rounded(.up), height: lineHeight * Double(shown))
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        // Nested stacks offer a text many heights at the same few widths; only
        // the width and the number of lines that fit change what it shows.
        let shape = shape(for: proposal, in: context)
        if let known = metrics.size(for: shape) { return known }
        let size = size(for: shape, in: context)
        metrics.keep(size, for: shape)
        settleIfMeasuredOnce(shape)
        return size
    }

    /// A text's height is its line height times the lines it shows, which
    /// needs where it wraps but not how its last line is cut.
    override package func measureLength(along axis: Axis, for proposal: ProposedSize, in context: LayoutContext) -> Double {
        guard axis == .vertical, minimumScaleFactor >= 1 else { return super.measureLength(along: axis, for: proposal, in: context) }
        let shape = shape(for: proposal, in: context)
        if let known = metrics.size(for: shape) { return known.height }
        // A shape with a limit is a text that is cut to it.
        let shown = shape.maxLines.map { max($0, 1) } ?? lineCount(maxWidth: shape.maxWidth, context)
        settleIfMeasuredOnce(shape)
        return lineHeight() * Double(max(shown, 1))
    }

    /// With room for one line, a text is one line high, however wide it may be.
    override package func independentLength(along axis: Axis, offered: Double?, in context: LayoutContext) -> Double? {
        guard axis == .vertical, minimumScaleFactor >= 1 else { return nil }
        useMeasurer(of: context)
        // The line height alone: a long one-line text is not measured whole for it.
        let lineHeight = metrics.lineHeight(of: run.font, isOwn: true)
        var maxLines = lineLimit
        if let offered, offered.isFinite {
            let fitting = max(Int(offered / (lineHeight + abs(run.baselineOffset))), 1)
            maxLines = min(maxLines ?? fitting, fitting)
        }
        guard let maxLines, maxLines <= 1 else { return nil }
        return self.lineHeight()
    }

    /// Measures with `context`'s measurer; a different one than before may
    /// break the lines elsewhere, so the last placement no longer stands.
    private func useMeasurer(of context: LayoutContext) {
        if metrics.use(context.textMeasurer) { placedShape = nil }
    }

    /// The lines chosen when the text was last placed; none for one unwrapped line.
    private(set) var placedRunLines = TextRunLines.none
    /// The lines chosen when the text was last placed, as strings; empty for one unwrapped line.
    var placedLines: [String] { placedRunLines.strings(of: run.string) }
    /// The graphic content of the run as placed, until the run or its placement changes; made on the first draw.
    var shownContent: KeptGraphicContent?
    /// What the last placement asked of the text, which decided `placedLines`.
    private(set) var placedShape: TextShape?

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        // Broken as it was measured: re-wrapping at the chosen width could break
        // differently (measured line widths are not sums of word widths) and cut it short.
        let shape = shape(for: proposal(thatProduced: rect.size) ?? ProposedSize(rect.size), in: context)
        // The same shape shows the same lines: a text placed again where it
        // was measured the same way (its stack moved) keeps them. A new
        // measurer forgets the shape (`useMeasurer(of:)`).
        if shape == placedShape { return }
        wasPlaced = true
        placedShape = shape
        let placed = shownLines(for: shape, in: context)
        let shown = placed.lines.count == 1 && placed.lines.line(0, of: run.string) == run.string ? .none : placed.lines
        let font = placed.font == run.font ? nil : placed.font
        if placedRunLines != shown || placedFont != font {
            // New line breaks are new pixels, but not a new size: the layout stands.
            placedRunLines = shown
            placedFont = font
            shownContent?.content = nil
            contentVersion &+= 1
            setNeedsDisplay()
        }
        // Placed, a plain text has what it shows (`placedRunLines`). On one line it
        // lets go of everything it measured but what stays inline; wrapped, of
        // its words, which only a new width needs (and finds again, once).
        guard rare == nil else { return }
        if shape.isUnwrapped { metrics.settle() } else if shape.maxLines == nil { metrics.letGoOfWords() }
    }

    /// Measured unwrapped, a plain label (not cut, shrunk, long or selectable)
    /// answers every proposal it fits in from what its metrics keep inline,
    /// and lets go of the rest (`TextMetrics.settle`) before the next row of
    /// its list is measured, unless it measured more than its first pass.
    private func settleIfMeasuredOnce(_ shape: TextShape) {
        if shape.isUnwrapped, rare == nil { metrics.settle(onlyFirstPass: true) }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        if let selection, !selection.range.isEmpty { appendHighlight(of: selection, to: &list) }
        list.append(Graphic(id: graphicID, content: shownTextContent(), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }
}
