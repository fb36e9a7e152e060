import Testing
import Trellis
import TrellisTesting

/// A keystroke draws the edited row again into the texture the row already
/// had, as a label that changes does: the line wrapped anew keeps its rows'
/// graphics, with a new version. A new graphic per keystroke made (and on
/// the software renderer cleared) a texture each time.
@MainActor
@Suite struct TextEditorRowTextureTests {
    private struct Notes: View {
        @State var text = (0..<12).map { "line \($0) of the notes" }.joined(separator: "\n")
        var body: some View {
            TextEditor(text: $text)
                .frame(width: 320, height: 240)
        }
    }

    /// A focused editor with its caret at the start of the text.
    private func focusedEditor() -> ViewHost<Notes> {
        let host = ViewHost(Notes(), width: 360, height: 280)
        host.step()
        host.press(.tab)
        host.press(.home, modifiers: .control)
        host.step()
        return host
    }

    @Test func aKeystrokeRedrawsItsRowIntoTheRowsTexture() {
        let host = focusedEditor()
        // The first keystroke widens the row past its exact-sized texture, which
        // is made again with width to spare; the next ones fit in it.
        host.type("x")
        host.type("y")
        #expect(host.texts.contains("xyline 0 of the notes"))
        #expect(host.stats.texturesCreated == 0, "\(host.stats)")
        #expect(host.stats.texturesUpdated == 1, "only the edited row is drawn again: \(host.stats)")
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    @Test func deletingAndSplittingALineDrawWhatAFreshWindowDraws() {
        let host = focusedEditor()
        host.type("abc")
        host.press(.backspace)
        host.press(.backspace)
        #expect(host.texts.contains("aline 0 of the notes"))
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        // Return splits the line: the first part keeps the row's graphic, the rest is a new one.
        host.press(.right)
        host.press(.enter)
        #expect(host.texts.contains("al"))
        #expect(host.texts.contains("ine 0 of the notes"))
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        // Backspace joins them again, under the first line's graphic.
        host.press(.backspace)
        #expect(host.texts.contains("aline 0 of the notes"))
        #expect(!host.texts.contains("al"))
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
