import Observation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// Messages shown one at a time.
@Observable @MainActor
private final class Conversation {
    let messages: [String]
    var shown = 0
    init(_ messages: [String]) { self.messages = messages }
    var current: String { messages[shown] }
}

/// The message shown, wrapped in a narrow column, cut to two lines, and on one line.
private struct MessageColumn: View {
    let conversation: Conversation
    var body: some View {
        HStack(alignment: .top, spacing: 4) {
            Text(conversation.current).frame(width: 70)
            Text(conversation.current).lineLimit(2).frame(width: 90)
            Text(conversation.current)
        }
    }
}

/// A text that is given one string after another keeps what it measured
/// (its words, its wraps and cut lines, its sizes) only for the string it
/// shows: each new string is measured as a fresh text would measure it.
@MainActor
@Suite struct ChangingTextMeasurementTests {
    private let size = Size(width: 500, height: 300)
    private let strings = [
        "",
        "one two three four five six seven eight",
        "short",
        "a much longer message that wraps onto several lines in the column",
        "",
        "two\nparagraphs here",
        "one two three four five six seven eight",
        "unbreakablewordthatoverflowsthecolumn and more",
    ]

    private func texts(of graph: ViewGraph) -> [String: [Rect]] {
        var found: [String: [Rect]] = [:]
        for graphic in graph.makeDisplayList().graphics {
            if case .text(let run) = graphic.content { found[run.string, default: []].append(graphic.frame) }
        }
        return found
    }

    @Test(arguments: [true, false])
    func eachNewStringIsMeasuredAsAFreshTextWouldBe(addingUp: Bool) {
        let conversation = Conversation(strings)
        let graph = ViewGraph(content: MessageColumn(conversation: conversation))
        let context = LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: addingUp))
        graph.update()
        graph.layOut(in: size, context: context)
        _ = graph.updateDisplayList()
        for shown in strings.indices.dropFirst() {
            conversation.shown = shown
            graph.update()
            graph.layOut(in: size, context: context)
            _ = graph.updateDisplayList()

            let fresh = ViewGraph(content: MessageColumn(conversation: conversation))
            fresh.update()
            fresh.layOut(in: size, context: LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: addingUp)))
            #expect(texts(of: graph) == texts(of: fresh), "after \"\(strings[shown])\"")
        }
    }
}
