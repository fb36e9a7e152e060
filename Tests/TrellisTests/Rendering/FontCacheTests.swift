import CSDL2
import Testing
@testable import TrellisCore
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
}
