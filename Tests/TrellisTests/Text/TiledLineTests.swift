import Testing
import Trellis
@testable import TrellisSDL

/// A line too long for one texture is cut into pieces, each placed where the
/// widths before it end (`TiledLine`). Cutting ASCII by bytes and measuring
/// pieces from glyph boxes must give exactly the pieces that cutting by
/// characters and shaping each piece gave, or tiles would move a pixel.
@MainActor
@Suite struct TiledLineTests {
    /// A line of `count` printable ASCII characters, of stretches from 1 to
    /// 450 characters with and without spaces, so pieces end at spaces and,
    /// in long words, at twice the piece length.
    private func line(count: Int, seed: UInt64) -> String {
        String(printableStrings(count: count / 100, seed: seed, longest: 450).joined(separator: " ").prefix(count))
    }

    @Test func asciiIsCutAsCharactersAreCut() throws {
        try SDLLibrary.startFonts()
        let handle = try #require(FontCache().font(for: .body))
        for seed: UInt64 in 1...6 {
            let segment = TextRunSegment(text: line(count: 5_000, seed: seed), font: handle, isRightToLeft: false)
            let bytes = TiledLine.chunks(of: segment).map(\.text)
            let characters = TiledLine.characterChunks(of: segment).map(\.text)
            #expect(bytes == characters, "seed \(seed)")
            #expect(bytes.joined() == segment.text)
        }
        // A carriage return joins the next byte into one character: such text is cut by characters.
        let crlf = TextRunSegment(text: String(repeating: "ab\r\n", count: 200), font: handle, isRightToLeft: false)
        #expect(TiledLine.chunks(of: crlf).map(\.text) == TiledLine.characterChunks(of: crlf).map(\.text))
    }

    @Test func piecesMeasuredFromGlyphBoxesStandWhereShapedOnesStood() throws {
        try SDLLibrary.startFonts()
        let measurer = TTFTextMeasurer()
        let splitter = TextRunSplitter(fonts: measurer.fonts)
        for font in [Font.body, .system(size: 13), .system(size: 22, weight: .bold)] {
            let run = TextRun(string: line(count: 20_000, seed: 9), font: font, color: RGBA(r: 0, g: 0, b: 0))
            let shaped = TiledLine(run.string, in: font, splitter: splitter) { SpacedText.layout($0, in: font).width }
            let plan = TextTilePlan(run: run, width: 100_000, height: 20, mainFont: try #require(measurer.fonts.font(for: font)))
            let added = plan.pieces(ofLine: 0, splitter: splitter, measurer: measurer)
            #expect(added.pieces.count == shaped.pieces.count)
            #expect(added.pieces.map(\.x) == shaped.pieces.map(\.x), "\(font)")
            #expect(added.pieces.map(\.width) == shaped.pieces.map(\.width), "\(font)")
            #expect(added.width == shaped.width)
        }
    }
}
