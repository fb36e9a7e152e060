import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct HelpTests {
    @Test func aTooltipAppearsOnlyAfterThePointerRestsAndGoesWhenItMoves() throws {
        struct Saver: View {
            var body: some View {
                VStack {
                    Button("Save") {}.help("Saves the document")
                    Text("Elsewhere")
                }
            }
        }
        let host = ViewHost(Saver(), width: 400, height: 300)
        let save = try #require(host.frame(ofText: "Save"))
        host.send(.pointerMove(Point(x: save.midX, y: save.midY)))
        host.step(frames: 20)
        #expect(!host.texts.contains("Saves the document"), "not before the pointer has rested")
        host.step(frames: 15)
        let tip = try #require(host.frame(ofText: "Saves the document"))
        #expect(tip.minY > save.midY)

        host.send(.pointerMove(Point(x: save.midX + 2, y: save.midY)))
        host.step(frames: 15)
        #expect(!host.texts.contains("Saves the document"))
        let elsewhere = try #require(host.frame(ofText: "Elsewhere"))
        host.send(.pointerMove(Point(x: elsewhere.midX, y: elsewhere.midY)))
        host.step(frames: 60)
        #expect(!host.texts.contains("Saves the document"), "only the view with help shows it")
    }
}
