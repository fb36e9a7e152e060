import Testing
import Trellis
import TrellisTesting

/// A list whose selection can be switched off with `.disabled`.
private struct SwitchableList: View {
    @State private var selection: Int?
    @State private var isLocked = true

    var body: some View {
        VStack {
            List([1, 2, 3], id: \.self, selection: $selection) { number in
                Text("Row \(number)")
            }
            .disabled(isLocked)
            .frame(height: 120)
            Text("Selected: \(selection.map(String.init) ?? "none")")
            Button("Unlock") { isLocked = false }
        }
    }
}

/// A list reads `.disabled` from its environment when a click arrives, so it
/// takes no clicks while disabled and takes them once enabled, without being built again.
@MainActor
@Suite struct DisabledListTests {
    @Test func aDisabledListIgnoresClicksUntilEnabled() {
        let host = ViewHost(SwitchableList(), width: 300, height: 240)
        host.step()
        host.click(text: "Row 2")
        host.step()
        #expect(host.texts.contains("Selected: none"))
        host.click(text: "Unlock")
        host.step()
        host.click(text: "Row 2")
        host.step()
        #expect(host.texts.contains("Selected: 2"))
    }
}
