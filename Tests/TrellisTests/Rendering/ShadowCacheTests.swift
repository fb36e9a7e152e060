import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
@testable import TrellisSDL

/// A shadow is a blur of what is drawn's alpha: a card that only changes
/// colour, or an alike card elsewhere, takes the blur already worked out, and
/// draws exactly what blurring again would.
@MainActor
@Suite struct ShadowCacheTests {
    private let red = CardColors.red, blue = CardColors.blue

    @Test func aRecolouredOrAlikeCardTakesTheBlurAlreadyDone() throws {
        let cache = EffectRasterizer.shadows
        cache.removeAll()
        let fresh = try CanvasBench(width: 200, height: 110)
        fresh.draw([shadowedCard(red, x: 30)])
        let blurredOnce = fresh.pixels
        #expect(cache.count == 1)

        // Blue, then red again elsewhere and back: every one from the same shade.
        let bench = try CanvasBench(width: 200, height: 110)
        bench.draw([shadowedCard(blue, x: 110)])
        bench.draw([shadowedCard(red, x: 30)])
        #expect(cache.count == 1, "an opaque card of another colour or place casts the same shade")
        #expect(bench.pixels == blurredOnce, "the kept shade draws exactly what a fresh blur drew")
    }

    @Test func anotherShapeCastsItsOwnShadow() throws {
        let cache = EffectRasterizer.shadows
        cache.removeAll()
        let bench = try CanvasBench(width: 200, height: 110)
        bench.draw([shadowedCard(red, x: 30)])
        var faint = shadowedCard(RGBA(r: 200, g: 40, b: 40, a: 100), x: 30)
        faint.version = 1
        bench.draw([faint])
        #expect(cache.count == 2, "a translucent card's alpha differs, so its shadow does")
        let fresh = try CanvasBench(width: 200, height: 110)
        cache.removeAll()
        fresh.draw([faint])
        #expect(bench.pixels == fresh.pixels)
    }
}
