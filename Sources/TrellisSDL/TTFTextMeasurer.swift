import CSDL2
import TrellisCore

/// Measures text with the same SDL_ttf fonts that draw it.
@MainActor
public final class TTFTextMeasurer: TextMeasuring {
    let fonts: FontCache

    /// Makes a measurer; SDL_ttf must already be started.
    public init() {
        fonts = FontCache()
    }

    /// The advance width SDL_ttf reports for `text`.
    /// Characters the main face lacks are measured in the fallback face that draws them.
    public func width(of text: String, in font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        let segments = TextRunSplitter(fonts: fonts).segments(of: text, in: font)
        return Double(segments.reduce(Int32(0)) { $0 + TextRunSplitter.width(of: $1) })
    }

    /// SDL_ttf's recommended line spacing for `font`.
    public func lineHeight(of font: Font) -> Double {
        guard let handle = fonts.font(for: font) else { return (font.size * 1.2).rounded() }
        return Double(TTF_FontLineSkip(handle))
    }
}
