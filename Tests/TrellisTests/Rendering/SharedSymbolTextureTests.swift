import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

private let red = RGBA(r: 200, g: 30, b: 60)
private let blue = RGBA(r: 30, g: 60, b: 200)

@MainActor
private func icon(_ name: String, tint: RGBA, x: Double) -> Graphic {
    Graphic(id: GraphicID.next(), content: .image(ImageReference(source: .symbol(name), tint: tint, symbolSize: 20)),
            frame: Rect(x: x, y: 10, width: 20, height: 20), version: 0, clip: nil, opacity: 1)
}

/// Rows that show the same icon share one texture for it; each graphic still
/// counts as one, and the texture lives until the last of them goes.
@MainActor
@Suite struct SharedSymbolTextureTests {
    @Test func alikeSymbolsShareOneTextureUntilTheLastGoes() throws {
        let bench = try CanvasBench(width: 200, height: 40)
        let crosses = (0..<4).map { icon("xmark", tint: red, x: 10 + Double($0) * 30) }
        let other = icon("xmark", tint: blue, x: 140)
        bench.draw(crosses + [other])
        #expect(bench.canvas.textures.sharedTextures.count == 2, "one red cross for four graphics, one blue")
        #expect(bench.canvas.textures.sharedTextures.values.map(\.users).sorted() == [1, 4])
        #expect(bench.canvas.textures.alive == 5, "statistics count each graphic, as with the atlas")
        #expect(try bench.mismatches(against: crosses + [other]) == 0)

        // Three crosses go: the one left still draws from the shared texture.
        let kept = [crosses[3], other]
        bench.draw(kept)
        #expect(bench.canvas.textures.sharedTextures.values.map(\.users).sorted() == [1, 1])
        #expect(try bench.mismatches(against: kept) == 0)

        // The last red cross turns blue: it moves to the blue texture, and the red one is freed.
        var recoloured = crosses[3]
        recoloured.content = .image(ImageReference(source: .symbol("xmark"), tint: blue, symbolSize: 20))
        recoloured.version += 1
        bench.draw([recoloured, other])
        #expect(bench.canvas.textures.sharedTextures.count == 1)
        #expect(bench.canvas.textures.sharedTextures.values.first?.users == 2)
        #expect(try bench.mismatches(against: [recoloured, other]) == 0)

        bench.draw([])
        #expect(bench.canvas.textures.sharedTextures.isEmpty)
        #expect(bench.canvas.textures.alive == 0)
    }

    /// On an atlas the shared picture is one slot: the page lives while any
    /// graphic shows it and goes with the last.
    @Test func alikeSymbolsShareOneAtlasSlot() throws {
        let bench = try CanvasBench(width: 200, height: 40)
        bench.canvas.textures.packsSmallGraphics = true
        let crosses = (0..<5).map { icon("xmark", tint: red, x: 10 + Double($0) * 30) }
        bench.draw(crosses)
        #expect(bench.canvas.textures.sharedTextures.count == 1)
        #expect(bench.canvas.textures.sharedTextures.values.first?.drawn.slot != nil)
        #expect(bench.canvas.textures.atlas?.pageCount == 1)
        #expect(try bench.mismatches(against: crosses) == 0)

        bench.draw(Array(crosses.prefix(1)))
        #expect(bench.canvas.textures.sharedTextures.values.first?.users == 1)
        #expect(try bench.mismatches(against: Array(crosses.prefix(1))) == 0)

        bench.draw([])
        #expect(bench.canvas.textures.sharedTextures.isEmpty)
        #expect(bench.canvas.textures.atlas?.pageCount ?? 0 == 0, "the emptied page is destroyed")
    }
}
