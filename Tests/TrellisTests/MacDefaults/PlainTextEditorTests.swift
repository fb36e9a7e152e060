import Testing
import Trellis
import TrellisTesting

private let yellow = RGBA(r: 255, g: 204, b: 0)

private struct Notes: View {
    @State private var text = (0..<40).map { "Line number \($0) of the note" }.joined(separator: "\n")

    var body: some View {
        VStack(spacing: 0) {
            Color.yellow.frame(height: 60)
            TextEditor(text: $text).frame(height: 100)
            Color.yellow.frame(height: 60)
        }
        .frame(width: 240)
        .padding(.horizontal, 20)
        .background(Color.yellow)
    }
}

/// A TextEditor is a Mac's plain text view: no box, no focus ring, and text only inside its frame.
@MainActor
@Suite struct PlainTextEditorTests {
    /// The editor's frame: the first line's text starts 6 points in from its corner.
    private func editorFrame<V: View>(_ host: ViewHost<V>) throws -> Rect {
        let first = try #require(host.frame(ofText: "Line number 0 of the note"))
        return Rect(x: first.minX - 6, y: first.minY - 6, width: 240, height: 100)
    }

    // Apple, TextEditor: "A view that can display and edit long-form text", an NSTextView in a scroll
    // view on macOS, which draws no bezel and no focus ring: the edges and corners are its background.
    @Test func itDrawsNoBorderAndNoFocusRingWhetherFocusedOrNot() throws {
        let host = ViewHost(Notes(), width: 280, height: 220)
        host.step()
        let editor = try editorFrame(host)
        let white = RGBA(r: 255, g: 255, b: 255)
        let edges = [(editor.minX, editor.midY), (editor.maxX - 1, editor.midY), (editor.midX, editor.minY),
                     (editor.minX, editor.minY), (editor.maxX - 1, editor.maxY - 1)]
        for (x, y) in edges {
            #expect(host.color(x: Int(x), y: Int(y)) == white, "unfocused, at \(x),\(y)")
        }
        host.click(x: editor.midX, y: editor.midY)
        host.step()
        for (x, y) in edges {
            #expect(host.color(x: Int(x), y: Int(y)) == white, "focused, at \(x),\(y)")
        }
        // No ring outside the frame either.
        #expect(host.color(x: Int(editor.minX) - 2, y: Int(editor.midY)) == yellow)
        #expect(host.color(x: Int(editor.midX), y: Int(editor.minY) - 2) == yellow)
    }

    // Apple, TextEditor: the text scrolls inside the view; nothing of it shows outside the view's frame.
    @Test func scrolledTextNeverDrawsOutsideTheFrame() throws {
        let host = ViewHost(Notes(), width: 280, height: 220)
        host.step()
        let editor = try editorFrame(host)
        for _ in 0..<6 { host.scroll(dx: 0, dy: 37, x: editor.midX, y: editor.midY) }
        host.step()
        #expect(host.frame(ofText: "Line number 0 of the note") == nil || host.frame(ofText: "Line number 0 of the note")!.maxY < editor.minY,
                "the editor scrolled")
        let above = Rect(x: 0, y: 0, width: 280, height: editor.minY)
        let below = Rect(x: 0, y: editor.maxY, width: 280, height: 220 - editor.maxY)
        #expect(host.pixels(in: above).allSatisfy { $0 == yellow }, "nothing above the editor but the yellow")
        #expect(host.pixels(in: below).allSatisfy { $0 == yellow }, "nothing below the editor but the yellow")
    }
}
