import Testing
import Trellis
import TrellisTesting

private final class Document: ObservableObject {
    @Published var edits = 0
}

/// A window whose document is published for the whole scene, wherever focus is.
private struct DocumentWindow: View {
    @StateObject private var document = Document()
    var body: some View {
        VStack {
            Text("Edits \(document.edits)")
            Text("Field").padding(10).focusable()
        }
        .focusedSceneObject(document)
    }
}

/// A menu item whose title follows the key window's document.
private struct EditItem: View {
    @FocusedObject private var document: Document?
    var body: some View {
        Button("Edit #\(document?.edits ?? -1)") { document?.edits += 1 }
            .keyboardShortcut("e")
            .disabled(document == nil)
    }
}

private struct DocumentsApp: App {
    var body: some Scene {
        WindowGroup("Documents") { DocumentWindow() }
            .commands { CommandMenu("Document") { EditItem() } }
    }
}

private struct TitleKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var paneTitle: String? {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
}

@MainActor @Observable private final class Counter {
    var count = 0
}

/// Two panes publishing titles, one nested in another that publishes its own; a status line reads them.
private struct Panes: View {
    @FocusedValue(\.paneTitle) private var title: String?
    @FocusedValue(Counter.self) private var counter: Counter?
    @State private var counterModel = Counter()
    var body: some View {
        VStack {
            Text("Status: \(title ?? "none") \(counter.map { "\($0.count)" } ?? "-")")
            VStack {
                Text("Outer").padding(6).focusable()
                Text("Inner").padding(6).focusable().focusedValue(\.paneTitle, "inner")
            }
            .focusedValue(\.paneTitle, "outer")
            .focusedValue(counterModel)
            Text("Loose").padding(6).focusable()
            Button("Count") { counterModel.count += 1 }
        }
    }
}

// Apple: focusedSceneValue is for "values that must be visible regardless of where focus is located in
// the active scene"; FocusedObject "invalidate[s] the current view whenever the observable object changes".
@MainActor @Suite struct FocusedSceneValueTests {
    @Test func aSceneObjectIsSeenWhileItsWindowIsKeyWhereverFocusIs() {
        let host = AppHost(DocumentsApp())
        host.press(.character("e"), modifiers: .control)
        let first = host.windows[0]
        #expect(first.texts.contains("Edits 1"), "nothing is focused, yet the scene's document is in reach: \(first.texts)")
        host.press(.character("n"), modifiers: .control)
        let second = host.windows[1]
        host.press(.character("e"), modifiers: .control)
        host.press(.character("e"), modifiers: .control)
        #expect(second.texts.contains("Edits 2"), "\(second.texts)")
        #expect(first.texts.contains("Edits 1"))
        first.focus()
        first.click(text: "Field")
        host.press(.character("e"), modifiers: .control)
        #expect(first.texts.contains("Edits 2"), "\(first.texts)")
        #expect(second.texts.contains("Edits 2"))
        first.click(text: "Document")
        host.step(frames: 10)
        #expect(first.texts.contains("Edit #2"), "the item's title follows the key window's document: \(first.texts)")
        host.press(.escape)
        second.focus()
        second.click(text: "Document")
        host.step(frames: 10)
        #expect(second.texts.contains("Edit #2"))
        second.close()
        #expect(host.keyWindow === first)
        host.press(.character("e"), modifiers: .control)
        #expect(first.texts.contains("Edits 3"), "the remaining window is key again: \(first.texts)")
    }

    @Test func theValueClosestToFocusWins() {
        let host = ViewHost(Panes(), width: 300, height: 300)
        #expect(host.texts.contains("Status: none -"), "\(host.texts)")
        host.click(text: "Outer")
        #expect(host.texts.contains("Status: outer 0"), "\(host.texts)")
        host.click(text: "Inner")
        #expect(host.texts.contains("Status: inner 0"), "\(host.texts)")
        host.click(text: "Count")
        host.click(text: "Inner")
        #expect(host.texts.contains("Status: inner 1"), "an @Observable focused value is read live: \(host.texts)")
        host.click(text: "Loose")
        #expect(host.texts.contains("Status: none -"), "\(host.texts)")
    }
}
