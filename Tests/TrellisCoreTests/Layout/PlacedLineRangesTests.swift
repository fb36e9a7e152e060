import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A wrapped text keeps its placed lines as UTF-8 ranges of its own string,
/// not as copies of them (`TextRunLines`): a chat message's lines cost about
/// 300 bytes as strings, and an eager list keeps every message's. What is
/// drawn must not change: the run's lines read as the strings they stand for.
@MainActor
@Suite struct PlacedLineRangesTests {
    private func texts(in node: LayoutNode) -> [TextLayout] {
        var found: [TextLayout] = []
        if let text = node as? TextLayout { found.append(text) }
        for child in node.children { found += texts(in: child) }
        return found
    }

    private func placedText(_ view: some View, width: Double) throws -> (ViewGraph, TextLayout) {
        let graph = ViewGraph(content: AnyView(view))
        graph.layOut(in: Size(width: width, height: 2_000), context: LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: true)))
        return (graph, try #require(texts(in: graph.rootLayout).first))
    }

    private func drawnRun(of text: TextLayout) throws -> TextRun {
        guard case .text(let run) = text.shownTextContent() else { throw Failure("the text drew no run") }
        return run
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test(arguments: ["A paragraph long enough to wrap in a narrow column of text",
                      "Two paragraphs, each long enough\nto wrap in a narrow column",
                      "Café crème, naïve façades and smörgåsbord wrap on their spaces too"])
    func aWrappedTextKeepsRangesThatReadAsItsLines(string: String) throws {
        let (_, text) = try placedText(VStack { Text(string) }, width: 80)
        guard case .ranges(let ranges) = text.placedRunLines else {
            Issue.record("a wrapped text kept \(text.placedRunLines), not ranges of its string")
            return
        }
        #expect(ranges.count > 2)
        let run = try drawnRun(of: text)
        #expect(run.lineCount == ranges.count)
        #expect(run.lines == (0..<run.lineCount).map(run.line))
        // The lines are the string's words in order, broken only at spaces and newlines.
        #expect(run.lines.joined(separator: " ").split(whereSeparator: \.isWhitespace)
            == string.split(whereSeparator: \.isWhitespace))
        #expect(run.displayedLines == run.lines)
    }

    /// A line cut short ends in an ellipsis that is not part of the string:
    /// such lines stay strings of their own.
    @Test func aCutTextKeepsItsLinesAsStrings() throws {
        let (_, text) = try placedText(VStack { Text("A paragraph long enough to wrap in a narrow column of text").lineLimit(2) }, width: 80)
        guard case .strings(let lines) = text.placedRunLines else {
            Issue.record("a cut text kept \(text.placedRunLines)")
            return
        }
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("…") == true)
        #expect(try drawnRun(of: text).lines == lines)
    }

    /// A text that fits on one line keeps no lines; its run draws its string.
    @Test func aTextOnOneLineKeepsNone() throws {
        let (_, text) = try placedText(VStack { Text("Short") }, width: 400)
        #expect(text.placedRunLines == .none)
        let run = try drawnRun(of: text)
        #expect(run.lineCount == 0 && run.displayedLines == ["Short"])
    }

    /// Lines wrapped by the general wrapper come as strings: each that is the
    /// next part of the text, past the white space of a break, is found as a
    /// range; one that is not (an ellipsis, a hyphen) keeps them all strings.
    @Test func linesThatArePartsOfTheTextAreFoundAsRanges() {
        #expect(TextRunLines(["Hello,", "world"], of: "Hello, world") == .ranges([0..<6, 7..<12]))
        #expect(TextRunLines(["naïve", "", "café"], of: "naïve\n\ncafé") == .ranges([0..<6, 6..<6, 8..<13]))
        #expect(TextRunLines(["Hello,", "wor…"], of: "Hello, world") == .strings(["Hello,", "wor…"]))
        #expect(TextRunLines(["world", "Hello,"], of: "Hello, world") == .strings(["world", "Hello,"]))
    }

    /// Ranges read against a string they were not placed from (one replaced
    /// since) stop at its end rather than trap.
    @Test func rangesPastTheEndOfAStringStopThere() {
        var run = TextRun(string: "Hello, world", font: .system(size: 15), color: RGBA(r: 0, g: 0, b: 0))
        run.placedLines = .ranges([0..<7, 7..<12])
        #expect(run.lines == ["Hello, ", "world"])
        run.string = "Hi"
        #expect(run.lines == ["Hi", ""])
        #expect(run.line(1) == "")
    }

    /// A new string wraps again: the lines follow the string, not the ranges kept before.
    @Test func aNewStringOfTheSameLengthDrawsItsOwnLines() throws {
        let first = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj"
        let second = "kkkk llll mmmm nnnn oooo pppp qqqq rrrr ssss tttt"
        let (graph, text) = try placedText(VStack { Text(first) }, width: 80)
        let before = try drawnRun(of: text).lines
        text.run.string = second
        graph.layOut(in: Size(width: 80, height: 2_000), context: LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: true)))
        let after = try drawnRun(of: text).lines
        #expect(after.count == before.count)
        #expect(after.joined(separator: " ").split(separator: " ") == second.split(separator: " "))
    }
}
