import Testing
import Trellis
import TrellisTesting

/// A 200 × 100 window filled by one canvas, so canvas points are window pixels.
@MainActor
private func canvasHost(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> ViewHost<some View> {
    ViewHost(Canvas(renderer: renderer).frame(width: 200, height: 100), width: 200, height: 100)
}

private let redColor = Color(red: 1, green: 0, blue: 0)
private let blueColor = Color(red: 0, green: 0, blue: 1)

/// Gradient shadings and stroke styles in `GraphicsContext`, as SwiftUI draws them.
@MainActor
@Suite struct CanvasShadingTests {
    @Test func aLinearGradientRunsBetweenItsPointsInTheContextsCoordinates() {
        let host = canvasHost { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [redColor, blueColor]),
                                               startPoint: CGPoint(x: 50, y: 0), endPoint: CGPoint(x: 150, y: 0)))
        }
        #expect(host.color(x: 10, y: 50) == RGBA(r: 255, g: 0, b: 0), "before the start it holds the first colour")
        #expect(host.color(x: 100, y: 50).isClose(to: RGBA(r: 127, g: 0, b: 128), tolerance: 4), "\(host.color(x: 100, y: 50))")
        #expect(host.color(x: 190, y: 50) == RGBA(r: 0, g: 0, b: 255))
    }

    @Test func aLinearGradientFollowsTheTransform() {
        let host = canvasHost { context, _ in
            context.translateBy(x: 100, y: 0)
            context.fill(Path(CGRect(x: -100, y: 0, width: 200, height: 100)),
                         with: .linearGradient(Gradient(colors: [redColor, blueColor]),
                                               startPoint: CGPoint(x: -50, y: 0), endPoint: CGPoint(x: 50, y: 0)))
        }
        #expect(host.color(x: 40, y: 50) == RGBA(r: 255, g: 0, b: 0))
        #expect(host.color(x: 100, y: 50).isClose(to: RGBA(r: 127, g: 0, b: 128), tolerance: 4))
        #expect(host.color(x: 160, y: 50) == RGBA(r: 0, g: 0, b: 255))
    }

    @Test func aRadialGradientSpreadsFromItsCentre() {
        let host = canvasHost { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .radialGradient(Gradient(colors: [.white, .black]), center: CGPoint(x: 100, y: 50),
                                               startRadius: 0, endRadius: 40))
        }
        #expect(host.color(x: 100, y: 50).isClose(to: white, tolerance: 8))
        #expect(host.color(x: 120, y: 50).isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 8), "\(host.color(x: 120, y: 50))")
        #expect(host.color(x: 190, y: 50) == RGBA(r: 0, g: 0, b: 0))
    }

    @Test func aConicGradientTurnsClockwiseFromItsAngle() {
        let host = canvasHost { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .conicGradient(Gradient(colors: [redColor, blueColor]), center: CGPoint(x: 100, y: 50)))
        }
        // Just below 3 o'clock (clockwise a quarter turn on) is a quarter of the way to blue.
        #expect(host.color(x: 100, y: 95).isClose(to: RGBA(r: 191, g: 0, b: 64), tolerance: 10), "\(host.color(x: 100, y: 95))")
        #expect(host.color(x: 5, y: 50).isClose(to: RGBA(r: 128, g: 0, b: 127), tolerance: 10), "\(host.color(x: 5, y: 50))")
    }

    @Test func anyShapeStyleIsAShading() {
        let host = canvasHost { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .style(Color.green))
        }
        #expect(host.color(x: 100, y: 50) == Color.green.resolve(in: EnvironmentValues()) as RGBA)
    }

    @Test func aDashedStrokeLeavesGapsAndRoundCapsReachPastTheEnds() {
        let host = canvasHost { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 20, y: 50))
            line.addLine(to: CGPoint(x: 180, y: 50))
            context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 10, lineCap: .butt, dash: [20, 20]))
            var capped = Path()
            capped.move(to: CGPoint(x: 40, y: 85))
            capped.addLine(to: CGPoint(x: 160, y: 85))
            context.stroke(capped, with: .color(.black), style: StrokeStyle(lineWidth: 10, lineCap: .round))
        }
        #expect(host.color(x: 30, y: 50) == RGBA(r: 0, g: 0, b: 0), "the first dash")
        #expect(host.color(x: 50, y: 50) == white, "the first gap")
        #expect(host.color(x: 70, y: 50) == RGBA(r: 0, g: 0, b: 0), "the second dash")
        #expect(host.color(x: 37, y: 85) == RGBA(r: 0, g: 0, b: 0), "a round cap reaches half the width past the end")
        #expect(host.color(x: 34, y: 85) == white)
    }

    @Test func aGradientStrokePaintsTheLineOnly() {
        let host = canvasHost { context, _ in
            context.stroke(Path(ellipseIn: CGRect(x: 60, y: 10, width: 80, height: 80)),
                           with: .linearGradient(Gradient(colors: [redColor, blueColor]),
                                                 startPoint: CGPoint(x: 60, y: 0), endPoint: CGPoint(x: 140, y: 0)),
                           style: StrokeStyle(lineWidth: 6))
        }
        #expect(host.color(x: 61, y: 50).r > 200, "the left of the ring is red")
        #expect(host.color(x: 138, y: 50).b > 200, "the right is blue")
        #expect(host.color(x: 100, y: 50) == white, "the inside is not filled")
    }

    @Test func anEvenOddFillLeavesTheHoleEmpty() {
        let host = canvasHost { context, _ in
            var path = Path(CGRect(x: 20, y: 10, width: 80, height: 80))
            path.addRect(CGRect(x: 40, y: 30, width: 40, height: 40))
            context.fill(path, with: .color(.black), style: FillStyle(eoFill: true))
        }
        #expect(host.color(x: 25, y: 50) == RGBA(r: 0, g: 0, b: 0))
        #expect(host.color(x: 60, y: 50) == white)
    }
}
