import CSDL2
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

@MainActor
@Suite struct FontCacheTests {
    @Test func oneOpenFontPerFileSizeAndStyle() throws {
        try SDLLibrary.startFonts()
        let cache = FontCache()
        let body = try #require(cache.font(for: .body))
        #expect(cache.font(for: .body) == body, "the same font is opened once")
        let bigger = try #require(cache.font(for: .system(size: 30)))
        #expect(bigger != body)
        #expect(TTF_FontHeight(bigger) > TTF_FontHeight(body))
        let bold = try #require(cache.font(for: Font.body.bold()))
        #expect(bold != body)
        #expect(cache.font(for: Font.body.bold()) == bold)
    }

    @Test func aFontPushedOutIsNotHandedOutAgain() throws {
        try SDLLibrary.startFonts()
        let cache = FontCache(limit: 1)
        let small = try #require(cache.font(for: .system(size: 12)))
        #expect(cache.font(for: .system(size: 12)) == small, "asked again at once, the same font")
        // Opening another pushes the first out: it is retired, not reused.
        let big = try #require(cache.font(for: .system(size: 40)))
        #expect(cache.fonts.evictions == 1)
        let reopened = try #require(cache.font(for: .system(size: 12)))
        #expect(reopened != small, "a retired font is opened again, not remembered")
        #expect(reopened != big)
        #expect(TTF_FontHeight(reopened) == TTF_FontHeight(small))
        cache.closeRetiredFonts()
    }

    @Test func aLineCutShortWithAnEllipsisIsOneRunInTheMainFace() throws {
        try SDLLibrary.startFonts()
        let cache = FontCache()
        let main = try #require(cache.font(for: .body))
        let splitter = TextRunSplitter(fonts: cache)
        for line in ["#12 v3…", "…", "a…b…", "plain"] {
            let runs = splitter.segments(of: line, in: .body)
            #expect(runs.count == 1)
            #expect(runs.first?.text == line)
            #expect(runs.first?.font == main)
            #expect(runs.first?.isRightToLeft == false)
        }
        #expect(TextRunSplitter.plainCharacters(of: "#12 v3…") == (true, true))
        #expect(TextRunSplitter.plainCharacters(of: "#12 v3") == (true, false))
        #expect(TextRunSplitter.plainCharacters(of: "é…").isPlain == false)
        #expect(TextRunSplitter.plainCharacters(of: "שלום").isPlain == false)
    }
}
