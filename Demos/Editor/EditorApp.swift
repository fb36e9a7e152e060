import Trellis

@main struct EditorApp: App {
    var body: some Scene {
        WindowGroup("Notes") { NotesView() }
            .defaultSize(width: 640, height: 480)
    }
}

/// A small notes editor: a title, the note in a `TextEditor`, a comment that
/// grows with its lines, and a status line that counts what is written.
struct NotesView: View {
    @State private var title = "Trip to the coast"
    @State private var note = """
        Pack the night before: boots, a warm jumper, the map and the flask.
        Leave by eight to miss the traffic on the ring road; the tide turns at two, so walk the cliff path first and come back along the beach.

        Remember to book the table for dinner.
        """
    @State private var comment = ""
    @State private var comments: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField("Title", text: $title)
                .font(.title3)
            TextEditor(text: $note)
                .frame(minHeight: 160)
            TextField("Add a comment (Option-Return for a new line)", text: $comment, axis: .vertical)
                .lineLimit(1...4)
                .onSubmit {
                    comments.append(comment)
                    comment = ""
                }
            ForEach(comments, id: \.self) { Text("• " + $0).foregroundStyle(.secondary) }
            Text(status).font(.caption).foregroundStyle(.secondary)
        }
        .padding(16)
        .navigationTitle(title)
    }

    private var status: String {
        let lines = note.split(separator: "\n", omittingEmptySubsequences: false).count
        let words = note.split(whereSeparator: { $0.isWhitespace }).count
        return "\(lines) lines, \(words) words, \(note.count) characters"
    }
}
