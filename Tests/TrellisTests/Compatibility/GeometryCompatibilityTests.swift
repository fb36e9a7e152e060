import Testing
import Trellis
import TrellisTesting

// Everyday SwiftUI drawing code: CoreGraphics geometry, custom shapes with arcs and
// curves, geometry readers and angle arithmetic, written as on a Mac.

private struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: rect.width / 2, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

private struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.midX, y: rect.minY))
            path.closeSubpath()
        }
    }
}

private struct Gauge: View {
    let aspectRatio: CGFloat = 1
    let needle: Angle = .degrees(30) + .degrees(60)

    var body: some View {
        GeometryReader { proxy in
            let side: CGFloat = min(proxy.size.width, proxy.size.height)
            ZStack {
                Color.white
                PieSlice(startAngle: .zero, endAngle: needle).fill(Color.red)
                    .frame(width: side, height: side)
            }
        }
    }
}

@MainActor
@Suite struct GeometryCompatibilityTests {
    private let red = RGBA(r: 255, g: 59, b: 48)

    @Test func anArcSweepsClockwiseOnScreenWhenClockwiseIsFalse() {
        let host = ViewHost(Gauge(), width: 200, height: 200)
        // 0° points right and 90° down, so the slice fills the lower-right quarter.
        #expect(host.color(x: 150, y: 150) == red)
        #expect(host.color(x: 50, y: 150) != red)
        #expect(host.color(x: 150, y: 50) != red)
        #expect(host.color(x: 50, y: 50) != red)
    }

    @Test func clockwiseTrueTakesTheLongWayRound() {
        let host = ViewHost(PieSlice(startAngle: .zero, endAngle: .degrees(90)).fill(Color.red).frame(width: 200, height: 200)
            .background(Color.white), width: 200, height: 200)
        #expect(host.color(x: 150, y: 150) == red)
        let other = ViewHost(Path { path in
            path.move(to: CGPoint(x: 100, y: 100))
            path.addArc(center: CGPoint(x: 100, y: 100), radius: 100, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
            path.closeSubpath()
        }.fill(Color.red).frame(width: 200, height: 200).background(Color.white), width: 200, height: 200)
        #expect(other.color(x: 150, y: 150) != red)
        #expect(other.color(x: 50, y: 50) == red)
        #expect(other.color(x: 150, y: 50) == red)
    }

    @Test func aQuadraticCurveBulgesTowardsItsControlPoint() {
        let host = ViewHost(Wave().fill(Color.red).frame(width: 200, height: 100).background(Color.white), width: 200, height: 100)
        // The curve peaks half way to its control point, at y = 50.
        #expect(host.color(x: 100, y: 55) == red)
        #expect(host.color(x: 100, y: 45) != red)
        #expect(host.color(x: 10, y: 60) != red)
    }

    @Test func geometryReaderGivesCoreGraphicsTypes() {
        var seen: CGSize = .zero
        var global: CGRect = .null
        let host = ViewHost(VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            GeometryReader { proxy in
                let size: CGSize = proxy.size
                let frame: CGRect = proxy.frame(in: .global)
                Color.blue.onAppear { seen = size; global = frame }
            }
        }, width: 300, height: 240)
        host.step()
        #expect(seen == CGSize(width: 300, height: 200))
        #expect(global == CGRect(x: 0, y: 40, width: 300, height: 200))
    }

    @Test func anglesAddScaleAndConvert() {
        let quarter = Angle(degrees: 90)
        #expect(abs(quarter.radians - .pi / 2) < 1e-12)
        #expect(abs((quarter * 2).degrees - 180) < 1e-9)
        #expect(abs((quarter + .radians(.pi / 2) - .degrees(45)).degrees - 135) < 1e-9)
        #expect((-quarter).degrees == -90)
        #expect(Angle.zero == Angle())
        #expect(Angle.degrees(10) < Angle.degrees(20))
    }

    @Test func pathsKnowTheirBoundsAndInsides() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = circle.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 100) < 1e-9 && abs(bounds.maxY - 100) < 1e-9)
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(!circle.contains(CGPoint(x: 3, y: 3)))
        let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 5)
        #expect(moved.boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
        let turned = Path(CGRect(x: 0, y: 0, width: 10, height: 20)).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.boundingRect.width - 20) < 1e-9)
    }

    @Test func layoutModifiersTakeCGFloat() throws {
        let width: CGFloat = 120, inset: CGFloat = 10, shift: CGFloat = 5
        let host = ViewHost(Text("Box").frame(width: width, height: width / 2).padding(inset).offset(x: shift, y: 0)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 300, height: 200)
        let frame = try #require(host.frame(ofText: "Box"))
        #expect(frame.midX == inset + shift + width / 2)
        #expect(frame.midY == inset + width / 4)
    }
}
