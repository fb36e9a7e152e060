import Testing
import Trellis
import TrellisTesting

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

@MainActor
private func host(_ view: some View, width: Int = 100, height: Int = 100) -> ViewHost<some View> {
    ViewHost(view.frame(width: CGFloat(width), height: CGFloat(height)), width: width, height: height)
}

/// A linear gradient from red to blue is `t` of the way to blue.
private func redToBlue(_ t: Double) -> RGBA {
    RGBA(r: UInt8((255 * (1 - t)).rounded()), g: 0, b: UInt8((255 * t).rounded()))
}

private func grey(_ level: Double) -> RGBA {
    let value = UInt8((255 * level).rounded())
    return RGBA(r: value, g: value, b: value)
}

@MainActor @Suite struct GradientTests {
    @Test func aLinearGradientRunsFromStartToEnd() {
        let view = Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
        let host = host(view)
        // Pixel centres sit half a pixel in: x = 50 is at 50.5 of 100.
        #expect(host.color(x: 0, y: 50).isClose(to: redToBlue(0.005), tolerance: 3))
        #expect(host.color(x: 50, y: 10).isClose(to: redToBlue(0.505), tolerance: 3))
        #expect(host.color(x: 50, y: 90).isClose(to: redToBlue(0.505), tolerance: 3), "constant across the line")
        #expect(host.color(x: 99, y: 50).isClose(to: redToBlue(0.995), tolerance: 3))
    }

    @Test func stopsAtOneLocationMakeAHardEdge() {
        let stops: [Gradient.Stop] = [.init(color: .black, location: 0.5), .init(color: .white, location: 0.5)]
        let host = host(Rectangle().fill(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom))
            .background(Color.red))
        #expect(host.color(x: 50, y: 10) == RGBA(r: 0, g: 0, b: 0))
        #expect(host.color(x: 50, y: 48) == RGBA(r: 0, g: 0, b: 0))
        #expect(host.color(x: 50, y: 52) == RGBA(r: 255, g: 255, b: 255))
        #expect(host.color(x: 50, y: 90) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func aRadialGradientSpreadsInCirclesAndHoldsItsEndColour() {
        let host = host(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
        #expect(host.color(x: 50, y: 50).isClose(to: grey(1), tolerance: 6))
        // 25.5 points from the centre, sideways or down: half way.
        #expect(host.color(x: 75, y: 50).isClose(to: grey(0.49), tolerance: 4))
        #expect(host.color(x: 50, y: 75).isClose(to: grey(0.49), tolerance: 4))
        #expect(host.color(x: 4, y: 4) == RGBA(r: 0, g: 0, b: 0), "beyond the end radius")
    }

    @Test func anEllipticalGradientTakesTheFramesShape() {
        let view = EllipticalGradient(colors: [.white, .black])
        let host = host(view, width: 200, height: 100)
        // A quarter of the width to the side and a quarter of the height down are equally far along.
        let side = host.color(x: 150, y: 50), below = host.color(x: 100, y: 75)
        #expect(side.isClose(to: grey(0.49), tolerance: 5), "\(side)")
        #expect(below.isClose(to: grey(0.49), tolerance: 5), "\(below)")
        #expect(host.color(x: 100, y: 50).isClose(to: grey(1), tolerance: 6))
    }

    @Test func anAngularGradientTurnsClockwiseFromThreeOClock() {
        let host = host(Circle().fill(AngularGradient(colors: [red, blue], center: .center)))
        // Going clockwise on screen: 6 o'clock is a quarter turn, 9 a half, 12 three quarters.
        #expect(host.color(x: 50, y: 85).isClose(to: redToBlue(0.25), tolerance: 4), "\(host.color(x: 50, y: 85))")
        #expect(host.color(x: 15, y: 50).isClose(to: redToBlue(0.5), tolerance: 4), "\(host.color(x: 15, y: 50))")
        #expect(host.color(x: 50, y: 15).isClose(to: redToBlue(0.75), tolerance: 4), "\(host.color(x: 50, y: 15))")
        #expect(host.color(x: 2, y: 2) == RGBA(r: 255, g: 255, b: 255), "outside the circle")
    }

