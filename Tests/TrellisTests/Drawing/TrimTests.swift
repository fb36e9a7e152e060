import Testing
import Trellis
import TrellisTesting

private let ink = RGBA(r: 0, g: 0, b: 0)
private let paper = RGBA(r: 255, g: 255, b: 255)

/// The pixel at `degrees` clockwise from 3 o'clock on a ring of radius 50 about (60, 60).
private func onRing(_ degrees: Double) -> (x: Int, y: Int) {
    let radians = degrees * .pi / 180
    return (Int((60 + 50 * cos(radians)).rounded()), Int((60 + 50 * sin(radians)).rounded()))
}

@MainActor
private func isInked(_ host: ViewHost<some View>, at degrees: Double) -> Bool {
    let point = onRing(degrees)
    return host.color(x: point.x, y: point.y) == ink
}

private struct ProgressRing: View {
    @State var progress = 0.0
    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(Color.black, lineWidth: 10)
            .frame(width: 100, height: 100)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.linear(duration: 1)) { progress = 1 } }
    }
}

@MainActor @Suite struct TrimTests {
    @Test func aTrimmedCircleStartsAtThreeOClockAndGoesClockwise() {
        let view = Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100)
        let host = ViewHost(view, width: 120, height: 120)
        #expect(isInked(host, at: 30))
        #expect(isInked(host, at: 60))
        #expect(!isInked(host, at: -30), "not counter-clockwise")
        #expect(!isInked(host, at: 120), "not past 6 o'clock")
    }

    @Test func aTrimCanStartPartWay() {
        let view = Circle().trim(from: 0.5, to: 0.75).stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100)
        let host = ViewHost(view, width: 120, height: 120)
        #expect(isInked(host, at: 200))
        #expect(isInked(host, at: 250))
        #expect(!isInked(host, at: 160))
        #expect(!isInked(host, at: 290))
    }

    @Test func aBareTrimmedShapeFillsWhatIsLeft() {
        // A rectangle's outline starts at its top-left corner; half of it is the top and right edges.
        let view = Rectangle().trim(from: 0, to: 0.5).frame(width: 100, height: 100)
        let host = ViewHost(view, width: 120, height: 120)
        // Filling the open half-outline closes it with a diagonal: the upper-right triangle.
        #expect(host.color(x: 100, y: 20) == ink)
        #expect(host.color(x: 20, y: 100) == paper)
    }

    @Test func theTrimAnimatesLikeAProgressRing() {
        let host = ViewHost(ProgressRing(), width: 120, height: 120)
        #expect(!isInked(host, at: 45))
        host.click(x: 60, y: 60)
        host.step(frames: 30)
        // Half a second of a one-second sweep: half the ring.
        #expect(isInked(host, at: 45))
        #expect(isInked(host, at: 150))
        #expect(!isInked(host, at: 210))
        #expect(!isInked(host, at: 300))
        host.step(frames: 40)
        #expect(isInked(host, at: 300))
    }

    @Test func aTrimFromAfterToDrawsNothingAndWarns() {
        let view = Circle().trim(from: 0.8, to: 0.2).stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100)
        let host = ViewHost(view, width: 120, height: 120)
        for degrees in stride(from: 0.0, to: 360, by: 30) {
            #expect(!isInked(host, at: degrees))
        }
        #expect(Diagnostics.warnings.contains { $0.contains("starts after it ends") })
    }
}
