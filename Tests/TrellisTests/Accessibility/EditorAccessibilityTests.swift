import Testing
import Trellis
@testable import TrellisTesting
import TrellisSDL

/// A `TextEditor` as a reader sees it: GTK's text role with the multi-line
/// and editable states, its whole text, caret and selection in Unicode
/// scalars, and a text a reader can replace as typing would.
///
/// On a Mac a `TextEditor` is an `NSTextView`, which is no field editor, so
/// Tab and Shift+Tab are text there ("Non-field editors instead accept these
/// characters as text input", `NSTextView.isFieldEditor`); Ctrl+Tab moves on,
/// as GTK's text view also allows ("Focus can always be moved using Ctrl+Tab",
/// `gtk_text_view_set_accepts_tab`).
@MainActor @Suite struct EditorAccessibilityTests {
    private struct Notes: View {
        @State private var text = "First line\nSecond"
        @State private var title = ""
        var body: some View {
            VStack {
                TextEditor(text: $text).frame(width: 240, height: 100)
                TextField("Title", text: $title)
                TextField("Summary", text: $title, axis: .vertical)
                Text(text.replacingOccurrences(of: "\t", with: "<tab>").replacingOccurrences(of: "\n", with: "|"))
            }
        }
    }

    @Test func anEditorIsAMultiLineTextWithItsWholeTextAndCaret() throws {
        let host = ViewHost(Notes(), width: 300, height: 300)
        host.step()
        let editor = try #require(host.accessibilityElement(role: .text))
        #expect(editor.value == "First line\nSecond")
        #expect(editor.states.contains(.multiLine) && editor.states.contains(.editable) && !editor.states.contains(.singleLine))
        #expect(editor.textAttributes?.font.size == Font.body.size)
        let vertical = try #require(host.accessibilityElement(role: .entry, name: "Summary"))
        #expect(vertical.states.contains(.multiLine), "a vertical field is an entry of several lines")
        #expect(host.accessibilityElement(role: .entry, name: "Title")?.states.contains(.singleLine) == true)
        host.click(text: "Second")
        host.press(.end, modifiers: .control)
        host.step()
        let atEnd = try #require(host.accessibilityElement(role: .text))
        #expect(atEnd.caretOffset == 17, "10 scalars, a line break, then 6")
    }

    @Test func aReaderReplacesTheTextAsTypingWould() throws {
        let host = ViewHost(Notes(), width: 300, height: 300)
        host.step()
        let editor = try #require(host.accessibilityElement(role: .text))
        #expect(editor.replaceText(with: "Milk\nEggs"))
        host.step()
        #expect(host.texts.contains("Milk|Eggs"))
        #expect(host.accessibilityElement(role: .text)?.value == "Milk\nEggs")
        host.click(text: "Milk")
        host.press(.character("z"), modifiers: .control)
        host.step()
        #expect(host.texts.contains("First line|Second"), "one step to undo, as a typed replacement: \(host.texts)")
    }

