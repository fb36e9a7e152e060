/// Measures text for layout, so the core can lay out text without a renderer.
///
/// The SDL backend answers with SDL_ttf; tests may use a deterministic fake.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` set in `font`, in points.
    func width(of text: String, in font: Font) -> Double
    /// The distance from one baseline to the next, in points.
    func lineHeight(of font: Font) -> Double
    /// The spans of `font`'s printable ASCII characters, when this measurer's
    /// width of any such text is exactly their joined spans; `nil` otherwise.
    /// Layout then wraps such text by adding, without asking for each word.
    func advanceTable(for font: Font) -> GlyphAdvanceTable?
}

extension TextMeasuring {
    /// No table: every width is asked of `width(of:in:)`.
    public func advanceTable(for font: Font) -> GlyphAdvanceTable? { nil }
}

/// A measurer with fixed metrics: every character is 0.6 em wide and lines are 1.2 em.
///
/// Useful for layout tests that should not depend on installed fonts.
@MainActor
public final class FixedPitchTextMeasurer: TextMeasuring {
    /// Makes the measurer.
    public init() {}

    /// 0.6 em per character, plus the font's tracking.
    public func width(of text: String, in font: Font) -> Double {
        Double(text.count) * (font.size * 0.6 + font.tracking)
    }

    /// 1.2 em.
    public func lineHeight(of font: Font) -> Double {
        (font.size * 1.2).rounded()
    }
}
