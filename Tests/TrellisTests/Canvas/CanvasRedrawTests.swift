import Observation
import Testing
import Trellis
import TrellisTesting

private let red = RGBA(r: 255, g: 0, b: 0)

@MainActor @Observable private final class Dot {
    var x = 20.0
}

@MainActor @Observable private final class Unrelated {
    var count = 0
}

@MainActor private final class Renders {
    var count = 0
}

/// A canvas whose renderer reads `dot`, under a body that reads `unrelated`.
private struct Scene: View {
    let dot: Dot
    let unrelated: Unrelated
    let renders: Renders

    var body: some View {
        let _ = unrelated.count
        Canvas { context, _ in
            renders.count += 1
            context.fill(Path(CGRect(x: dot.x, y: 10, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        .frame(width: 200, height: 50)
    }
}

@MainActor
@Suite struct CanvasRedrawTests {
    @Test func stateTheRendererReadsRedrawsOnlyTheCanvas() {
        let dot = Dot(), renders = Renders()
        let host = ViewHost(Scene(dot: dot, unrelated: Unrelated(), renders: renders), width: 200, height: 50)
        host.step()
        let before = renders.count
        dot.x = 100
        host.step()
        #expect(renders.count == before + 1)
        #expect(host.stats.bodyEvaluations == 0)
        #expect(host.stats.texturesUpdated + host.stats.texturesCreated == 1)
        #expect(host.color(x: 105, y: 15) == red)
        #expect(host.color(x: 25, y: 15) == white)
    }

    @Test func aBodyThatRunsAgainWithTheSameDrawingRasterisesNothing() {
        let unrelated = Unrelated(), renders = Renders()
        let host = ViewHost(Scene(dot: Dot(), unrelated: unrelated, renders: renders), width: 200, height: 50)
        host.step()
        let before = renders.count
        unrelated.count += 1
        host.step()
        // The renderer ran, recorded the same commands, and nothing was drawn again.
        #expect(renders.count == before + 1)
        #expect(host.stats.texturesUpdated + host.stats.texturesCreated == 0)
        #expect(host.stats.pixelsRepainted == 0)
    }

    @Test func framesWithoutChangesDoNotRunTheRenderer() {
        let renders = Renders()
        let host = ViewHost(Scene(dot: Dot(), unrelated: Unrelated(), renders: renders), width: 200, height: 50)
        host.step()
        let before = renders.count
        host.step(frames: 5)
        #expect(renders.count == before)
    }

    @Test func aNewSizeRunsTheRendererAgain() {
        let renders = Renders()
        let host = ViewHost(Canvas { context, size in
            renders.count += 1
            context.fill(Path(CGRect(x: size.width - 10, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }, width: 200, height: 50)
        host.step()
        #expect(host.color(x: 195, y: 5) == red)
        let before = renders.count
        host.resize(width: 300, height: 50)
        host.step()
        #expect(renders.count > before)
        #expect(host.color(x: 295, y: 5) == red)
    }

    @Test func aHundredThousandPathsWarnAndStayBounded() {
        let host = ViewHost(Canvas { context, _ in
            for index in 0..<100_000 {
                context.fill(Path(CGRect(x: Double(index % 250), y: Double(index / 250), width: 1, height: 1)),
                             with: .color(Color(red: 1, green: 0, blue: 0)))
            }
        }.frame(width: 250, height: 400), width: 250, height: 400)
        host.step()
        #expect(Diagnostics.warnings.contains { $0.contains("a Canvas drew 100000 commands") })
        // The first 50,000 fill the top 200 rows; the rest are dropped.
        #expect(host.color(x: 10, y: 150) == red)
        #expect(host.color(x: 10, y: 300) == white)
    }
}
