/// A long text shown on one line and cut at its tail shows only its start:
/// the rest is never drawn, and need not be measured.
///
/// For a proposal of width `w`, the lines of any start of the text whose
/// width on one line passes `w` by a margin break at `w` the way the whole
/// text does up to the end of their first line: the word that does not fit
/// there does not fit in either. With one line shown, that first line, its
/// cut and so the text's size are the same. Such a start is measured instead
/// of the whole text, and kept until a wider proposal needs a longer one.
struct MeasuredStart {
    /// The start of the text.
    var string: String
    /// Proposals up to this wide are answered by `string` as by the whole text.
    var coveredWidth: Double
    /// The measurer the start was measured with.
    var measurer: ObjectIdentifier
}

extension TextLayout {
    /// Texts up to this many UTF-8 bytes are measured whole: a start would save little.
    static let measuredStartThreshold = 2_048

    /// The string layout measures: the start in use, or the whole text.
    var measuredString: String { measuredStart?.string ?? run.string }

    /// Whether only the start of the text can show: one line, cut at its tail,
    /// not selectable (a selection may reach anywhere), not shrinking to fit.
    private var showsOnlyItsStart: Bool {
        lineLimit == 1 && truncationMode == .tail && minimumScaleFactor >= 1 && selection == nil
            && run.string.utf8.count > Self.measuredStartThreshold
    }

    /// Makes `measuredString` a start that answers a proposal `width` wide as
    /// the whole text would, or the whole text when none can: no width, or a
    /// line break before the width is passed.
    func fitMeasuredStart(to width: Double?, in context: LayoutContext) {
        guard showsOnlyItsStart, !measuresWholeText else { return }
        let measurer = context.textMeasurer
        if let start = measuredStart, let width, width < start.coveredWidth, start.measurer == ObjectIdentifier(measurer) {
            return
        }
        // Room for the ellipsis and for a measured line's ink and kerning, which adding up words misses.
        let margin = 4 * run.font.size
        guard let width, width.isFinite,
              let start = Self.start(of: run.string, passing: width + margin, in: run.font, measurer: measurer, context.counters)
        else {
            measureWholeText()
            return
        }
        measuredStart = MeasuredStart(string: start.string, coveredWidth: start.width - margin, measurer: ObjectIdentifier(measurer))
        metrics.forgetText()
    }

    /// From now until the text changes, the whole of it is measured.
    private func measureWholeText() {
        measuresWholeText = true
        if measuredStart != nil {
            measuredStart = nil
            metrics.forgetText()
        }
    }

    /// The shortest start of `text`, doubling from a guess, wider on one line
    /// than `needed`; `nil` when only the whole text is, or a line break
    /// comes first. Each try is one measurement.
    private static func start(of text: String, passing needed: Double, in font: Font, measurer: TextMeasuring,
                              _ counters: LayoutCounters) -> (string: String, width: Double)? {
        let total = text.utf8.count
        // No printable character is narrower than a fifth of an em; a guess
        // too short costs one more try.
        var bytes = max(Int(needed / max(font.size / 5, 1)), 256)
        while bytes < total {
            let start = String(text[..<text.characterBoundary(atOrBeforeUTF8Offset: bytes)])
            if start.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return nil }
            counters.textMeasurements += 1
            counters.charactersMeasured += start.utf8.count
            let width = measurer.width(of: start, in: font)
            if width > needed { return (start, width) }
            bytes *= 2
        }
        return nil
    }
}
