import FrameBenchReport
import Trellis

/// Someone who writes in the chat.
struct ChatAuthor: Sendable {
    let name: String
    let handleColor: Color
    let profileColor: Color
}

/// One message of the chat.
struct ChatMessage: Identifiable, Sendable {
    let id: Int
    let author: ChatAuthor
    let content: String
    let time: String
}

/// SwiftCrossUI's message-list benchmark, copied in shape: three authors, five
/// sentences from 25 to 330 characters and five times, cycled over the messages.
enum ChatMaker {
    static let authors = [
        ChatAuthor(name: "stackotter", handleColor: .blue, profileColor: .pink),
        ChatAuthor(name: "gregc", handleColor: .yellow, profileColor: .yellow),
        ChatAuthor(name: "bbrk24", handleColor: .purple, profileColor: .green),
    ]

    static let sentences = [
        "while you wait for a fix, you can switch off live reloading in the package manifest on linux, around line 100. "
            + "live reloading does not work there anyway (the program tells you so if you try it while running); the code "
            + "only stays switched on so that the build keeps catching mistakes on other platforms, like the one you hit today.",
        "I expect the stroke style gets replaced? then the path could keep its own stroke style and the styled shape another "
            + "one, and when it makes the path it writes its style over the old one before handing it on, or something like that",
        "I would rather not copy the other toolkit exactly here, because you can give a path a stroke style and a shape one "
            + "too, but a colour only to a shape, so who knows what happens when the two disagree",
        "I think stroke and fill modifiers on shapes would read a little better. they could return a styled shape, the same "
            + "two modifiers could live on the styled shape, and it would keep both the fill and the stroke",
        "Naming things is hard too",
    ]

    static let times = ["8:54am", "9:13am", "10:20pm", "12:01am", "1:00pm"]

    static func make(_ count: Int) -> [ChatMessage] {
        (0..<count).map { index in
            ChatMessage(id: index, author: authors[index % authors.count], content: sentences[index % sentences.count],
                        time: times[index % times.count])
        }
    }
}

/// An avatar beside the author, the time and the wrapped message.
struct ChatMessageView: View {
    let message: ChatMessage

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            message.author.profileColor
                .frame(width: 40, height: 40)
                .cornerRadius(20)
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 10) {
                    Text(message.author.name)
                        .foregroundColor(message.author.handleColor)
                        .bold()
                    Text(message.time)
                        .foregroundColor(.gray)
                }
                Text(message.content)
            }
        }
    }
}

/// The scrolling list of messages, in 800 × 800.
struct ChatView: View {
    let messages: [ChatMessage]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                ForEach(messages) { message in
                    ChatMessageView(message: message)
                }
            }
            .frame(maxWidth: .infinity)
            .padding(20)
        }
        .frame(width: 800, height: 800)
    }
}

/// `chat`: the first frame of SwiftCrossUI's message list, against a baseline
/// that draws the visible messages' avatars and lines by hand.
@MainActor
enum ChatScenario {
    static let count = 1_000
    static let summary = "SwiftCrossUI's message list: ScrollView of \(grouped(count)) messages (avatar, author, time, wrapped text), 800×800; first frame"

    static func run(_ context: BenchContext) throws -> ScenarioResult {
        context.progress("chat: first frame")
        var figures: [String: Double] = [:], notes: [String] = []
        let messages = ChatMaker.make(count)
        let region = PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height)
        let op = try SnapshotComparison.run("first frame, \(grouped(count)) messages", region: region, context: context,
                                            figures: &figures, notes: &notes) { ChatView(messages: messages) }
        TextMeasurementNote.add(scenario: "chat", texts: 3 * count, figures: &figures, notes: &notes)
        return ScenarioResult(scenario: "chat", summary: summary, ops: [op], figures: figures, notes: notes)
    }
}
