import Testing
import Trellis
import TrellisTesting

private struct Editing: View {
    @State private var name = ""

    var body: some View {
        NavigationStack {
            NavigationLink("Rename") {
                TextField("Name", text: $name)
                    .navigationTitle("Rename")
            }
            .navigationTitle("Files")
        }
    }
}

/// Escape in a focused field on a pushed screen leaves the field, as a desktop
/// field does; only a second Escape, with no field focused, goes back.
@MainActor
@Suite struct EscapeInFieldTests {
    @Test func escapeLeavesTheFieldFirstAndThenGoesBack() {
        let host = ViewHost(Editing())
        host.click(text: "Rename")
        host.step(frames: 30)
        host.click(text: "Name")
        host.type("ab")
        host.press(.escape)
        host.step(frames: 30)
        #expect(host.windowTitle == "Rename", "the first Escape stays on the screen")
        host.type("c")
        #expect(!host.texts.contains("abc"), "the field lost focus, so typing goes nowhere")
        host.press(.escape)
        host.step(frames: 30)
        #expect(host.windowTitle == "Files")
    }
}
