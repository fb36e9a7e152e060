import Testing
import Trellis
import TrellisTesting

private struct RenameForm: View {
    @State private var first = "Untitled"
    @State private var second = "Draft"
    @State private var secret = "hunter2"

    var body: some View {
        VStack(spacing: 12) {
            TextField("First", text: $first)
            TextField("Second", text: $second)
            SecureField("Password", text: $secret)
            Text("now \(first)|\(second)|\(secret.count)")
        }
        .frame(width: 240)
        .padding(20)
    }
}

private struct FocusedByState: View {
    enum Field: Hashable { case name }
    @State private var name = "Old name"
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $name).focused($focus, equals: .name)
            Button("Rename") { focus = .name }
            Text("is \(name)")
        }
        .frame(width: 240)
        .padding(20)
    }
}

/// A field that gains focus from the keyboard or from code selects all its
/// text, so typing replaces it; a click puts the caret where it lands.
@MainActor
@Suite struct FieldFocusSelectionTests {
    // Apple, NSTextField.selectText(_:): "selects the entire text content", which the key view loop does on Tab.
    @Test func tabbingIntoAFieldSelectsItsTextSoTypingReplacesIt() {
        let host = ViewHost(RenameForm(), width: 300, height: 220)
        host.press(.tab)
        host.type("Notes")
        #expect(host.texts.contains("now Notes|Draft|7"), "\(host.texts)")
        host.press(.tab)
        host.type("Final")
        #expect(host.texts.contains("now Notes|Final|7"), "\(host.texts)")
    }

    // Apple, NSTextField.selectText(_:): a secure field is a text field too, and Tab selects all of it.
    @Test func tabbingIntoASecureFieldSelectsItsTextToo() {
        let host = ViewHost(RenameForm(), width: 300, height: 220)
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        host.type("pw")
        #expect(host.texts.contains("now Untitled|Draft|2"), "\(host.texts)")
    }

    // Apple, FocusState: setting the bound value moves focus to the field, which then selects its text as Tab does.
    @Test func focusGivenThroughFocusStateSelectsTheText() {
        let host = ViewHost(FocusedByState(), width: 300, height: 160)
        host.click(text: "Rename")
        host.step(frames: 2)
        host.type("New")
        #expect(host.texts.contains("is New"), "\(host.texts)")
    }

    // Apple, NSTextField: a mouse-down in the field puts the insertion point at the click, selecting nothing.
    @Test func aClickPlacesTheCaretAndSelectsNothing() throws {
        let host = ViewHost(RenameForm(), width: 300, height: 220)
        let draft = try #require(host.frame(ofText: "Draft"))
        host.click(x: draft.maxX + 20, y: draft.midY)
        host.type("s")
        #expect(host.texts.contains("now Untitled|Drafts|7"), "\(host.texts)")
    }
}
