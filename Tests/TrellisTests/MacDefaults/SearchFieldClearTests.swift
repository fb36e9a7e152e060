import Testing
import Trellis
import TrellisTesting

private struct People: View {
    @State private var query = ""
    private let names = ["Ada", "Grace", "Alan"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
            }
            .navigationTitle("People")
            .searchable(text: $query, prompt: "Find a person")
        }
    }
}

@MainActor
private extension ViewHost {
    /// The frame of the clear button's glyph, when it shows.
    var clearButton: Rect? {
        displayList.graphics.first {
            if case .image(let image) = $0.content, case .symbol("xmark.circle.fill") = image.source { true } else { false }
        }?.frame
    }

    /// Puts the caret in the search field with Ctrl+F and types `text`.
    func search(_ text: String) {
        press(.character("f"), modifiers: .control)
        step(frames: 2)
        type(text)
        step(frames: 2)
    }
}

/// The search field of `.searchable` clears as a Mac's does: a clear button while it holds text, and Escape.
@MainActor
@Suite struct SearchFieldClearTests {
    // Apple, Introduction to Search Fields: "If there is no text in the search field, the cancel button is hidden."
    @Test func theClearButtonShowsOnlyWhileTheFieldHoldsText() throws {
        let host = ViewHost(People(), width: 600, height: 400)
        host.step(frames: 2)
        #expect(host.clearButton == nil, "an empty field has no clear button")
        host.search("Gr")
        let clear = try #require(host.clearButton, "the field holds text")
        let field = try #require(host.frame(ofText: "Gr"))
        #expect(clear.minX > field.maxX, "at the trailing edge, after the text")
        #expect(!host.texts.contains("Ada"))
    }

    // Apple, NSSearchToolbarItem.resignsFirstResponderWithCancel: the cancel button clears the contents.
    @Test func clickingTheClearButtonEmptiesTheField() throws {
        let host = ViewHost(People(), width: 600, height: 400)
        host.search("Gr")
        let clear = try #require(host.clearButton)
        host.click(x: clear.midX, y: clear.midY)
        host.step(frames: 2)
        #expect(host.texts.contains("Ada") && host.texts.contains("Alan"), "every row is back: \(host.texts)")
        #expect(!host.texts.contains("Gr"))
        #expect(host.clearButton == nil)
    }

    // Apple, NSStandardKeyBindingResponding.cancelOperation(_:), Escape's action: "Cancels the current operation",
    // which in a search field is the search, as its cancel button does; an empty field then gives up focus.
    @Test func escapeInTheFieldClearsItAndASecondEscapeLeavesIt() throws {
        let host = ViewHost(People(), width: 600, height: 400)
        host.search("Gr")
        host.press(.escape)
        host.step(frames: 2)
        #expect(host.texts.contains("Ada"), "cleared: \(host.texts)")
        host.type("Al")
        host.step(frames: 2)
        #expect(host.texts.contains("Alan") && !host.texts.contains("Ada"), "still focused after clearing: \(host.texts)")
        host.press(.escape)
        host.press(.escape)
        host.type("x")
        host.step(frames: 2)
        #expect(host.texts.contains("Ada"), "the second Escape left the empty field, so typing went nowhere: \(host.texts)")
    }
}
