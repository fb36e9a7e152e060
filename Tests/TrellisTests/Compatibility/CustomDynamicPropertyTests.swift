import Testing
import Trellis
import TrellisTesting

/// A user's own dynamic property, as SwiftUI code writes them: it holds `@State`
/// and reads the environment, and the view that holds it gets both.
private struct ClickCounter: DynamicProperty {
    @State private var clicks = 0
    @Environment(\.isEnabled) private var isEnabled
    private(set) var updates = 0

    var label: String { "\(clicks) clicks\(isEnabled ? "" : " (off)")" }
    func click() { clicks += 1 }
    mutating func update() { updates += 1 }
}

private struct CounterView: View {
    var counter = ClickCounter()
    var body: some View {
        VStack {
            Text(counter.label)
            Text("updated \(counter.updates)")
            Button("Click") { counter.click() }
        }
    }
}

@MainActor @Suite struct CustomDynamicPropertyTests {
    @Test func aCustomDynamicPropertyKeepsItsStateAndUpdatesBeforeTheBody() {
        let host = ViewHost(CounterView(), width: 300, height: 200)
        host.step()
        #expect(host.texts.contains("0 clicks"))
        #expect(host.texts.contains("updated 1"))
        host.click(text: "Click")
        host.step()
        host.click(text: "Click")
        host.step()
        #expect(host.texts.contains("2 clicks"))
        // Each body run saw a freshly made value updated once.
        #expect(host.texts.contains("updated 1"))
    }

    @Test func aCustomDynamicPropertyReadsTheEnvironmentOfItsView() {
        let host = ViewHost(CounterView().disabled(true), width: 300, height: 200)
        host.step()
        #expect(host.texts.contains("0 clicks (off)"))
    }
}
