/// A displayable that shows text, wrapped to the width it is offered.
@MainActor
package final class TextLayout: LayoutNode {
    /// Text stops the pointer reaching what lies behind it.
    override package var blocksHits: Bool { true }

    /// What is drawn; `lines` is filled in when the text is placed.
    package var run: TextRun {
        didSet { if run != oldValue { forgetMetrics(); contentDidChange() } }
    }
    /// The most lines to show; `nil` for no limit.
    package var lineLimit: Int? {
        didSet { if lineLimit != oldValue { forgetMetrics(); contentDidChange() } }
    }

    /// Measuring text is the dearest part of layout, and a stack asks one text
    /// about several proposals a frame: these keep what was measured until the
    /// text changes, so a new proposal costs no new measuring of the same words.
    private var metrics = TextMetrics()

    private func forgetMetrics() {
        metrics = TextMetrics()
    }

    package init(run: TextRun, lineLimit: Int?) {
        self.run = run
        self.lineLimit = lineLimit
    }

    /// The width to wrap at and the most lines to show under `proposal`:
    /// everything about a proposal that can change what the text shows.
    private func shape(for proposal: ProposedSize, in context: LayoutContext) -> TextShape {
        let measurer = metrics.measurer(over: context.textMeasurer)
        let ideal = metrics.ideal(of: run.string, in: run.font, measurer: measurer)
        // Text narrower than the offer keeps its single-line ideal; only wider text wraps.
        let maxWidth = proposal.width.flatMap { $0.isFinite && $0 < ideal.width.rounded(.up) ? max($0, 0) : nil }
        var maxLines = lineLimit
        if let height = proposal.height, height.isFinite {
            let fitting = max(Int(height / ideal.lineHeight), 1)
            maxLines = min(maxLines ?? fitting, fitting)
        }
        // A limit the text does not reach shows the same as no limit.
        if let limit = maxLines, limit >= wrappedLines(maxWidth: maxWidth, measurer: measurer).count { maxLines = nil }
        return TextShape(maxWidth: maxWidth, maxLines: maxLines)
    }

    private func wrappedLines(maxWidth: Double?, measurer: TextMeasuring) -> [String] {
        metrics.wrappedLines(maxWidth: maxWidth, wrapper: TextWrapper(font: run.font, measurer: measurer), text: run.string)
    }

    private func lines(for proposal: ProposedSize, in context: LayoutContext) -> [String] {
        let shape = shape(for: proposal, in: context)
        let measurer = metrics.measurer(over: context.textMeasurer)
        let lines = wrappedLines(maxWidth: shape.maxWidth, measurer: measurer)
        return TextWrapper(font: run.font, measurer: measurer).limit(lines, to: shape.maxLines, maxWidth: shape.maxWidth)
    }

    private func size(of lines: [String], in context: LayoutContext) -> Size {
        let measurer = metrics.measurer(over: context.textMeasurer)
        var widest = 0.0
        for line in lines { widest = max(widest, measurer.width(of: line, in: run.font)) }
        return Size(width: widest.rounded(.up), height: measurer.lineHeight(of: run.font) * Double(max(lines.count, 1)))
    }

    override package func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        // Nested stacks offer a text many heights at the same few widths; only
        // the width and the number of lines that fit change what it shows.
        let shape = shape(for: proposal, in: context)
        if let known = metrics.size(for: shape) { return known }
        context.counters.textMeasurements += 1
        let size = size(of: lines(for: proposal, in: context), in: context)
        metrics.keep(size, for: shape)
        return size
    }

    /// The lines chosen when the text was last placed; empty for one unwrapped line.
    private var placedLines: [String] = []

    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        // Broken as it was measured: re-wrapping at the chosen width could break
        // differently (measured line widths are not sums of word widths) and cut it short.
        let placed = lines(for: proposal(thatProduced: rect.size) ?? ProposedSize(rect.size), in: context)
        let shown = placed == [run.string] ? [] : placed
        if placedLines != shown {
            // New line breaks are new pixels, but not a new size: the layout stands.
            placedLines = shown
            contentVersion &+= 1
        }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        var shown = run
        shown.lines = placedLines
        list.append(Graphic(id: graphicID, content: .text(shown), frame: frame, version: contentVersion, clip: nil, opacity: 1))
    }
}
