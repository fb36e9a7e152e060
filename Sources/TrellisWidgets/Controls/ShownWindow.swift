@_spi(TrellisExtension) import TrellisCore

/// The part of a text field's text that is laid out and drawn: up to `reach`
/// characters before the caret and `reach` after it (the input method's
/// composition among them), so a megabyte in a field costs no more to lay
/// out and draw than a line. Only the characters inside are read.
struct ShownWindow {
    /// Where the window starts in the text.
    private(set) var start: String.Index
    /// The characters shown: the text's (bullets in a secure field), with the composition at the caret.
    private(set) var characters: [Character] = []
    /// Where the caret is among `characters`, before any composition.
    private(set) var caret = 0
    /// The selection among `characters`, cut to the window; drawn only without a composition.
    private(set) var selection = 0..<0
    /// UTF-8 offsets from `start` of each boundary between the text's own
    /// characters in the window (the composition is not in the text yet).
    private var utf8Ends: [Int] = [0]

    /// An empty window.
    init() {
        start = "".startIndex
    }

    /// The window around `editing`'s caret.
    init(_ editing: TextEditing, composition: String, isSecure: Bool, reach: Int) {
        let text = editing.text, caretIndex = editing.caretIndex
        start = text.index(caretIndex, offsetBy: -reach, limitedBy: text.startIndex) ?? text.startIndex
        characters.reserveCapacity(2 * reach)
        utf8Ends.reserveCapacity(2 * reach + 1)
        var index = start
        func take() {
            let next = text.index(after: index)
            characters.append(isSecure ? "•" : text[index])
            utf8Ends.append(utf8Ends[utf8Ends.count - 1] + text.utf8.distance(from: index, to: next))
            index = next
        }
        while index < caretIndex { take() }
        caret = characters.count
        // The composition and the text after the caret share the reach after it.
        characters.append(contentsOf: composition.prefix(reach))
        var room = reach - min(composition.count, reach)
        while room > 0, index < text.endIndex {
            take()
            room -= 1
        }
        let range = editing.selectedRange
        let first = place(of: range.lowerBound, in: text), last = place(of: range.upperBound, in: text)
        selection = first..<max(first, last)
    }

    /// How many of the text's characters in the window come before `position`, cut to the window.
    private func place(of position: String.Index, in text: String) -> Int {
        guard position > start else { return 0 }
        let offset = text.utf8.distance(from: start, to: position)
        // Binary search: the ends only grow.
        var low = 0, high = utf8Ends.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if utf8Ends[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The UTF-8 length of the first `count` of the text's characters in the window.
    func utf8Length(ofFirst count: Int) -> Int {
        utf8Ends[min(max(count, 0), utf8Ends.count - 1)]
    }
}
