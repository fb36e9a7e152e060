import Testing
import Trellis
import TrellisTesting

/// An editor finds a line's top, the line at a height and the line under a
/// click from running sums of the rows of the lines above (`PrefixSums`),
/// where lines off screen count by an estimate until they are wrapped. These
/// check the rows it draws and the lines it clicks against the text itself,
/// scrolled anywhere.
@MainActor
@Suite struct WrappedLineGeometryTests {
    /// Line `line` of the document: words that name their line, so every row drawn says which line it is of.
    private static func line(_ line: Int, words: Int) -> String {
        (0...words).map { "l\(line)w\($0)" }.joined(separator: " ")
    }

    /// The drawn rows of text, top to bottom, with the line each is of.
    private func rows(in host: ViewHost<DraftEditor>) -> [(line: Int, frame: Rect)] {
        host.displayList.graphics.compactMap { graphic -> (line: Int, frame: Rect)? in
            guard case .text(let run) = graphic.content, let first = run.string.split(separator: " ").first,
                  first.hasPrefix("l"), let w = first.firstIndex(of: "w"), let line = Int(first.dropFirst().prefix(upTo: w))
            else { return nil }
            return (line, graphic.frame)
        }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func rowsStackWithoutGapsAndClicksFindTheirLineWhereverTheTextIsScrolled() throws {
        var generator = SeededGenerator(seed: 60)
        let lines = (0..<300).map { Self.line($0, words: Int.random(in: 0...40, using: &generator)) }
        let draft = EditorDraft(lines.joined(separator: "\n"))
        let host = ViewHost(DraftEditor(draft: draft, width: 320, height: 300), width: 360, height: 340)
        host.step()
        var moves = 0
        // Where the editor shows its text: its rows' clip.
        let viewport = try #require(host.displayList.graphics.first { if case .text = $0.content { true } else { false } }?.clip)
        for step in 0..<40 {
            host.scroll(dx: 0, dy: Double(Int.random(in: -2_500...5_000, using: &generator)), x: 160, y: 150)
            let shown = rows(in: host)
            #expect(shown.count > 5, "after step \(step)")
            // Each row sits one pitch below the last, and lines follow each other with none left out.
            let pitch = shown[1].frame.minY - shown[0].frame.minY
            #expect(pitch > 10)
            for (upper, lower) in zip(shown, shown.dropFirst()) {
                #expect(abs(lower.frame.minY - upper.frame.minY - pitch) < 0.01, "after step \(step)")
                #expect(lower.line == upper.line || lower.line == upper.line + 1, "after step \(step)")
            }
            // A click on a row puts the caret in that row's line: what is typed lands there.
            // Rows cut by the box's edge are drawn clipped; a click there would miss the box.
            let whole = shown.filter { $0.frame.minY >= viewport.minY && $0.frame.maxY <= viewport.maxY }
            let clicked = whole[Int.random(in: 0..<whole.count, using: &generator)]
            host.click(x: clicked.frame.minX + 3, y: clicked.frame.midY)
            host.type("Q")
            let edited = draft.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(edited.count == lines.count)
            let changed = edited.indices.filter { edited[$0] != lines[$0] }
            #expect(changed == [clicked.line], "after step \(step)")
            host.press(Key.character("z"), modifiers: .control)
            #expect(draft.text == lines.joined(separator: "\n"))
            moves += 1
        }
        #expect(moves == 40)
    }
}
