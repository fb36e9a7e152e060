import Testing
import Trellis
import TrellisTesting

@Observable private final class Journal {
    var entries: [String] = []
}

private struct Editor: View {
    let journal: Journal
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("Editing")
            HStack {
                Button("One") { journal.entries.append("one") }
                Button("Two") { journal.entries.append("two") }
                Button("Done") { dismiss() }
            }
        }
        .padding(20)
    }
}

private struct Library: View {
    let journal: Journal
    let locked: Bool
    @State private var showing = false

    var body: some View {
        VStack(spacing: 8) {
            Button("Show") { showing = true }
            Button("Behind") { journal.entries.append("behind") }
                .keyboardShortcut("b")
            Spacer()
        }
        .frame(width: 400, height: 300)
        .sheet(isPresented: $showing, onDismiss: { journal.entries.append("dismissed") }) {
            Editor(journal: journal).interactiveDismissDisabled(locked)
        }
    }
}

@MainActor
@Suite struct SheetTests {
    @Test func aSheetBlocksClicksAndKeysBehindItAndClosesWithDismiss() throws {
        let journal = Journal()
        let host = ViewHost(Library(journal: journal, locked: true), width: 400, height: 300)
        let behind = try #require(host.frame(ofText: "Behind"))
        host.click(text: "Show")
        host.step(frames: 20)
        #expect(host.texts.contains("Editing"))

        host.click(x: behind.midX, y: behind.midY)
        host.press(.character("b"), modifiers: .control)
        host.press(.escape)
        host.step(frames: 20)
        #expect(journal.entries.isEmpty)
        #expect(host.texts.contains("Editing"), "interactiveDismissDisabled keeps Escape and clicks outside from closing it")

        host.click(text: "Done")
        host.step(frames: 20)
        #expect(!host.texts.contains("Editing"))
        #expect(journal.entries == ["dismissed"])
        host.click(x: behind.midX, y: behind.midY)
        #expect(journal.entries == ["dismissed", "behind"])
    }

    @Test func escapeAndAClickOutsideCloseASheetAndRunOnDismiss() {
        let journal = Journal()
        let host = ViewHost(Library(journal: journal, locked: false), width: 400, height: 300)
        host.click(text: "Show")
        host.step(frames: 20)
        host.press(.escape)
        host.step(frames: 20)
        #expect(!host.texts.contains("Editing"))
        #expect(journal.entries == ["dismissed"])

        host.click(text: "Show")
        host.step(frames: 20)
        host.click(x: 5, y: 295)
        host.step(frames: 20)
        #expect(!host.texts.contains("Editing"))
        #expect(journal.entries == ["dismissed", "dismissed"])
    }

    @Test func focusStartsOnTheSheetsFirstControlAndTabStaysInside() {
        let journal = Journal()
        let host = ViewHost(Library(journal: journal, locked: true), width: 400, height: 300)
        host.click(text: "Show")
        host.step(frames: 20)
        host.press(.space)
        host.press(.tab)
        host.press(.space)
        // One, Two, Done, then round to One: never the buttons behind.
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
        host.press(.space)
        #expect(journal.entries == ["one", "two", "one", "two"])
    }

    @Test func aSheetForAnItemShowsItAndAnotherItemReplacesIt() {
        struct Note: Identifiable {
            let id: Int
            let title: String
        }
        struct Notes: View {
            @State private var open: Note?
            var body: some View {
                VStack {
                    Button("Open") { open = Note(id: 1, title: "Groceries") }
                    Text(open == nil ? "None open" : "One open")
                }
                .sheet(item: $open) { note in
                    VStack {
                        Text("Note: \(note.title)")
                        Button("Next") { open = Note(id: 2, title: "Chores") }
                    }
                    .padding()
                }
            }
        }
        let host = ViewHost(Notes(), width: 400, height: 300)
        host.click(text: "Open")
        host.step(frames: 20)
        #expect(host.texts.contains("Note: Groceries"))
        host.click(text: "Next")
        host.step(frames: 20)
        #expect(host.texts.contains("Note: Chores"))
        #expect(!host.texts.contains("Note: Groceries"))
        host.press(.escape)
        host.step(frames: 20)
        #expect(!host.texts.contains("Note: Chores"))
        #expect(host.texts.contains("None open"))
    }

    @Test func twoSheetsAtOnceFromOneViewWarnAndShowTheFirst() {
        struct Twice: View {
            @State private var first = true
            @State private var second = true
            var body: some View {
                Text("Base")
                    .sheet(isPresented: $first) { Text("First sheet").padding() }
                    .sheet(isPresented: $second) { Text("Second sheet").padding() }
            }
        }
        let host = ViewHost(Twice(), width: 400, height: 300)
        host.step(frames: 20)
        #expect(host.texts.contains("First sheet"))
        #expect(!host.texts.contains("Second sheet"))
        #expect(Diagnostics.warnings.contains { $0.contains("a sheet was asked for while a sheet is already presented") })
    }

    @Test func theDefaultAndCancelActionShortcutsWorkInASheetAndNotBehindIt() {
        struct Form: View {
            @State private var showing = true
            @State private var outcome = "open"
            var body: some View {
                VStack {
                    Text("Outcome: \(outcome)")
                    Button("Behind") { outcome = "behind" }.keyboardShortcut(.defaultAction)
                }
                .sheet(isPresented: $showing) {
                    HStack {
                        Button("Cancel") {
                            outcome = "cancelled"
                            showing = false
                        }
                        .keyboardShortcut(.cancelAction)
                        Button("Save") {
                            outcome = "saved"
                            showing = false
                        }
                        .keyboardShortcut(.defaultAction)
                    }
                    .padding()
                    .interactiveDismissDisabled()
                }
            }
        }
        let enter = ViewHost(Form(), width: 400, height: 300)
        enter.step(frames: 20)
        enter.press(.enter)
        enter.step(frames: 20)
        #expect(enter.texts.contains("Outcome: saved"))
        #expect(!enter.texts.contains("Save"))

        let escape = ViewHost(Form(), width: 400, height: 300)
        escape.step(frames: 20)
        escape.press(.escape)
        escape.step(frames: 20)
        #expect(escape.texts.contains("Outcome: cancelled"), "the cancel button runs even where Escape may not dismiss")
    }

    @Test func aSheetSeesThePresentingViewsEnvironment() {
        struct Themed: View {
            var body: some View {
                Text("Base")
                    .sheet(isPresented: .constant(true)) { Text("Inside").padding() }
                    .font(.largeTitle)
            }
        }
        struct Plain: View {
            var body: some View {
                Text("Base").sheet(isPresented: .constant(true)) { Text("Inside").padding() }
            }
        }
        let large = ViewHost(Themed(), width: 400, height: 300)
        let plain = ViewHost(Plain(), width: 400, height: 300)
        large.step(frames: 20)
        plain.step(frames: 20)
        let big = large.frame(ofText: "Inside")?.height ?? 0, small = plain.frame(ofText: "Inside")?.height ?? 0
        #expect(big > small + 10, "\(big) vs \(small)")
    }
}
