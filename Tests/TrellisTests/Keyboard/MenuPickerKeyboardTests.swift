import Testing
import Trellis
import TrellisTesting

private struct SizeForm: View {
    @State private var size = "Medium"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Before") {}
            Picker("Size", selection: $size) {
                Text("Small").tag("Small")
                Text("Medium").tag("Medium")
                Text("Large").tag("Large")
            }
            .pickerStyle(.menu)
            .frame(width: 220)
            Text("Size is \(size)")
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A menu picker from the keyboard alone, as NSPopUpButton: Space opens its
/// menu with the chosen item highlighted (a pop-up menu opens over its
/// current choice, Apple's HIG "Pop-up buttons"), the arrows move, Return
/// chooses, Escape closes without choosing, and the keyboard returns to the picker.
@MainActor @Suite struct MenuPickerKeyboardTests {
    private func focused(_ host: ViewHost<SizeForm>) -> AccessibilityNode? {
        host.accessibilityTree.allNodes.first { $0.states.contains(.focused) && $0.role != .frame }
    }

    @Test func spaceOpensOnTheChoiceArrowsMoveAndReturnChooses() {
        let host = ViewHost(SizeForm(), width: 400, height: 300)
        host.press(.tab)
        host.press(.tab)
        #expect(focused(host)?.role == .comboBox, "the second Tab is on the picker")
        host.press(.space)
        host.step(frames: 10)
        #expect(host.texts.contains("Small") && host.texts.contains("Large"), "Space opened the menu: \(host.texts)")
        host.press(.down)
        host.press(.enter)
        host.step(frames: 10)
        #expect(host.texts.contains("Size is Large"), "Down from the chosen Medium, then Return, chose Large: \(host.texts)")
        #expect(!host.texts.contains("Small"), "the menu closed")
        #expect(focused(host)?.role == .comboBox, "the keyboard is back on the picker")
    }

    @Test func escapeClosesWithoutChoosing() {
        let host = ViewHost(SizeForm(), width: 400, height: 300)
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        host.step(frames: 10)
        host.press(.up)
        host.press(.escape)
        host.step(frames: 10)
        #expect(host.texts.contains("Size is Medium"))
        #expect(!host.texts.contains("Small"))
        #expect(focused(host)?.role == .comboBox)
    }
}
