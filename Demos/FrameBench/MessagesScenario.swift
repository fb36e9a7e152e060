import FrameBenchReport
import RowsTable
import Trellis

/// One chat message.
struct Message: Identifiable, Sendable {
    let id: Int
    let author: String
    let text: String
    /// Which of the avatar colours.
    let tint: Int
}

/// Makes messages of 20 to 60 words from a seed, so every run lays out the same text.
enum MessageMaker {
    static let authors = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Margaret", "Niklaus"]
    static let words = ("the quick brown fox jumps over a lazy dog while seven wizards quietly judge boxing matches "
        + "between frames layout measures every line of text before the renderer copies retained textures to "
        + "the window and damage tracking keeps repaints small so idle windows cost almost nothing at all").split(separator: " ")

    /// How many avatar colours `MessagesView` has.
    static let tintCount = 8

    static func make(_ count: Int, seed: UInt64) -> [Message] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let length = 20 + generator.pick(below: 41)
            let text = (0..<length).map { _ in words[generator.pick(below: words.count)] }.joined(separator: " ")
            return Message(id: index, author: authors[generator.pick(below: authors.count)], text: text,
                           tint: generator.pick(below: tintCount))
        }
    }
}

/// A scrolling column of messages: an avatar beside a bold author over the wrapped text.
struct MessagesView: View {
    let messages: [Message]

    static let tints: [Color] = [.red, .orange, .green, .teal, .blue, .indigo, .purple, .pink]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(messages) { message in
                    HStack(alignment: .top, spacing: 10) {
                        Circle()
                            .fill(Self.tints[message.tint])
                            .frame(width: 36, height: 36)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(message.author).bold()
                            Text(message.text)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
            .padding(16)
        }
    }
}

/// `messages`: the first frame of 1,000 messages, every one of which wraps its text,
/// against a baseline that draws the visible avatars and lines at Trellis's line breaks.
@MainActor
enum MessagesScenario {
    static let count = 1_000
    static let summary = "ScrollView of a VStack of \(grouped(count)) messages (avatar, bold author, 20–60 wrapped words); first frame"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        context.progress("messages: first frame")
        var figures: [String: Double] = [:], notes: [String] = []
        let messages = MessageMaker.make(count, seed: 7)
        let region = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let op = try SnapshotComparison.run("first frame, \(grouped(count)) messages", region: region, context: context,
                                            figures: &figures, notes: &notes) { MessagesView(messages: messages) }
        TextMeasurementNote.add(scenario: "messages", texts: 2 * count, figures: &figures, notes: &notes)
        return ScenarioResult(scenario: "messages", summary: summary, ops: [op], figures: figures, notes: notes)
    }
}