    @Test func anAngularGradientHoldsItsEndsOutsideItsSweep() {
        let gradient = AngularGradient(colors: [red, blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(90))
        let host = host(Rectangle().fill(gradient))
        #expect(host.color(x: 85, y: 85).isClose(to: redToBlue(0.5), tolerance: 4), "half way, at 45°")
        #expect(host.color(x: 15, y: 70).isClose(to: redToBlue(1), tolerance: 2), "just past the end")
        #expect(host.color(x: 85, y: 30).isClose(to: redToBlue(0), tolerance: 2), "just before the start")
    }

    @Test func aStrokeTakesAGradient() {
        let view = Circle().stroke(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing), lineWidth: 10)
        let host = host(view.padding(10), width: 120, height: 120)
        #expect(host.color(x: 10, y: 60).isClose(to: redToBlue(0.005), tolerance: 6), "left of the ring")
        #expect(host.color(x: 109, y: 60).isClose(to: redToBlue(0.995), tolerance: 6), "right of the ring")
        #expect(host.color(x: 60, y: 60) == RGBA(r: 255, g: 255, b: 255), "the inside is not filled")
    }

    @Test func aBorderAndABackgroundTakeGradients() {
        let view = Color.clear
            .background(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
            .border(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing), width: 4)
        let host = host(view)
        #expect(host.color(x: 1, y: 50).isClose(to: redToBlue(0.015), tolerance: 4), "the border's left side")
        #expect(host.color(x: 98, y: 50).isClose(to: redToBlue(0.985), tolerance: 4), "the border's right side")
        #expect(host.color(x: 50, y: 30).isClose(to: grey(1 - 0.305), tolerance: 4), "the background inside")
    }

    @Test func foregroundStyleFillsTextWithAGradient() throws {
        let view = Text("HH").font(.system(size: 60, weight: .heavy))
            .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
        let host = ViewHost(view, width: 300, height: 120)
        let frame = try #require(host.frame(ofText: "HH"))
        let row = Int(frame.midY)
        // Fully inked pixels have no green: both ends of the gradient lack it, and white has it all.
        let inked = (Int(frame.minX)...Int(frame.maxX)).map { host.color(x: $0, y: row) }.filter { $0.g < 30 }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(first.r > 200 && first.b < 60, "the first stem is red: \(first)")
        #expect(last.b > 200 && last.r < 60, "the last stem is blue: \(last)")
        #expect(inked.allSatisfy { Int($0.r) + Int($0.b) > 200 }, "no glyph pixel is left black")
    }

    @Test func foregroundStyleFillsBareShapesAndAnInnerColourWins() {
        let view = HStack(spacing: 0) {
            Rectangle()
            Rectangle().foregroundColor(.black)
        }
        .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
        let host = host(view, width: 200, height: 100)
        #expect(host.color(x: 0, y: 50).isClose(to: redToBlue(0.005), tolerance: 3))
        #expect(host.color(x: 99, y: 50).isClose(to: redToBlue(0.995), tolerance: 3), "spread over the shape's own frame")
        #expect(host.color(x: 150, y: 50) == RGBA(r: 0, g: 0, b: 0))
    }

    @Test func gradientColoursAnimate() {
        struct Flipping: View {
            @State var flipped = false
            var body: some View {
                Rectangle()
                    .fill(LinearGradient(colors: flipped ? [blue, red] : [red, blue], startPoint: .leading, endPoint: .trailing))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
            }
        }
        let host = host(Flipping())
        host.click(x: 50, y: 50)
        host.step(frames: 30)
        // Half way (give or take the frame the tap lands in), both stops are purple, so the whole frame is.
        #expect(host.color(x: 0, y: 50).isClose(to: redToBlue(0.5), tolerance: 8), "\(host.color(x: 0, y: 50))")
        #expect(host.color(x: 99, y: 50).isClose(to: redToBlue(0.5), tolerance: 8), "\(host.color(x: 99, y: 50))")
        host.step(frames: 40)
        #expect(host.color(x: 0, y: 50).isClose(to: redToBlue(0.995), tolerance: 3))
    }

    @Test func aGradientWithOneStopPaintsItAndOneWithNonePaintsNothing() {
        let host = host(HStack(spacing: 0) {
            Rectangle().fill(LinearGradient(colors: [red], startPoint: .leading, endPoint: .trailing))
            Rectangle().fill(LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing))
        }, width: 200, height: 100)
        #expect(host.color(x: 50, y: 50) == RGBA(r: 255, g: 0, b: 0))
        #expect(host.color(x: 150, y: 50) == RGBA(r: 255, g: 255, b: 255))
        #expect(Diagnostics.warnings.contains { $0.contains("a gradient needs two or more stops") })
    }
}
