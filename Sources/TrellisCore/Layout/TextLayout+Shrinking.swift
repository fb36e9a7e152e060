/// `.minimumScaleFactor(_:)`: a text that may shrink rather than be cut is
/// set in the largest size whose lines fit, down to the factor.
extension TextLayout {
    /// The lines of `shape` set in a smaller font, when the text may shrink
    /// rather than be cut and does not fit its limit; `nil` otherwise.
    func shrunk(_ shape: TextShape, _ context: LayoutContext) -> (lines: [String], font: Font)? {
        guard minimumScaleFactor < 1, let maxWidth = shape.maxWidth, maxWidth > 0, let limit = shape.maxLines else { return nil }
        if let lastShrunk, lastShrunk.shape == shape { return (lastShrunk.lines, lastShrunk.font) }
        context.counters.textMeasurements += 1
        let ideal = metrics.ideal(of: run.string, in: run.font, counters: context.counters)
        let fitted = shrunk(toFit: maxWidth, lines: limit, ideal: ideal.width, metrics.memoizing())
        lastShrunk = (shape, fitted.lines, fitted.font)
        return fitted
    }

    /// The text in the largest whole-point size, down to `minimumScaleFactor`,
    /// whose lines fit `maxWidth` and `limit`; still cut if even that is too big.
    private func shrunk(toFit maxWidth: Double, lines limit: Int, ideal: Double,
                        _ measurer: TextMeasuring) -> (lines: [String], font: Font) {
        let smallest = max((run.font.size * minimumScaleFactor).rounded(.up), 1)
        // Width grows about linearly with size: start near the answer, then step down.
        let estimate = (run.font.size * maxWidth * Double(limit) / max(ideal, 1)).rounded(.down)
        var size = min(max(estimate, smallest), run.font.size - 1)
        while true {
            var font = run.font
            font.size = size
            font.tracking = run.font.tracking * size / run.font.size
            let wrapper = TextWrapper(font: font, measurer: measurer)
            let lines = wrapper.wrappedLines(of: run.string, maxWidth: maxWidth)
            if lines.count <= limit || size <= smallest {
                return (wrapper.limit(lines, to: limit, maxWidth: maxWidth, mode: truncationMode, text: run.string), font)
            }
            size = max(size - 1, smallest)
        }
    }
}
