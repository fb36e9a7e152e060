import Observation
import Testing
import Trellis
import TrellisTesting

/// A container that keeps its `@ViewBuilder` block, as most custom containers do.
private struct Panel<Content: View>: View {
    let log: Log
    @ViewBuilder let content: Content
    var body: some View {
        let _ = log.body("panel")
        VStack { content }
    }
}

private struct PanelParent: View {
    let model: Pair
    let log: Log
    var body: some View {
        Text("a = \(model.a)")
        Panel(log: log) {
            Text("first")
            Text("second")
        }
        Panel(log: log) {
            Text("b = \(model.b)")
            Text("fixed")
        }
    }
}

/// A block's parts are shared by its copies in a box; a container handed an
/// equal block is still skipped, and a changed one still runs.
@MainActor
@Suite struct ContainerSkipTests {
    @Test func aContainerGivenAnEqualBlockDoesNotRunItsBody() {
        let model = Pair(), log = Log()
        let host = ViewHost(PanelParent(model: model, log: log))
        #expect(log.bodies["panel"] == 2)
        model.a = 1
        host.step()
        #expect(log.bodies["panel"] == 2)
        #expect(host.texts == ["a = 1", "first", "second", "b = 0", "fixed"])
    }

    @Test func aContainerGivenAChangedBlockRunsItsBody() {
        let model = Pair(), log = Log()
        let host = ViewHost(PanelParent(model: model, log: log))
        model.b = 3
        host.step()
        #expect(log.bodies["panel"] == 3)
        #expect(host.texts == ["a = 0", "first", "second", "b = 3", "fixed"])
    }
}
