import Observation
import Testing
@testable import TrellisCore

@Observable @MainActor
private final class Message {
    var body = ""
}

/// A message wrapped in a narrow column, beside the same message cut to two lines.
private struct MessageColumn: View {
    let message: Message
    var body: some View {
        HStack(alignment: .top, spacing: 4) {
            Text(message.body).frame(width: 70)
            Text(message.body).lineLimit(2).frame(width: 90)
            Text(message.body)
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
        let message = Message()
        let graph = ViewGraph(content: MessageColumn(message: message))
        let context = LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: addingUp))
        graph.update()
        graph.layOut(in: size, context: context)
        _ = graph.updateDisplayList()
        for string in strings {
            message.body = string
            graph.update()
            graph.layOut(in: size, context: context)
            _ = graph.updateDisplayList()

            let fresh = ViewGraph(content: MessageColumn(message: message))
            fresh.update()
            fresh.layOut(in: size, context: LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: addingUp)))
            #expect(texts(of: graph) == texts(of: fresh), "after \"\(string)\"")
        }
    }
}
