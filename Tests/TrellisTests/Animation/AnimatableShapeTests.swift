import Observation
import Testing
import Trellis
import TrellisTesting

private let ink = RGBA(r: 0, g: 0, b: 0)
private let paper = RGBA(r: 255, g: 255, b: 255)

@Observable private final class Level {
    var fraction = 0.0
    var radius = 0.0
}

/// A bar filling `fraction` of its width, written as on a Mac: it names its
/// `animatableData` and says only that it is a `Shape`.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

private struct Meter: View {
    let level: Level
    var body: some View {
        Bar(fraction: level.fraction).fill(Color.black).frame(width: 100, height: 10)
    }
}

private struct Tile: View {
    let level: Level
    var body: some View {
        RoundedRectangle(cornerRadius: level.radius, style: .circular).fill(Color.black).frame(width: 100, height: 100)
    }
}

/// The first inked column on row `y`, scanning from the right; -1 when none is.
@MainActor
private func inkedWidth(_ host: ViewHost<some View>, y: Int) -> Int {
    for x in stride(from: 99, through: 0, by: -1) where host.color(x: x, y: y) == ink { return x + 1 }
    return 0
}

@MainActor @Suite struct AnimatableShapeTests {
    @Test func aShapeWithAnimatableDataDrawsTheOutlinesInBetween() {
        let level = Level()
        let host = ViewHost(Meter(level: level), width: 100, height: 10)
        #expect(inkedWidth(host, y: 5) == 0)
        withAnimation(.linear(duration: 1)) { level.fraction = 1 }
        host.step(frames: 30)
        let halfway = inkedWidth(host, y: 5)
        #expect((45...55).contains(halfway), "half a second in, \(halfway) of 100 points are filled")
        host.step(frames: 40)
        #expect(inkedWidth(host, y: 5) == 100)
    }

    @Test func withoutAnAnimationTheShapeJumps() {
        let level = Level()
        let host = ViewHost(Meter(level: level), width: 100, height: 10)
        level.fraction = 0.75
        host.step(frames: 1)
        #expect(inkedWidth(host, y: 5) == 75)
    }

    @Test func aRoundedRectangleAnimatesItsCorners() {
        let level = Level()
        let host = ViewHost(Tile(level: level), width: 100, height: 100)
        // A square corner is inked at its very tip.
        #expect(host.color(x: 1, y: 1) == ink)
        withAnimation(.linear(duration: 1)) { level.radius = 40 }
        host.step(frames: 30)
        // Halfway, the radius is about 20: the tip is clear, a point 8 in is not.
        #expect(host.color(x: 1, y: 1) == paper)
        #expect(host.color(x: 8, y: 8) == ink)
        host.step(frames: 40)
        // At 40 the point 8 in lies outside the curve.
        #expect(host.color(x: 8, y: 8) == paper)
    }
}
