/// What one text has measured so far: the widths of its words and lines, and
/// the lines it broke into for each width and line limit it was offered.
///
/// A text is asked about several proposals a frame (a stack probes its least
/// and most, then offers a share), and wrapping measures every word; keeping
/// the answers makes every proposal after the first nearly free.
@MainActor
struct TextMetrics {
    private var memo: MemoizingTextMeasurer?
    private var wrapped: [LineBreaks] = []
    private var sizes: [(shape: TextShape, size: Size)] = []
    /// The text's width on one line, and its line height: asked for every proposal.
    private var ideal: (width: Double, lineHeight: Double)?

    /// A measurer that remembers, in front of `measurer`; a different measurer starts afresh.
    mutating func measurer(over measurer: TextMeasuring) -> TextMeasuring {
        if let memo, memo.base === measurer { return memo }
        let fresh = MemoizingTextMeasurer(base: measurer)
        memo = fresh
        wrapped.removeAll()
        sizes.removeAll()
        ideal = nil
        return fresh
    }

    /// The width of `text`'s widest paragraph on one line and its line height, measured once.
    mutating func ideal(of text: String, in font: Font, measurer: TextMeasuring) -> (width: Double, lineHeight: Double) {
        if let ideal { return ideal }
        // A newline is no glyph: unwrapped, each paragraph is a line of its own.
        var widest = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            widest = max(widest, measurer.width(of: String(paragraph), in: font))
        }
        let measured = (widest, measurer.lineHeight(of: font))
        ideal = measured
        return measured
    }

    /// Every line for this width, wrapping with `wrapper` only when no
    /// earlier wrap broke the same way; line limits are applied afterwards.
    ///
    /// Lookups here run for every proposal, so they loop rather than pass
    /// closures, each of which would check the main actor on every call.
    mutating func wrappedLines(maxWidth: Double?, wrapper: TextWrapper, text: String) -> [String] {
        for known in wrapped where known.breaksTheSame(at: maxWidth) {
            return known.lines
        }
        let breaks = wrapper.lineBreaks(of: text, maxWidth: maxWidth)
        if wrapped.count >= 8 { wrapped.removeFirst() }
        wrapped.append(breaks)
        return breaks.lines
    }

    /// The width an earlier wrap was made at that breaks the same way as
    /// `width`, so proposals that show the same lines share one size; `width`
    /// itself when no earlier wrap does.
    func wrapWidth(breakingLike width: Double) -> Double {
        for known in wrapped where known.breaksTheSame(at: width) {
            return known.maxWidth ?? width
        }
        return width
    }

    /// The size already worked out for `shape`, if any.
    func size(for shape: TextShape) -> Size? {
        for known in sizes where known.shape == shape {
            return known.size
        }
        return nil
    }

    /// Keeps the size worked out for `shape`.
    mutating func keep(_ size: Size, for shape: TextShape) {
        if sizes.count >= 16 { sizes.removeFirst() }
        sizes.append((shape, size))
    }
}

/// What a proposal asks of a text: the width to wrap at (`nil`: one line per
/// paragraph) and the most lines to show (`nil`: all of them). Proposals with
/// the same shape give the same size, however different their heights.
struct TextShape: Equatable {
    var maxWidth: Double?
    var maxLines: Int?
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
