import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class KeyLog {
    var taps: [String] = []
    var flavour = "Vanilla"
    var text = ""
}

private enum Field: Hashable {
    case name, email
}

private struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var field: Field?
    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $name).frame(width: 200).focused($field, equals: .name)
            TextField("Email", text: $email).frame(width: 200).focused($field, equals: .email)
            Text(field == .name ? "on name" : field == .email ? "on email" : "on nothing")
            // Shortcuts set the state without moving focus to a button first.
            Button("To name") { field = .name }.keyboardShortcut("n", modifiers: .control)
            Button("To email") { field = .email }.keyboardShortcut("e", modifiers: .control)
            Button("Done") { field = nil }.keyboardShortcut("d", modifiers: .control)
        }
    }
}

private struct PickerForm: View {
    @Bindable var log: KeyLog
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $log.text).frame(width: 200)
            Picker("Flavour", selection: $log.flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
                Text("Lemon").tag("Lemon")
            }
            // These tests are about segments; a Mac's default picker is a pop-up button.
            .pickerStyle(.segmented)
            Button("Save") { log.taps.append("Save") }
        }
    }
}

private struct ShortcutForm: View {
    @Bindable var log: KeyLog
    var body: some View {
        VStack {
            TextField("Notes", text: $log.text).frame(width: 200)
            Button("Save") { log.taps.append("Save") }.keyboardShortcut("s")
            Button("Keep") { log.taps.append("Keep") }.keyboardShortcut("k", modifiers: [])
            Button("Loud") { log.taps.append("Loud") }.keyboardShortcut("l", modifiers: .shift)
        }
    }
}

@MainActor
@Suite struct KeyboardTests {
    @Test func enterActivatesTheFocusedButtonOnce() {
        let log = KeyLog()
        let host = ViewHost(VStack {
            Button("One") { log.taps.append("One") }
            Button("Two") { log.taps.append("Two") }
        }, width: 200, height: 120)
        host.press(.enter)
        #expect(log.taps.isEmpty, "nothing has focus yet")
        host.press(.tab)
        host.press(.enter)
        #expect(log.taps == ["One"], "key up does not run it a second time")
        host.press(.tab)
        host.press(.enter)
        host.press(.space)
        #expect(log.taps == ["One", "Two", "Two"])
    }

    @Test func anEnumFocusStateFollowsTabAndMovesFocusWhenSet() {
        let host = ViewHost(SignUp(), width: 300, height: 300)
        #expect(host.texts.contains("on nothing"))
        host.press(.tab)
        host.step()
        #expect(host.texts.contains("on name"))
        host.press(.tab)
        host.step()
        #expect(host.texts.contains("on email"))
        host.type("a@b")
        #expect(host.texts.contains("a@b"))

        host.press(.character("n"), modifiers: .control)
        host.step()
        #expect(host.texts.contains("on name"))
        host.type("Ada")
        #expect(host.texts.contains("Ada") && host.texts.contains("a@b"), "typing follows the state to the name field")

        host.press(.character("d"), modifiers: .control)
        host.step()
        #expect(host.texts.contains("on nothing"))
        host.type("zzz")
        #expect(!host.texts.contains { $0.contains("zzz") }, "clearing the state took focus away")

        host.press(.character("e"), modifiers: .control)
        host.step()
        host.type("!")
        // Apple, NSTextField.selectText(_:): a field focused from code selects its whole text, so typing replaces it.
        #expect(host.texts.contains("!") && !host.texts.contains("a@b"))
        #expect(host.texts.contains("on email"))
    }

    @Test func aSegmentedPickerTakesFocusInReadingOrderAndAnswersArrows() throws {
        let log = KeyLog()
        let host = ViewHost(PickerForm(log: log), width: 400, height: 200)
        host.press(.tab)
        host.press(.tab)
        host.press(.right)
        #expect(log.flavour == "Mint", "the second stop after the text field is the picker")
        #expect(log.text.isEmpty)
        host.press(.right)
        host.press(.right)
        #expect(log.flavour == "Lemon", "the last option stays selected")
        host.press(.left)
        #expect(log.flavour == "Mint")
        let vanilla = try #require(host.frame(ofText: "Vanilla"))
        let ring = host.displayList.graphics.first {
            if case .border = $0.content { return true }
            return false
        }
        #expect(ring.map { $0.frame.x < vanilla.x && $0.frame.y < vanilla.y } == true,
                "the focus ring surrounds the segments")
        host.press(.tab)
        host.press(.enter)
        #expect(log.taps == ["Save"], "the picker comes before the button below it")
    }

    @Test func aClickedPickerTakesFocusAndItsSegmentPaddingCounts() throws {
        let log = KeyLog()
        let host = ViewHost(PickerForm(log: log), width: 400, height: 200)
        let mint = try #require(host.frame(ofText: "Mint"))
        host.click(x: mint.x - 4, y: mint.midY)
        #expect(log.flavour == "Mint", "a click in a segment's padding still picks it")
        host.press(.right)
        #expect(log.flavour == "Lemon", "the click gave the picker focus")
    }

    @Test func aDisabledPickerIgnoresClicksAndTab() throws {
        let log = KeyLog()
        let host = ViewHost(PickerForm(log: log).disabled(true), width: 400, height: 200)
        host.click(text: "Mint")
        host.press(.tab)
        host.press(.right)
        #expect(log.flavour == "Vanilla")
    }

    @Test func theCommandModifierMeansControlOnLinux() {
        let log = KeyLog()
        let host = ViewHost(ShortcutForm(log: log), width: 300, height: 200)
        host.press(.character("s"), modifiers: .control)
        #expect(log.taps == ["Save"])
        host.press(.character("s"))
        host.press(.character("s"), modifiers: [.control, .shift])
        #expect(log.taps == ["Save"], "the modifiers must match exactly")
    }

    @Test func plainShortcutsLeaveKeystrokesToAFocusedTextField() {
        let log = KeyLog()
        let host = ViewHost(ShortcutForm(log: log), width: 300, height: 200)
        host.press(.character("k"))
        host.press(.character("l"), modifiers: .shift)
        #expect(log.taps == ["Keep", "Loud"], "with nothing focused they are shortcuts")

        host.click(text: "Notes")
        host.press(.character("k"))
        host.type("k")
        host.press(.character("l"), modifiers: .shift)
        host.type("L")
        #expect(log.text == "kL")
        #expect(log.taps == ["Keep", "Loud"], "in a text field they are text")
        host.press(.character("s"), modifiers: .control)
        #expect(log.taps == ["Keep", "Loud", "Save"], "a Control shortcut still runs from a text field")

        host.press(.escape)
        host.press(.character("k"))
        #expect(log.taps.last == "Keep", "after leaving the field it is a shortcut again")
    }
}
