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
    public func width(of text: String, in font: Font) -> Double {
        guard !text.isEmpty, let handle = fonts.font(for: font) else { return 0 }
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(handle, text, &width, &height) == 0 else { return 0 }
        return Double(width)
    }

    /// SDL_ttf's recommended line spacing for `font`.
    public func lineHeight(of font: Font) -> Double {
        guard let handle = fonts.font(for: font) else { return (font.size * 1.2).rounded() }
        return Double(TTF_FontLineSkip(handle))
    }
}
