/// What one text has measured so far: the widths of its words and lines, and
/// the lines it broke into for each width and line limit it was offered.
///
/// A text is asked about several proposals a frame (a stack probes its least
/// and most, then offers a share), and wrapping measures every word; keeping
/// the answers makes every proposal after the first nearly free.
@MainActor
struct TextMetrics {
    private var memo: MemoizingTextMeasurer?
    private var wrapped: [(maxWidth: Double?, lines: [String])] = []

    /// A measurer that remembers, in front of `measurer`; a different measurer starts afresh.
    mutating func measurer(over measurer: TextMeasuring) -> TextMeasuring {
        if let memo, memo.base === measurer { return memo }
        let fresh = MemoizingTextMeasurer(base: measurer)
        memo = fresh
        wrapped.removeAll()
        return fresh
    }

    /// Every line for this width, wrapping with `wrap` only the first time;
    /// line limits are applied afterwards, so each width is wrapped once.
    mutating func wrappedLines(maxWidth: Double?, wrap: () -> [String]) -> [String] {
        if let known = wrapped.first(where: { $0.maxWidth == maxWidth }) {
            return known.lines
        }
        let lines = wrap()
        if wrapped.count >= 8 { wrapped.removeFirst() }
        wrapped.append((maxWidth, lines))
        return lines
    }
}

/// Answers each string and font once, then from memory.
@MainActor
final class MemoizingTextMeasurer: TextMeasuring {
    private struct Key: Hashable {
        let text: String
        let font: Font
    }

    let base: TextMeasuring
    private var widths: [Key: Double] = [:]
    private var lineHeights: [Font: Double] = [:]

    init(base: TextMeasuring) {
        self.base = base
    }

    func width(of text: String, in font: Font) -> Double {
        let key = Key(text: text, font: font)
        if let known = widths[key] { return known }
        let width = base.width(of: text, in: font)
        widths[key] = width
        return width
    }

    func lineHeight(of font: Font) -> Double {
        if let known = lineHeights[font] { return known }
        let height = base.lineHeight(of: font)
        lineHeights[font] = height
        return height
    }
}
