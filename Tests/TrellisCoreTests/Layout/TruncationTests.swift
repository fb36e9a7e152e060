import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@MainActor
private func shownLines(_ view: some View, width: Double, height: Double = 300) -> [String] {
    let graph = ViewGraph(content: view)
    graph.update()
    graph.layOut(in: Size(width: width, height: height), context: LayoutContext(textMeasurer: FixedPitchTextMeasurer()))
    for graphic in graph.makeDisplayList().graphics {
        if case .text(let run) = graphic.content { return run.displayedLines }
    }
    return []
}

@MainActor
@Suite struct TruncationTests {
    @Test func aLineLimitEndsTheLastLineWithAnEllipsis() {
        // 9 points a character at body size: 90 points hold ten, the ellipsis included.
        let lines = shownLines(Text("alpha beta gamma delta").lineLimit(1).frame(width: 90), width: 400)
        #expect(lines == ["alpha bet…"])
    }

    @Test func wrappedTextKeepsWholeWordsAndTruncatesOnlyTheLastLine() {
        let lines = shownLines(Text("alpha beta gamma delta epsilon").lineLimit(2).frame(width: 100), width: 400)
        #expect(lines.count == 2)
        #expect(lines[0] == "alpha beta")
        #expect(lines[1].hasSuffix("…"))
    }

    @Test func aLongWordShortenedInTheMiddleKeepsItsCharactersTogether() {
        // A path has no spaces: wrapping breaks it between characters, and joining those pieces with spaces was wrong.
        let path = "/mnt/sandboxing/model_tools_env/v1/python"
        let middle = shownLines(Text(path).truncationMode(.middle).lineLimit(1).frame(width: 150), width: 400)
        #expect(middle.count == 1 && !middle[0].contains(" "), "\(middle)")
        #expect(middle[0].hasPrefix("/mnt/") && middle[0].hasSuffix("python") && middle[0].contains("…"), "\(middle)")
        let head = shownLines(Text(path).truncationMode(.head).lineLimit(1).frame(width: 150), width: 400)
        #expect(head.count == 1 && head[0].hasPrefix("…") && !head[0].contains(" ") && head[0].hasSuffix("/v1/python"), "\(head)")
        // Spaces the text has are kept.
        let words = shownLines(Text("alpha beta gamma delta").truncationMode(.middle).lineLimit(1).frame(width: 150), width: 400)
        #expect(words == ["alpha be…a delta"], "\(words)")
    }

    /// The cut line shows as much of the rest of its paragraph as fits, not
    /// only the words wrapping put on it: `Text.TruncationMode.tail` omits
    /// "characters from the end of the string" ("abcd…"), and
    /// `NSLineBreakMode.byTruncatingTail` fits "the beginning" of the line
    /// with an ellipsis for "the missing text at the end of the line".
    @Test func theCutLineShowsAsMuchOfTheRestAsFits() {
        // 9 points a character: 72 hold eight, "alpha b" and the ellipsis, where the word "alpha" alone is five.
        #expect(shownLines(Text("alpha beta").lineLimit(1).frame(width: 72), width: 400) == ["alpha b…"])
        // Spaces before the ellipsis are cut too: "alpha " and "…" would fit 63 points, and show "alpha…"
        // (on Apple's platforms "custom properties" cut after its space shows "custom…", NetNewsWire issue 1840).
        #expect(shownLines(Text("alpha beta").lineLimit(1).frame(width: 63), width: 400) == ["alpha…"])
        // A grid cell one line high cuts as a line limit does.
        #expect(shownLines(Text("#999 v300").frame(width: 63, height: 18), width: 400) == ["#999 v…"])
        // The last of two lines: "gamma delt" and "…" are 99 points of 100.
        #expect(shownLines(Text("alpha beta gamma delta epsilon").lineLimit(2).frame(width: 100), width: 400)
                    == ["alpha beta", "gamma delt…"])
        // The rest of its own paragraph only: the next paragraph starts a line of its own.
        #expect(shownLines(Text("one two\nthree").lineLimit(1), width: 400) == ["one two…"])
        #expect(shownLines(Text("one two\nthree four five").lineLimit(2).frame(width: 54), width: 400)
                    == ["one", "two…"])
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect(shownLines(Text("short").lineLimit(1), width: 400) == ["short"])
    }
}
