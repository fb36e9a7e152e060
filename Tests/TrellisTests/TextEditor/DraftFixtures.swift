import Observation
import Trellis

/// The text a `TextEditor` edits, kept where a test can read it.
@Observable final class EditorDraft {
    var text: String

    init(_ text: String) {
        self.text = text
    }
}

/// A `TextEditor` of a draft, at a fixed size.
struct DraftEditor: View {
    @Bindable var draft: EditorDraft
    var width: CGFloat = 900
    var height: CGFloat = 700

    var body: some View {
        TextEditor(text: $draft.text)
            .frame(width: width, height: height)
    }
}
