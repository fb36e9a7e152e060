import CSDL2
import Testing
import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// Which tiles of a tiled text an area crosses. The event fuzzer found a text
/// whose frame was taller than its lines: asking for the part below them trapped.
@MainActor
@Suite struct TextTilePlanTests {
    private func plan(lines: Int, width: Int32, height: Int32) throws -> TextTilePlan {
        try SDLLibrary.startFonts()
        let measurer = TTFTextMeasurer()
        let font = Font.system(size: 15)
        let handle = try #require(measurer.fonts.font(for: font))
        var run = TextRun(string: "", font: font, color: RGBA(r: 0, g: 0, b: 0))
        run.lines = (0..<lines).map { "line \($0)" }
        run.string = run.lines.joined(separator: "\n")
        return TextTilePlan(run: run, width: width, height: height, mainFont: handle)
    }

    @Test func anAreaBelowTheLastLineCrossesNoTile() throws {
        let plan = try plan(lines: 3, width: 3000, height: 10_000)
        #expect(plan.tiles(crossing: SDL_Rect(x: 0, y: 5000, w: 100, h: 100)).isEmpty)
        #expect(plan.tiles(crossing: SDL_Rect(x: 0, y: 0, w: 100, h: 100)) == [TextTileKey(row: 0, column: 0)])
    }

    @Test func anAreaAcrossColumnsAndRowsCrossesEachTile() throws {
        let lineHeight = try plan0LineHeight()
        let plan = try plan(lines: 200, width: 5000, height: 200 * lineHeight)
        let rowPixels = Int32(plan.linesPerRow) * lineHeight
        // Straddling the first column edge and the first row edge: four tiles.
        let keys = plan.tiles(crossing: SDL_Rect(x: 2000, y: rowPixels - 10, w: 100, h: 40))
        #expect(Set(keys) == [TextTileKey(row: 0, column: 0), TextTileKey(row: 0, column: 1),
                              TextTileKey(row: 1, column: 0), TextTileKey(row: 1, column: 1)])
    }

    private func plan0LineHeight() throws -> Int32 {
        try plan(lines: 1, width: 10, height: 10).lineHeight
    }
}
