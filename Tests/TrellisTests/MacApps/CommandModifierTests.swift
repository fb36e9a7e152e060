import Foundation
import Testing
import Trellis
import TrellisTesting

/// A focusable board that moves a cursor with the arrows and records the other commands.
private struct CommandBoard: View {
    @State private var x = 0
    @State private var y = 0
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("CommandBoard x\(x) y\(y)").padding(20).focusable()
                .onMoveCommand { direction in
                    switch direction {
                    case .left: x -= 1
                    case .right: x += 1
                    case .up: y -= 1
                    case .down: y += 1
                    }
                }
                .onDeleteCommand { log.append("delete") }
                .onExitCommand { log.append("exit") }
            Text("Log: " + log.joined(separator: ","))
            Text("Outside").padding(10)
        }
    }
}

// Apple: onMoveCommand "Adds an action to perform in response to a move command, like when the user
// presses an arrow key on a Mac keyboard, or taps the edge of the Siri Remote when controlling an Apple TV";
// commands go to the focused view (the first responder).
@MainActor
@Suite struct CommandModifierTests {
    @Test func arrowKeysMoveTheFocusedView() throws {
        let host = ViewHost(CommandBoard(), width: 300, height: 200)
        host.click(text: "CommandBoard x0 y0")
        host.press(.right)
        host.press(.right)
        host.press(.down)
        host.press(.left)
        #expect(host.texts.contains("CommandBoard x1 y1"), "\(host.texts)")
    }

    @Test func withNothingFocusedTheArrowsReachNoCommand() {
        let host = ViewHost(CommandBoard(), width: 300, height: 200)
        host.press(.right)
        host.press(.delete)
        #expect(host.texts.contains("CommandBoard x0 y0"))
        #expect(host.texts.contains("Log: "))
    }

    // Apple: onDeleteCommand runs "when the user presses the Delete key" or chooses Edit > Delete.
    @Test func deleteAndBackspaceRunTheDeleteCommandAndEscapeTheExitCommand() {
        let host = ViewHost(CommandBoard(), width: 300, height: 200)
        host.click(text: "CommandBoard x0 y0")
        host.press(.delete)
        host.press(.backspace)
        host.press(.escape)
        #expect(host.texts.contains("Log: delete,delete,exit"), "\(host.texts)")
    }

    @Test func tabFocusesTheViewToo() {
        let host = ViewHost(CommandBoard(), width: 300, height: 200)
        host.press(.tab)
        host.press(.up)
        #expect(host.texts.contains("CommandBoard x0 y-1"), "\(host.texts)")
    }

    @Test func escapeInATextFieldRunsTheExitCommandAroundIt() {
        struct Search: View {
            @State private var query = ""
            @State private var exits = 0
            var body: some View {
                VStack {
                    TextField("Query", text: $query)
                    Text("Exits \(exits)")
                }
                .onExitCommand { exits += 1 }
            }
        }
        let host = ViewHost(Search(), width: 300, height: 200)
        host.click(text: "Query")
        host.type("abc")
        host.press(.escape)
        #expect(host.texts.contains("Exits 1"), "\(host.texts)")
    }

    // Apple: onCopyCommand(perform:) "Adds an action to perform in response to the system's Copy command";
    // the item providers it returns go to the pasteboard.
    @Test func copyAndCutPutTheProvidersTextOnTheClipboard() {
        struct Clip: View {
            @State private var items = ["alpha", "beta"]
            var body: some View {
                Text(items.isEmpty ? "Empty" : items.joined(separator: " ")).padding(10).focusable()
                    .onCopyCommand { items.map { NSItemProvider(object: $0 as NSString) } }
                    .onCutCommand {
                        defer { items.removeAll() }
                        return items.map { NSItemProvider(object: $0 as NSString) }
                    }
            }
        }
        let clipboard = MemoryClipboard()
        let host = ViewHost(Clip(), width: 300, height: 100, clipboard: clipboard)
        host.click(text: "alpha beta")
        host.press(.character("c"), modifiers: .control)
        #expect(clipboard.text == "alpha\nbeta")
        clipboard.text = nil
        host.press(.character("x"), modifiers: .control)
        #expect(clipboard.text == "alpha\nbeta")
        #expect(host.texts.contains("Empty"))
    }

    // Apple: onPasteCommand(of:perform:) takes "the uniform type identifiers that the view accepts"
    // and hands the action the pasteboard's item providers.
    @Test func pasteHandsOverTheClipboardWhenItIsOfATypeTheViewTakes() async throws {
        final class Received { var providers: [NSItemProvider] = [] }
        let received = Received()
        let clipboard = MemoryClipboard()
        clipboard.text = "pasted words"
        let view = Text("Target").padding(10).focusable()
            .onPasteCommand(of: [.plainText]) { received.providers = $0 }
        let host = ViewHost(view, width: 300, height: 100, clipboard: clipboard)
        host.click(text: "Target")
        host.press(.character("v"), modifiers: .control)
        let provider = try #require(received.providers.first)
        let text: String? = await withCheckedContinuation { done in
            provider.loadObject(ofClass: String.self) { value, _ in done.resume(returning: value) }
        }
        #expect(text == "pasted words")
    }

    @Test func pasteOfATypeTheViewDoesNotTakeAndARejectingValidatorDoNothing() {
        final class Count { var pastes = 0; var validated = 0 }
        let count = Count()
        let clipboard = MemoryClipboard()
        clipboard.text = "just text"
        let view = VStack {
            Text("Images").padding(10).focusable().onPasteCommand(of: [.image]) { _ in count.pastes += 1 }
            Text("Validated").padding(10).focusable()
                .onPasteCommand(of: [.text], validator: { providers -> Int? in
                    count.validated += 1
                    return providers.contains { $0.hasItemConformingToTypeIdentifier(UTType.url.identifier) } ? 1 : nil
                }, perform: { _ in count.pastes += 1 })
        }
        let host = ViewHost(view, width: 300, height: 200, clipboard: clipboard)
        host.click(text: "Images")
        host.press(.character("v"), modifiers: .control)
        host.click(text: "Validated")
        host.press(.character("v"), modifiers: .control)
        #expect(count.validated == 1)
        #expect(count.pastes == 0)
        clipboard.text = "https://example.com/page"
        host.press(.character("v"), modifiers: .control)
        #expect(count.pastes == 1)
    }

    @Test func aFocusedTextFieldCopiesItsOwnSelectionFirst() {
        struct Form: View {
            @State private var name = "field text"
            var body: some View {
                VStack { TextField("Name", text: $name) }
                    .onCopyCommand { [NSItemProvider(object: "outer" as NSString)] }
            }
        }
        let clipboard = MemoryClipboard()
        let host = ViewHost(Form(), width: 300, height: 100, clipboard: clipboard)
        host.click(text: "field text")
        host.press(.character("a"), modifiers: .control)
        host.press(.character("c"), modifiers: .control)
        #expect(clipboard.text == "field text")
    }

    // Apple's Edit menu has a Delete item between Paste and Select All; it sends the delete command.
    @Test func editDeleteInTheMenuBarRunsTheFocusedViewsDeleteCommand() {
        struct Notes: App {
            var body: some Scene {
                WindowGroup("Notes") { CommandBoard() }
                    .commands { CommandMenu("Note") { Button("Nothing") {} } }
            }
        }
        let host = AppHost(Notes())
        let window = host.windows[0]
        window.click(text: "CommandBoard x0 y0")
        window.click(text: "Edit")
        host.step(frames: 10)
        window.click(text: "Delete")
        host.step(frames: 10)
        #expect(window.texts.contains("Log: delete"), "\(window.texts)")
    }
}
