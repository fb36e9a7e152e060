import CSDL2
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

@MainActor
private func label(_ text: String, y: Double) -> Graphic {
    Graphic(id: GraphicID.next(), content: .text(TextRun(string: text, font: .system(size: 15), color: RGBA(r: 20, g: 20, b: 20))),
            frame: Rect(x: 10, y: y, width: 180, height: 20), version: 0, clip: nil, opacity: 1)
}

/// A text's texture that its graphic let go of is kept for the next texts,
/// which draw into it rather than make one: they show as drawn afresh.
@MainActor
@Suite struct SpareTextTexturesTests {
    private let long = ["pretty red table", "large yellow chair", "handsome green house", "quaint brown sandwich"]
    private let short = ["odd car", "tall pony", "cheap desk", "easy bbq"]

    private func rows(_ texts: [String]) -> [Graphic] {
        texts.enumerated().map { label($1, y: 5 + Double($0) * 24) }
    }

    @Test func newLabelsDrawIntoTheTexturesOfLabelsThatLeft() throws {
        let bench = try CanvasBench(width: 200, height: 100)
        bench.draw(rows(long))
        #expect(bench.canvas.textures.alive == 4)
        bench.draw([])
        #expect(bench.canvas.textures.alive == 0, "no graphic holds a texture")
        #expect(bench.canvas.textures.spareTexts.count == 4, "the four textures wait for the next texts")

        let next = rows(short)
        bench.draw(next)
        #expect(bench.canvas.textures.spareTexts.taken == 4)
        #expect(bench.canvas.textures.spareTexts.count == 0)
        #expect(bench.canvas.textures.alive == 4)
        #expect(try bench.mismatches(against: next) == 0, "a spare wider than its text shows the text alone")
    }

    @Test func aTextWiderThanEverySpareMakesATextureOfItsOwn() throws {
        let bench = try CanvasBench(width: 400, height: 60)
        bench.draw(rows(["odd car"]))
        bench.draw([])
        var wide = label("an expensive purple keyboard and a fancy white cookie", y: 5)
        wide.frame.size.width = 390
        bench.draw([wide])
        #expect(bench.canvas.textures.spareTexts.taken == 0)
        #expect(bench.canvas.textures.spareTexts.count == 1, "the narrow spare stays for a text it fits")
        #expect(try bench.mismatches(against: [wide]) == 0)
    }

    @Test func aSpareFarLargerThanTheTextIsLeftForAnother() throws {
        let bench = try CanvasBench(width: 400, height: 60)
        var wide = label("an expensive purple keyboard and a fancy white cookie", y: 5)
        wide.frame.size.width = 390
        bench.draw([wide])
        bench.draw([])
        bench.draw(rows(["bbq"]))
        #expect(bench.canvas.textures.spareTexts.taken == 0, "a short word does not hold a texture for a long line")
    }

    @Test func sparesStopAtTheirLimit() throws {
        let bench = try CanvasBench(width: 200, height: 100)
        var spares = SpareTextTextures()
        var refused = 0
        for _ in 0..<(SpareTextTextures.countLimit + 5) {
            let texture = try #require(bench.canvas.textures.makeTexture(.text, width: 20, height: 10, access: SDL_TEXTUREACCESS_STREAMING))
            let kept = spares.keep(texture, width: 20, height: 10)
            if !kept {
                refused += 1
                SDL_DestroyTexture(texture)
            }
        }
        #expect(spares.count == SpareTextTextures.countLimit)
        #expect(refused == 5)
        spares.removeAll()
        #expect(spares.count == 0 && spares.bytes == 0)
        let big = try #require(bench.canvas.textures.makeTexture(.text, width: 1_500, height: 1_500, access: SDL_TEXTUREACCESS_STREAMING))
        let keptBig = spares.keep(big, width: 1_500, height: 1_500)
        #expect(!keptBig, "more than the byte limit is not kept")
        SDL_DestroyTexture(big)
    }
}

/// A spare still holds the picture of the graphic that let it go, and that
/// graphic takes it back when it returns, as a row of a lazy list that
/// comes back to its element does (`RowsKeptByIDTests`).
@MainActor
@Suite struct ReclaimedSpareTextTests {
    private func rows(_ texts: [String]) -> [Graphic] {
        texts.enumerated().map { label($1, y: 5 + Double($0) * 24) }
    }

    @Test func labelsThatComeBackTakeTheirPicturesBackWithoutDrawing() throws {
        let bench = try CanvasBench(width: 200, height: 100)
        let labels = rows(["pretty red table", "large yellow chair", "handsome green house"])
        bench.draw(labels)
        let made = bench.canvas.textures.created
        bench.draw([])
        bench.draw(labels)
        #expect(bench.canvas.textures.spareTexts.reclaimed == 3)
        #expect(bench.canvas.textures.spareTexts.taken == 0)
        #expect(bench.canvas.textures.created == made, "no picture was drawn again")
        #expect(bench.canvas.textures.updated == 0)
        #expect(try bench.mismatches(against: labels) == 0)
    }

    @Test func aLabelBackWithAnotherVersionIsDrawnAgain() throws {
        let bench = try CanvasBench(width: 200, height: 60)
        var label = rows(["odd car"])[0]
        bench.draw([label])
        bench.draw([])
        label.content = .text(TextRun(string: "tall pony", font: .system(size: 15), color: RGBA(r: 20, g: 20, b: 20)))
        label.version = 1
        bench.draw([label])
        #expect(bench.canvas.textures.spareTexts.reclaimed == 0)
        #expect(try bench.mismatches(against: [label]) == 0, "the old picture is not shown")
    }

    // Texts drawn in the frame some leave in draw into older spares or new
    // textures: the pictures that just left are the likeliest to come back.
    @Test func aSpareLetGoOfInAFrameIsNotDrawnIntoInThatFrame() throws {
        let bench = try CanvasBench(width: 200, height: 100)
        let first = rows(["pretty red table", "large yellow chair"])
        let second = rows(["odd car", "tall pony"])
        bench.draw(first)
        bench.draw(second)
        #expect(bench.canvas.textures.spareTexts.taken == 0)
        #expect(bench.canvas.textures.spareTexts.count == 2)
        bench.draw(first)
        #expect(bench.canvas.textures.spareTexts.reclaimed == 2, "the first labels took their pictures back")
        #expect(try bench.mismatches(against: first) == 0)
    }
}
