import Observation
import Testing
import Trellis
import TrellisTesting

private let paper = RGBA(r: 255, g: 255, b: 255)

@Observable private final class CardLight {
    var isLit = false
}

/// A 40-point card centred in a 100-point window, at (30, 30)–(70, 70), its
/// shadow dropped 4 points; orange when lit, blue otherwise.
private struct LitCard: View {
    let light: CardLight
    var body: some View {
        Rectangle()
            .fill(light.isLit ? Color(red: 1, green: 0.6, blue: 0) : Color(red: 0, green: 0.48, blue: 1))
            .frame(width: 40, height: 40)
            .shadow(color: .black, radius: 6, y: 4)
    }
}

/// A shadow drawn apart, beneath its graphic (`ShadowBeneath`): a change of
/// colour keeps the shadow as it was drawn, and only what composes the same
/// either way is drawn so.
@MainActor @Suite struct ShadowBeneathTests {
    @Test func aRecolouredCardKeepsTheShadowItCast() {
        let light = CardLight()
        let host = ViewHost(LitCard(light: light), width: 100, height: 100)
        let shadowBelow = host.color(x: 50, y: 74), beside = host.color(x: 72, y: 50)
        #expect(shadowBelow.r < 200, "the shadow shows below the card: \(shadowBelow)")
        #expect(host.color(x: 50, y: 50).isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 1))
        light.isLit = true
        host.step()
        #expect(host.color(x: 50, y: 50).isClose(to: RGBA(r: 255, g: 153, b: 0), tolerance: 1), "the card shows its new colour")
        #expect(host.color(x: 50, y: 74) == shadowBelow, "the shadow is as it was")
        #expect(host.color(x: 72, y: 50) == beside)
        // The card is a plain fill; its shadow's picture stands, since only the alpha casts it.
        #expect(host.stats.graphicsDrawn >= 1)
        #expect(host.stats.texturesUpdated + host.stats.texturesCreated == 0, "nothing is rasterised again: \(host.stats)")
    }

    /// SwiftUI fades a shadowed view as one picture: the card still hides the
    /// shadow beneath it. Drawn apart, each at half opacity, the shadow would
    /// show through the card, so a translucent graphic keeps one picture.
    @Test func aTranslucentCardStillHidesItsShadow() {
        let host = ViewHost(Rectangle().fill(Color.white).frame(width: 40, height: 40)
                                .shadow(color: .black, radius: 0).opacity(0.5),
                            width: 100, height: 100)
        #expect(host.color(x: 50, y: 50).isClose(to: paper, tolerance: 1), "\(host.color(x: 50, y: 50))")
    }

    /// A card drawn in one picture with its shadow while translucent lets go
    /// of that picture once opaque, when it draws without a texture of its own,
    /// and of its shadow's when it is translucent again.
    @Test func aCardThatFadedInKeepsOnlyItsShadowsPicture() {
        let fade = CardFade()
        let faded = ViewHost(FadingCard(fade: fade), width: 100, height: 100)
        #expect(faded.stats.texturesAlive == 1, "card and shadow in one picture: \(faded.stats)")
        fade.opacity = 1
        faded.step()
        #expect(faded.color(x: 50, y: 50).isClose(to: paper, tolerance: 1))
        #expect(faded.stats.texturesAlive == 1, "the shadow's picture alone: \(faded.stats)")
        #expect(faded.stats.texturesDestroyed == 1)
        // Fading out again, it is one picture once more, and the shadow's goes.
        fade.opacity = 0.5
        faded.step()
        #expect(faded.stats.texturesAlive == 1, "card and shadow in one picture again: \(faded.stats)")
        fade.opacity = 1
        faded.step()
        #expect(faded.stats.texturesAlive == 1, "the shadow's picture alone again: \(faded.stats)")
    }

    /// A card that leaves the window frees its shadow's picture with its own.
    @Test func aCardThatGoesTakesItsShadowWithIt() {
        let light = CardLight()
        let shown = CardLight()
        shown.isLit = true
        let host = ViewHost(CardThatGoes(light: light, shown: shown), width: 100, height: 100)
        let alive = host.stats.texturesAlive
        #expect(alive >= 1, "the shadow has a picture")
        shown.isLit = false
        host.step()
        #expect(host.stats.texturesDestroyed == 1, "the shadow's picture went with its card: \(host.stats)")
        #expect(host.stats.texturesAlive == alive - 1)
    }
}

@Observable private final class CardFade {
    var opacity = 0.5
}

/// A white shadowed card at `fade`'s opacity.
private struct FadingCard: View {
    let fade: CardFade
    var body: some View {
        Rectangle().fill(Color.white).frame(width: 40, height: 40).shadow(color: .black, radius: 4).opacity(fade.opacity)
    }
}

/// `LitCard` while `shown` is lit.
private struct CardThatGoes: View {
    let light: CardLight
    let shown: CardLight
    var body: some View {
        ZStack {
            Color.clear
            if shown.isLit { LitCard(light: light) }
        }
    }
}