    /// AT-SPI's `SetCaretOffset` and `SetSelection`, in Unicode scalars: "é" written
    /// as "e" and a combining accent is two scalars and one character.
    @Test func aReaderPutsTheCaretAndSelectsAsAClickAndADragWould() throws {
        struct Fields: View {
            @State private var name = "Cafe\u{301} noir"
            @State private var notes = "ab\ncd"
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    TextEditor(text: $notes).frame(width: 200, height: 80)
                    Text("\(name)|\(notes.replacingOccurrences(of: "\n", with: "/"))")
                }
            }
        }
        let host = ViewHost(Fields(), width: 300, height: 240)
        host.step()
        let field = try #require(host.accessibilityElement(role: .entry, name: "Name"))
        #expect(field.select(scalars: 6..<11))
        host.click(text: "Café noir")  // focus without moving the caret is not possible by click; select again after
        #expect(try #require(host.accessibilityElement(role: .entry, name: "Name")).select(scalars: 6..<11))
        host.type("blanc")
        host.step()
        #expect(host.texts.contains("Café blanc|ab/cd"), "the selected word was typed over: \(host.texts)")
        let caretInsideAccent = try #require(host.accessibilityElement(role: .entry, name: "Name"))
        #expect(caretInsideAccent.select(scalars: 4..<4))
        host.step()
        #expect(host.accessibilityElement(role: .entry, name: "Name")?.caretOffset == 3,
                "a caret asked for inside é goes to the start of the letter")
        let editor = try #require(host.accessibilityElement(role: .text))
        #expect(editor.select(scalars: 1..<4), "from b across the line break to c")
        host.step()
        #expect(host.accessibilityElement(role: .text)?.selectedRange == 1..<4)
        host.click(text: "ab")
        #expect(try #require(host.accessibilityElement(role: .text)).select(scalars: 1..<4))
        host.type("-")
        host.step()
        #expect(host.texts.contains("Café blanc|a-d"), "\(host.texts)")
    }

    @Test func tabIsTextInAnEditorAndCtrlTabMovesOn() throws {
        let host = ViewHost(Notes(), width: 300, height: 300)
        host.click(text: "Second")
        host.press(.end, modifiers: .control)
        host.press(.tab)
        host.step()
        #expect(host.texts.contains("First line|Second<tab>"))
        #expect(host.accessibilityElement(role: .text)?.states.contains(.focused) == true, "Tab kept the focus")
        host.press(.tab, modifiers: .shift)
        host.step()
        #expect(host.accessibilityElement(role: .text)?.states.contains(.focused) == true, "Shift+Tab is no move either")
        host.press(.tab, modifiers: .control)
        host.step()
        #expect(host.accessibilityElement(role: .entry, name: "Title")?.states.contains(.focused) == true)
        // In a field, Tab moves on as before.
        host.press(.tab)
        host.step()
        #expect(host.accessibilityElement(role: .entry, name: "Summary")?.states.contains(.focused) == true)
        host.press(.tab, modifiers: [.control, .shift])
        host.press(.tab, modifiers: [.control, .shift])
        host.step()
        #expect(host.accessibilityElement(role: .text)?.states.contains(.focused) == true, "Ctrl+Shift+Tab goes back into it")
    }
}

/// AT-SPI's `Component.ScrollTo`: a reader or magnifier asks for an object
/// scrolled out of sight to be shown, placed as `AtspiScrollType` says.
@MainActor @Suite struct ReaderScrollingTests {
    private struct Long: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { index in
                        Button("Item \(index)") {}.frame(height: 30)
                    }
                }
            }
        }
    }

    @Test func anObjectOutOfSightIsScrolledIntoView() throws {
        let host = ViewHost(Long(), width: 200, height: 150)
        host.step()
        #expect(!host.texts.contains("Item 20"))
        let driver = host.pipeline.driver
        let far = try #require(host.accessibilityElement(role: .pushButton, name: "Item 20"))
        #expect(driver.scrollAccessibilityNode(far, to: .anywhere))
        host.step()
        let shown = try #require(host.frame(ofText: "Item 20"))
        #expect(shown.maxY <= 150 && shown.minY >= 150 - 40, "as little scrolling as shows it, at the bottom: \(shown)")
        let again = try #require(host.accessibilityElement(role: .pushButton, name: "Item 20"))
        #expect(!driver.scrollAccessibilityNode(again, to: .anywhere), "already shown: no move")
        #expect(driver.scrollAccessibilityNode(again, to: .topEdge))
        host.step()
        let top = try #require(host.frame(ofText: "Item 20"))
        #expect(top.minY < 30, "its top at the viewport's top: \(top)")
        let first = try #require(host.accessibilityElement(role: .pushButton, name: "Item 0"))
        #expect(driver.scrollAccessibilityNode(first, to: .topLeft))
        host.step()
        #expect(host.texts.contains("Item 0"))
    }
}
