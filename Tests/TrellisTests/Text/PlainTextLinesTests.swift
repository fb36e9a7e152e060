import CSDL2
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// Wrapped lines drawn whole must be the very pixels of the general path,
/// which measures and places each run on its own.
@MainActor
@Suite struct PlainTextLinesTests {
    private func pixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> (width: Int32, height: Int32, bytes: [UInt8]) {
        var bytes: [UInt8] = []
        let row = Int(surface.pointee.w) * 4
        for y in 0..<Int(surface.pointee.h) {
            let start = surface.pointee.pixels!.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt8.self)
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: row))
        }
        return (surface.pointee.w, surface.pointee.h, bytes)
    }

    private func compare(_ run: TextRun) throws {
        try SDLLibrary.startFonts()
        let fonts = FontCache()
        let main = try #require(fonts.font(for: run.font))
        let general = try #require(TextRasterizer(fonts: fonts, maximumSide: 4096).composedSurface(for: run, main: main))
        defer { SDL_FreeSurface(general) }
        let plain = try #require(PlainTextLines(fonts: fonts, maximumSide: 4096).surface(for: run, main: main))
        defer { SDL_FreeSurface(plain) }
        let expected = pixels(general), drawn = pixels(plain)
        #expect(drawn.width == expected.width && drawn.height == expected.height)
        #expect(drawn.bytes == expected.bytes)
        #expect(drawn.bytes.contains { $0 != 0 }, "something was drawn")
    }

    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func wrappedLinesMatchTheGeneralPath(alignment: TextAlignment) throws {
        var run = TextRun(string: "Lorem ipsum dolor sit amet.", font: .system(size: 15), color: RGBA(r: 200, g: 40, b: 10))
        run.lines = ["Lorem ipsum", "", "dolor sit…"]
        run.alignment = alignment
        try compare(run)
    }

    @Test func oneBoldLineMatchesTheGeneralPath() throws {
        try compare(TextRun(string: "Heading, bold", font: Font.system(size: 22).bold(), color: RGBA(r: 0, g: 0, b: 0)))
    }

    @Test func runsThatNeedComposingAreLeftToTheGeneralPath() throws {
        try SDLLibrary.startFonts()
        let fonts = FontCache()
        let font = Font.system(size: 15)
        let main = try #require(fonts.font(for: font))
        let lines = PlainTextLines(fonts: fonts, maximumSide: 4096)
        var underlined = TextRun(string: "Underlined", font: font, color: RGBA(r: 0, g: 0, b: 0))
        underlined.underline = TextDecoration(color: RGBA(r: 0, g: 0, b: 0))
        #expect(lines.surface(for: underlined, main: main) == nil)
        var tracked = font
        tracked.tracking = 2
        #expect(lines.surface(for: TextRun(string: "Spaced", font: tracked, color: RGBA(r: 0, g: 0, b: 0)), main: main) == nil)
        #expect(lines.surface(for: TextRun(string: "שלום", font: font, color: RGBA(r: 0, g: 0, b: 0)), main: main) == nil)
    }
}
