import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
private func host(_ view: some View, width: Int = 100, height: Int = 100) -> ViewHost<some View> {
    ViewHost(view.frame(width: CGFloat(width), height: CGFloat(height)), width: width, height: height)
}

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

/// `.mask`, `.compositingGroup`, `.drawingGroup`, `.blendMode` and `.rotation3DEffect`,
/// checked pixel by pixel against what SwiftUI draws.
@MainActor @Suite struct LayerEffectTests {
    @Test func aCircleMaskShowsTheViewOnlyInsideTheCircle() {
        let host = host(red.mask { Circle() }.background(Color.white))
        #expect(host.color(x: 50, y: 50) == RGBA(r: 255, g: 0, b: 0))
        #expect(host.color(x: 50, y: 2) == RGBA(r: 255, g: 0, b: 0), "the circle touches the top edge")
        #expect(host.color(x: 3, y: 3) == RGBA(r: 255, g: 255, b: 255), "the corner is outside the circle")
        #expect(host.color(x: 96, y: 96) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func aGradientMaskFadesTheViewByItsAlphaNotItsColour() {
        let fade = LinearGradient(colors: [.black, .black.opacity(0)], startPoint: .top, endPoint: .bottom)
        let host = host(blue.mask(fade).background(Color.white))
        #expect(host.color(x: 50, y: 0).isClose(to: RGBA(r: 0, g: 0, b: 255), tolerance: 4))
        // Halfway down half the blue shows over the white.
        #expect(host.color(x: 50, y: 50).isClose(to: RGBA(r: 126, g: 126, b: 255), tolerance: 6), "\(host.color(x: 50, y: 50))")
        #expect(host.color(x: 50, y: 99).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 5))
    }

    @Test func aTextMaskCutsTheViewToTheGlyphs() {
        let host = host(red.mask { Text("W").font(.system(size: 80)) }.background(Color.white))
        let reds = (0..<100).flatMap { y in (0..<100).map { host.color(x: $0, y: y) } }.filter { $0 == RGBA(r: 255, g: 0, b: 0) }
        #expect(reds.count > 300 && reds.count < 5_000, "only the glyph's pixels: \(reds.count)")
        #expect(!host.texts.contains("W"), "a mask is not text on screen")
    }

