import Testing
import Trellis
import TrellisTesting

private let ink = RGBA(r: 0, g: 0, b: 0)
private let paper = RGBA(r: 255, g: 255, b: 255)

/// A 100-point view centred in a 120-point window, so strokes outside its frame show.
@MainActor
private func host(_ view: some View) -> ViewHost<some View> {
    ViewHost(view.frame(width: 100, height: 100), width: 120, height: 120)
}

@MainActor @Suite struct StrokeStyleTests {
    @Test func dashesAlternateFromTheStartOfThePath() {
        let host = host(Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 6, dash: [20, 20])))
        // The top edge starts at the frame's top-left corner, (10, 10): dashes on 10–30 and 50–70.
        #expect(host.color(x: 20, y: 10) == ink)
        #expect(host.color(x: 40, y: 10) == paper)
        #expect(host.color(x: 60, y: 10) == ink)
    }

    @Test func theDashPhaseShiftsThePattern() {
        let host = host(Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 6, dash: [20, 20], dashPhase: 10)))
        #expect(host.color(x: 15, y: 10) == ink)
        #expect(host.color(x: 25, y: 10) == paper)
        #expect(host.color(x: 45, y: 10) == ink)
    }

    @Test func roundCapsReachPastTheEndAndButtCapsDoNot() {
        func line(_ cap: CGLineCap) -> some View {
            Path { path in
                path.move(to: CGPoint(x: 20, y: 50))
                path.addLine(to: CGPoint(x: 80, y: 50))
            }
            .stroke(Color.black, style: StrokeStyle(lineWidth: 20, lineCap: cap))
        }
        let butt = host(line(.butt)), round = host(line(.round)), square = host(line(.square))
        // The path runs from x = 30 to 90 in the window; 5 points before its start:
        #expect(butt.color(x: 25, y: 60) == paper)
        #expect(round.color(x: 25, y: 60) == ink)
        #expect(square.color(x: 25, y: 51) == ink)
        // A round cap is a half circle: its corner region stays clear, a square cap's does not.
        #expect(round.color(x: 21, y: 51) == paper)
        #expect(square.color(x: 21, y: 51) == ink)
    }

    @Test func miterCornersArePointedAndBevelCornersCutOff() {
        func square(_ join: CGLineJoin) -> some View {
            Rectangle().inset(by: 10).stroke(Color.black, style: StrokeStyle(lineWidth: 16, lineJoin: join))
        }
        let miter = host(square(.miter)), bevel = host(square(.bevel)), round = host(square(.round))
        // The outline's corner is at (20, 20); its stroke's outer corner is at (12, 12).
        #expect(miter.color(x: 13, y: 13) == ink)
        #expect(bevel.color(x: 13, y: 13) == paper)
        #expect(round.color(x: 13, y: 13) == paper)
        #expect(round.color(x: 16, y: 16) == ink)
    }

    @Test func strokeBorderStaysInsideTheFrameAndStrokeStraddlesIt() {
        let border = host(Circle().strokeBorder(Color.black, lineWidth: 10))
        let stroke = host(Circle().stroke(Color.black, lineWidth: 10))
        // The frame's left edge is at x = 10; the circle touches it at y = 60.
        #expect(border.color(x: 12, y: 60) == ink)
        #expect(border.color(x: 8, y: 60) == paper)
        #expect(border.color(x: 21, y: 60) == paper)
        #expect(stroke.color(x: 8, y: 60) == ink)
        #expect(stroke.color(x: 17, y: 60) == paper)
    }

    @Test func strokeBorderOnARoundedRectangleTakesAStyle() {
        let view = RoundedRectangle(cornerRadius: 20)
            .strokeBorder(Color.black, style: StrokeStyle(lineWidth: 8, dash: [10, 10]))
        let host = host(view)
        // The top edge runs at y = 10…18 from x = 30 (after the corner); its first dash starts there.
        #expect(host.color(x: 35, y: 14) == ink)
        #expect(host.color(x: 45, y: 14) == paper)
        #expect(host.color(x: 55, y: 14) == ink)
        #expect(host.color(x: 35, y: 8) == paper, "nothing outside the frame")
    }

    @Test func aDashOfZerosDrawsASolidLineAndWarns() {
        let host = host(Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 6, dash: [0, 0])))
        #expect(host.color(x: 20, y: 10) == ink)
        #expect(host.color(x: 40, y: 10) == ink)
        #expect(Diagnostics.warnings.contains { $0.contains("has no length to draw") })
    }

    @Test func arcsTurnAsSwiftUIsDo() {
        func arc(clockwise: Bool) -> some View {
            Path { path in
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90),
                            clockwise: clockwise)
            }
            .stroke(Color.black, lineWidth: 6)
        }
        // Not clockwise in SwiftUI's flipped sense runs through growing angles: clockwise on screen, via 4:30.
        let growing = host(arc(clockwise: false)), shrinking = host(arc(clockwise: true))
        let lowerRight = (x: 10 + 50 + 28, y: 10 + 50 + 28), upperRight = (x: 10 + 50 + 28, y: 10 + 50 - 28)
        #expect(growing.color(x: lowerRight.x, y: lowerRight.y) == ink)
        #expect(growing.color(x: upperRight.x, y: upperRight.y) == paper)
        #expect(shrinking.color(x: upperRight.x, y: upperRight.y) == ink)
        #expect(shrinking.color(x: lowerRight.x, y: lowerRight.y) == paper)
    }
}
