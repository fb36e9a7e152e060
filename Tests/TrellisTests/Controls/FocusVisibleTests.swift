import Testing
import Trellis
import TrellisTesting

private struct TwoButtons: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("First") { taps += 1 }
            Button("Second") { taps += 1 }
            Text("Taps \(taps)")
        }
    }
}

/// The focus ring shows after keyboard use only, as GTK's `:focus-visible`.
@MainActor @Suite struct FocusVisibleTests {
    private func rings(_ host: ViewHost<TwoButtons>) -> Int {
        host.displayList.graphics.filter {
            if case .border(_, let width) = $0.content { return width == 2 && $0.frame.height > 20 }
            return false
        }.count
    }

    @Test func aClickFocusesWithoutARing() {
        let host = ViewHost(TwoButtons(), width: 300, height: 200)
        host.click(text: "First")
        #expect(host.texts.contains("Taps 1"))
        #expect(rings(host) == 0)
    }

    @Test func keyboardUseShowsTheRing() {
        let host = ViewHost(TwoButtons(), width: 300, height: 200)
        host.click(text: "First")
        host.press(.tab)
        #expect(rings(host) == 1)
        host.click(text: "First")
        #expect(rings(host) == 0, "a click hides it again")
        host.press(.space)
        #expect(rings(host) == 1, "any key shows the ring of the control a click focused")
    }
}
