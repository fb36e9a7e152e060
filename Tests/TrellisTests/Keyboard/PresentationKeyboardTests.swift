import Testing
import Trellis
import TrellisTesting

private struct Desk: View {
    @State private var sheet = false
    @State private var popover = false
    @State private var note = ""

    var body: some View {
        VStack(spacing: 8) {
            Button("Open sheet") { sheet = true }
            Button("Open popover") { popover = true }
                .popover(isPresented: $popover) {
                    VStack {
                        TextField("Note", text: $note)
                        Button("Pin") {}
                    }
                    .padding()
                }
            Button("Last") {}
            Spacer()
        }
        .frame(width: 500, height: 400)
        .sheet(isPresented: $sheet) {
            VStack {
                Button("Alpha") {}
                Button("Beta") {}
            }
            .padding(20)
        }
    }
}

/// Sheets and popovers from the keyboard alone, as on a Mac: a sheet or popover
/// takes the keyboard while it is open (Tab cycles inside it), Escape is its
/// Cancel (`KeyboardShortcut.cancelAction`), and when it closes the keyboard
/// is back on the control that opened it.
@MainActor @Suite struct PresentationKeyboardTests {
    private func focusedName(_ host: ViewHost<Desk>) -> String? {
        host.accessibilityTree.allNodes.first { $0.states.contains(.focused) && $0.role != .frame }.map(\.name)
    }

    @Test func aSheetTakesTheKeyboardAndGivesItBack() {
        let host = ViewHost(Desk(), width: 500, height: 400)
        host.press(.tab)
        #expect(focusedName(host) == "Open sheet")
        host.press(.space)
        host.step(frames: 20)
        #expect(focusedName(host) == "Alpha", "focus moved into the sheet")
        host.press(.tab)
        #expect(focusedName(host) == "Beta")
        host.press(.tab)
        #expect(focusedName(host) == "Alpha", "Tab wraps inside the sheet")
        host.press(.escape)
        host.step(frames: 20)
        #expect(!host.texts.contains("Alpha"), "Escape closed it")
        #expect(focusedName(host) == "Open sheet", "focus came back to the button that opened it")
        host.press(.tab)
        #expect(focusedName(host) == "Open popover", "and Tab goes on from there")
    }

    @Test func aPopoverTakesTheKeyboardAndGivesItBack() {
        let host = ViewHost(Desk(), width: 500, height: 400)
        host.press(.tab)
        host.press(.tab)
        #expect(focusedName(host) == "Open popover")
        host.press(.enter)
        host.step(frames: 20)
        #expect(host.texts.contains("Pin"))
        #expect(focusedName(host) == "Note", "focus moved into the popover's field")
        host.type("hi")
        host.press(.tab)
        #expect(focusedName(host) == "Pin")
        host.press(.tab)
        #expect(focusedName(host) == "Note", "Tab wraps inside the popover")
        host.press(.escape)
        host.step(frames: 20)
        #expect(!host.texts.contains("Pin"), "Escape closed it")
        #expect(focusedName(host) == "Open popover", "focus came back to the button that opened it")
    }
}
