import Observation
import Testing
import Trellis
import TrellisTesting

private let ink = RGBA(r: 0, g: 0, b: 0)
private let paper = RGBA(r: 255, g: 255, b: 255)

/// A white 40-point square centred in a 100-point window, at (30, 30)–(70, 70).
@MainActor
private func card(shadow radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ViewHost<some View> {
    ViewHost(Rectangle().fill(Color.white).frame(width: 40, height: 40).shadow(color: .black, radius: radius, x: x, y: y),
             width: 100, height: 100)
}

@Observable private final class BadgeTaps {
    var count = 0
}

/// A label drawn over a shadowed card, so every change of the label repaints the card.
private struct ShadowBadge: View {
    let taps: BadgeTaps
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 60, height: 40)
                .shadow(color: .black, radius: 8, y: 4)
            Text("\(taps.count)")
        }
    }
}

@MainActor @Suite struct ShadowTests {
    @Test func aHardShadowIsTheShapeMoved() {
        let host = card(shadow: 0, x: 10, y: 10)
        #expect(host.color(x: 50, y: 50) == paper, "the card covers its shadow")
        #expect(host.color(x: 75, y: 75) == ink)
        #expect(host.color(x: 75, y: 45) == ink)
        #expect(host.color(x: 35, y: 75) == paper, "left of the moved shadow")
        #expect(host.color(x: 75, y: 35) == paper, "above the moved shadow")
    }

    @Test func aBlurredShadowFadesLikeAGaussianOfHalfTheRadius() {
        let host = card(shadow: 10)
        // σ = 5. Beside a long straight edge the shadow's cover is Φ(−d/σ) at distance d:
        // d = 0.5 gives 0.46, d = 5.5 gives 0.14, and beyond 3σ nothing.
        let atEdge = host.color(x: 70, y: 50), oneSigma = host.color(x: 75, y: 50)
        #expect(atEdge.isClose(to: RGBA(r: 138, g: 138, b: 138), tolerance: 14), "\(atEdge)")
        #expect(oneSigma.isClose(to: RGBA(r: 220, g: 220, b: 220), tolerance: 12), "\(oneSigma)")
        #expect(host.color(x: 90, y: 50).isClose(to: paper, tolerance: 2))
        #expect(host.color(x: 50, y: 50) == paper)
        // Symmetric on every side.
        #expect(host.color(x: 29, y: 50).isClose(to: atEdge, tolerance: 3), "\(host.color(x: 29, y: 50))")
        #expect(host.color(x: 50, y: 70).isClose(to: atEdge, tolerance: 3))
    }

    @Test func anUnchangedShadowIsNotBlurredAgain() {
        let taps = BadgeTaps()
        let host = ViewHost(ShadowBadge(taps: taps), width: 200, height: 200)
        for count in 1...3 {
            taps.count = count
            host.step()
            #expect(host.texts == ["\(count)"])
            #expect(host.stats.graphicsDrawn >= 2, "the card under the label is repainted")
            #expect(host.stats.texturesUpdated + host.stats.texturesCreated == 1, "only the label is drawn again: \(host.stats)")
        }
    }

    @Test func aNegativeOrNaNRadiusDrawsAHardShadowAndWarns() {
        let host = card(shadow: -4, x: 10, y: 10)
        #expect(host.color(x: 75, y: 75) == ink)
        let nan = card(shadow: .nan, x: 10, y: 10)
        #expect(nan.color(x: 75, y: 75) == ink)
        #expect(Diagnostics.warnings.contains { $0.contains("a shadow radius of -4") })
        #expect(Diagnostics.warnings.contains { $0.contains("a shadow radius of nan") })
    }
}

@MainActor @Suite struct ColorEffectTests {
    private func square(_ color: Color) -> some View { Rectangle().fill(color).frame(width: 40, height: 40) }

    @Test func blurSpreadsAShapeIntoItsSurroundings() {
        let host = ViewHost(square(.black).blur(radius: 10), width: 100, height: 100)
        // The same Gaussian as a shadow, in the shape's own colour: half cover at the edge.
        #expect(host.color(x: 70, y: 50).isClose(to: RGBA(r: 138, g: 138, b: 138), tolerance: 14), "\(host.color(x: 70, y: 50))")
        #expect(host.color(x: 50, y: 50) == ink, "the middle stays solid")
        #expect(host.color(x: 95, y: 50).isClose(to: paper, tolerance: 2))
    }

    @Test func colourFiltersChangeEachPixel() {
        let red = Color(red: 1, green: 0, blue: 0)
        let grey = Color(white: 0.5)
        func colour(_ view: some View) -> RGBA { ViewHost(view, width: 40, height: 40).color(x: 20, y: 20) }
        #expect(colour(square(grey).brightness(0.25)).isClose(to: RGBA(r: 191, g: 191, b: 191)))
        #expect(colour(square(Color(white: 0.75)).contrast(2)).isClose(to: RGBA(r: 255, g: 255, b: 255)))
        #expect(colour(square(Color(white: 0.25)).contrast(0.5)).isClose(to: RGBA(r: 96, g: 96, b: 96)))
        // Grey keeps the Rec. 709 luminance of pure red: 0.2126.
        #expect(colour(square(red).grayscale(1)).isClose(to: RGBA(r: 54, g: 54, b: 54)))
        #expect(colour(square(red).saturation(0)).isClose(to: RGBA(r: 54, g: 54, b: 54)))
        #expect(colour(square(red).colorInvert()).isClose(to: RGBA(r: 0, g: 255, b: 255)))
        // A half turn of hue takes red towards cyan.
        let turned = colour(square(red).hueRotation(.degrees(180)))
        #expect(turned.r < 40 && turned.g > 60 && turned.b > 60, "\(turned)")
    }

    @Test func effectsOnTextWorkToo() throws {
        // White text on paper is invisible until inverted.
        let host = ViewHost(Text("HH").font(.system(size: 60, weight: .heavy)).foregroundColor(.white).colorInvert(),
                            width: 200, height: 100)
        let frame = try #require(host.frame(ofText: "HH"))
        let row = (Int(frame.minX)...Int(frame.maxX)).map { host.color(x: $0, y: Int(frame.midY)) }
        #expect(row.contains { $0.r < 10 && $0.g < 10 && $0.b < 10 })
    }
}
