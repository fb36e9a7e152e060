import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Labels {
    var titles: [String]
    init(count: Int) {
        titles = (0..<count).map { "Label \($0)" }
    }
}

private struct LabelColumn: View {
    let labels: Labels
    var body: some View {
        VStack(spacing: 2) {
            ForEach(labels.titles.indices, id: \.self) { Text(labels.titles[$0]) }
        }
    }
}

@MainActor
@Suite struct RetainedRenderingTests {
    @Test func changingOneOfAThousandLabelsTouchesOneTexture() {
        let labels = Labels(count: 1000)
        let host = ViewHost(ScrollView { LabelColumn(labels: labels) }, width: 400, height: 600)
        labels.titles[3] = "Changed label"
        host.step()
        #expect(host.stats.texturesUpdated + host.stats.texturesCreated == 1)
        // A label that outgrows its texture gets a new one and frees the old; nothing else is freed.
        #expect(host.stats.texturesDestroyed == host.stats.texturesCreated)
        #expect(host.texts.contains("Changed label"))
        // Only the changed label's area is repainted, not the window.
        #expect(host.stats.pixelsRepainted < 400 * 600 / 20)
        #expect(host.stats.graphicsDrawn <= 3)
    }

    @Test func idleFramesDoNothing() {
        let labels = Labels(count: 100)
        let host = ViewHost(ScrollView { LabelColumn(labels: labels) }, width: 400, height: 600)
        let before = host.totalStats
        host.step(frames: 60)
        let after = host.totalStats
        #expect(after.bodyEvaluations == before.bodyEvaluations)
        #expect(after.texturesCreated == before.texturesCreated && after.texturesUpdated == before.texturesUpdated)
        #expect(after.framesPresented == before.framesPresented)
    }

    @Test func removingEveryRowFreesItsTextures() {
        let labels = Labels(count: 0)
        let host = ViewHost(VStack { Text("Title"); LabelColumn(labels: labels) }, width: 400, height: 600)
        let baseline = host.stats.texturesAlive
        labels.titles = (0..<20).map { "Row \($0)" }
        host.step()
        #expect(host.stats.texturesAlive == baseline + 20)
        labels.titles = []
        host.step()
        #expect(host.stats.texturesAlive == baseline)
        #expect(host.stats.texturesDestroyed == 20)
    }

    @Test func aLabelThatShrinksIsRedrawnWithoutGarbage() throws {
        let labels = Labels(count: 1)
        labels.titles[0] = "A much longer label to start with"
        let host = ViewHost(LabelColumn(labels: labels), width: 400, height: 100)
        let long = try #require(host.frame(ofText: "A much longer label to start with"))
        labels.titles[0] = "Short"
        host.step()
        #expect(host.stats.texturesUpdated == 1 && host.stats.texturesCreated == 0)
        // Where the long text was and the short one is not, the window is clean again.
        for x in stride(from: Int(long.x), to: Int(long.maxX), by: 3) {
            let short = try #require(host.frame(ofText: "Short"))
            if Double(x) < short.x - 1 || Double(x) > short.maxX + 1 {
                for y in Int(long.y)..<Int(long.maxY) {
                    #expect(host.color(x: x, y: y) == RGBA(r: 255, g: 255, b: 255), "(\(x), \(y))")
                }
            }
        }
    }
}