    @Test func opacityOnACompositingGroupDoesNotShowTheOverlapThrough() {
        func pair(grouped: Bool) -> some View {
            let squares = ZStack(alignment: .topLeading) {
                Color.black.frame(width: 60, height: 60)
                Color.black.frame(width: 60, height: 60).offset(x: 30, y: 30)
            }
            return Group {
                if grouped { squares.compositingGroup().opacity(0.5) } else { squares.opacity(0.5) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.white)
        }
        let grouped = host(pair(grouped: true)), separate = host(pair(grouped: false))
        // Where the squares overlap, separate halves stack to three quarters; a group stays at one half.
        #expect(grouped.color(x: 45, y: 45).isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 3), "\(grouped.color(x: 45, y: 45))")
        #expect(separate.color(x: 45, y: 45).isClose(to: RGBA(r: 64, g: 64, b: 64), tolerance: 3), "\(separate.color(x: 45, y: 45))")
        #expect(grouped.color(x: 10, y: 10).isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 3))
        let drawn = host(Color.black.drawingGroup().opacity(0.5).background(Color.white))
        #expect(drawn.color(x: 50, y: 50).isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 3))
    }

    @Test func blendModesCombineWithWhatIsBehind() {
        func blended(_ mode: BlendMode, _ top: Color, over bottom: Color) -> RGBA {
            host(ZStack { bottom; top.blendMode(mode) }).color(x: 50, y: 50)
        }
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        #expect(blended(.multiply, yellow, over: cyan) == RGBA(r: 0, g: 255, b: 0))
        #expect(blended(.screen, red, over: blue) == RGBA(r: 255, g: 0, b: 255))
        #expect(blended(.difference, .white, over: red) == RGBA(r: 0, g: 255, b: 255))
        #expect(blended(.darken, grey, over: yellow).isClose(to: RGBA(r: 128, g: 128, b: 0), tolerance: 1))
        #expect(blended(.lighten, grey, over: blue).isClose(to: RGBA(r: 128, g: 128, b: 255), tolerance: 1))
        #expect(blended(.plusLighter, grey, over: grey).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 1))
        #expect(blended(.plusDarker, grey, over: grey).isClose(to: RGBA(r: 1, g: 1, b: 1), tolerance: 2))
        #expect(blended(.normal, red, over: blue) == RGBA(r: 255, g: 0, b: 0))
        #expect(blended(.destinationOver, red, over: blue) == RGBA(r: 0, g: 0, b: 255))
    }

    @Test func aBlendModeOnlyTouchesThePixelsTheViewCovers() {
        let host = host(ZStack {
            Color(red: 0, green: 1, blue: 1)
            Circle().fill(Color(red: 1, green: 1, blue: 0)).frame(width: 40, height: 40).blendMode(.multiply)
        })
        #expect(host.color(x: 50, y: 50) == RGBA(r: 0, g: 255, b: 0))
        #expect(host.color(x: 5, y: 5) == RGBA(r: 0, g: 255, b: 255))
    }

    @Test func aQuarterTurnAboutTheYAxisLeavesAnEdgeOnLine() {
        let card = red.frame(width: 60, height: 60)
        let flat = host(card.rotation3DEffect(.degrees(0), axis: (x: 0, y: 1, z: 0)).background(Color.white))
        #expect(flat.color(x: 25, y: 50) == RGBA(r: 255, g: 0, b: 0))
        let edgeOn = host(card.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)).background(Color.white))
        let reds = (0..<100).map { edgeOn.color(x: $0, y: 50) }.filter { $0.r > 200 && $0.g < 60 }
        #expect(reds.count <= 2, "seen edge on, the card is a line: \(reds.count) red pixels across")
    }

    @Test func aTurnAboutTheYAxisNarrowsTheCardAndTheNearEdgeLooksTaller() {
        let card = red.frame(width: 60, height: 60)
        let host = host(card.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).background(Color.white))
        let row = (0..<100).map { host.color(x: $0, y: 50) }
        let covered = row.indices.filter { row[$0].r > 200 && row[$0].g < 60 }
        let width = (covered.last ?? 0) - (covered.first ?? 0)
        #expect(width > 20 && width < 45, "cos 60° of 60 points, in perspective: \(width)")
        func height(atX x: Int) -> Int { (0..<100).filter { host.color(x: x, y: $0).g < 60 }.count }
        let left = covered.first! + 2, right = covered.last! - 2
        // A positive turn sends the trailing edge away: the leading edge looks taller.
        #expect(height(atX: left) > height(atX: right) + 4, "\(height(atX: left)) vs \(height(atX: right))")
    }

    @Test func aTurnAnimatesThroughTheAnglesBetween() {
        struct Flip: View {
            @State var turned = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 60, height: 40)
                        .rotation3DEffect(.degrees(turned ? 80 : 0), axis: (x: 0, y: 1, z: 0))
                    Button("Flip") { withAnimation(.linear(duration: 0.5)) { turned.toggle() } }
                }
                .frame(width: 100, height: 100)
                .background(Color.white)
            }
        }
        let host = ViewHost(Flip(), width: 100, height: 100)
        func redWidth() -> Int { (0..<100).filter { host.color(x: $0, y: 20).g < 60 && host.color(x: $0, y: 20).r > 200 }.count }
        let before = redWidth()
        host.click(text: "Flip")
        host.step(frames: 15)
        let halfway = redWidth()
        host.advance(seconds: 0.6)
        let after = redWidth()
        #expect(before >= 59 && after < 20, "\(before) → \(after)")
        #expect(halfway < before - 3 && halfway > after + 3, "halfway it is part turned: \(halfway)")
    }

    @Test func aChangeInsideAMaskRepaintsLikeAFreshRender() {
        struct Masked: View {
            @State var wide = false
            var body: some View {
                VStack {
                    Color.blue.frame(width: wide ? 80 : 40, height: 40).mask { Capsule() }
                    Button("Grow") { wide.toggle() }
                }
                .frame(width: 100, height: 100)
            }
        }
        let host = ViewHost(Masked(), width: 100, height: 100)
        host.click(text: "Grow")
        host.step()
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        host.click(text: "Grow")
        host.step()
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
