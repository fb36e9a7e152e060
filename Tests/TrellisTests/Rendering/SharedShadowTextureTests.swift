import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// A shadow drawn apart (`ShadowBeneath`) depends on its content's alpha and
/// size, not its colour: alike cards show one picture of it, which lives
/// until the last of them goes.
@MainActor
@Suite struct SharedShadowTextureTests {
    private let red = CardColors.red, blue = CardColors.blue

    @Test func alikeCardsOfAnyColourShareOneShadow() throws {
        let bench = try CanvasBench(width: 400, height: 100)
        let cards = [shadowedCard(red, x: 10), shadowedCard(blue, x: 80), shadowedCard(red, x: 150.5), shadowedCard(blue, x: 220, width: 60)]
        bench.draw(cards)
        // The third card lies half a pixel over, so its shadow's pixels differ; the fourth is wider.
        #expect(bench.canvas.textures.sharedTextures.count == 3, "\(bench.canvas.textures.sharedTextures.keys)")
        #expect(bench.canvas.textures.sharedTextures.values.map(\.users).sorted() == [1, 1, 2])
        #expect(try bench.mismatches(against: cards) == 0)

        // A card that changes colour keeps showing the same shadow.
        var recoloured = cards[0]
        recoloured.content = .fill(blue)
        recoloured.version += 1
        bench.draw([recoloured] + cards.dropFirst())
        #expect(bench.canvas.textures.sharedTextures.values.map(\.users).sorted() == [1, 1, 2])
        #expect(try bench.mismatches(against: [recoloured] + cards.dropFirst()) == 0)

        bench.draw([cards[1]])
        #expect(bench.canvas.textures.sharedTextures.values.map(\.users) == [1])
        bench.draw([])
        #expect(bench.canvas.textures.sharedTextures.isEmpty)
        #expect(bench.canvas.textures.alive == 0)
    }
}
