import Testing
import Trellis
@testable import TrellisSDL

/// Two bars turned a quarter about their top-left corner, beside two halves
/// clipped to a circle: a turn and a curved mask, both placed in window
/// coordinates, which `TRELLIS_SCALE=2` must double along with the frames.
private struct TurnedAndMasked: View {
    var body: some View {
        HStack(spacing: 40) {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 40)
            }
            .rotationEffect(.degrees(90), anchor: .topLeading)
            HStack(spacing: 0) {
                Color.green.frame(width: 30, height: 60)
                Color.orange.frame(width: 30, height: 60)
            }
            .clipShape(Circle())
        }
    }
}

@MainActor
private func render(scale: Double) throws -> OffscreenTarget {
    let target = try OffscreenTarget(width: Int(240 * scale), height: Int(120 * scale))
    let pipeline = try FramePipeline(content: TurnedAndMasked(), renderer: target.renderer, size: Size(width: 240, height: 120))
    pipeline.scale = scale
    pipeline.runFrame()
    return target
}

@MainActor
@Suite struct HiDPIScaleTests {
    @Test func atScaleTwoTurnedAndMaskedGraphicsLandWhereTheyDoAtScaleOneDoubled() throws {
        let single = try render(scale: 1), double = try render(scale: 2)
        var compared = 0, inked = 0, mismatches: [String] = []
        for y in 1..<(single.height - 1) {
            for x in 1..<(single.width - 1) {
                let colour = single.pixel(x: x, y: y)
                // Edges are anti-aliased differently at each resolution; compare only inside areas of one colour.
                let uniform = (-1...1).allSatisfy { dy in (-1...1).allSatisfy { single.pixel(x: x + $0, y: y + dy) == colour } }
                guard uniform else { continue }
                compared += 1
                if colour != white { inked += 1 }
                for (dx, dy) in [(0, 0), (1, 1)] where double.pixel(x: 2 * x + dx, y: 2 * y + dy) != colour {
                    mismatches.append("(\(x), \(y)) is \(colour) at scale 1, \(double.pixel(x: 2 * x + dx, y: 2 * y + dy)) at scale 2")
                }
            }
        }
        #expect(inked > 3000, "the bars and the clipped halves are on screen: \(inked) inked pixels compared")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared): \(mismatches.prefix(5))")
    }
}
