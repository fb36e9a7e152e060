@_spi(TrellisExtension) import TrellisCore

/// Writing an edit back to the editor's `String` binding without joining
/// every line again, and without copying the string: the text is changed
/// where the edit was, in the binding's own storage.
extension MultilineTextLayout {
    /// Changes the binding's text (or `syncedText`, with no binding) to the
    /// document after `replacement`.
    ///
    /// A megabyte copied per keystroke was most of what typing cost. The
    /// string is changed in place when nothing else holds it: this layout
    /// lets go of its own reference while the binding's storage is changed,
    /// and takes it again after.
    func writeBack(_ replacement: LineReplacement) {
        guard let writeText else { return splice(replacement, into: &syncedText) }
        writeText { text in
            // Someone else's change since the last sync cannot take the splice.
            let isSynced = text == syncedText
            syncedText = ""
            if isSynced { splice(replacement, into: &text) } else { join(into: &text) }
            syncedText = text
        }
    }

    /// Puts the edited lines in place of theirs in `text`, which holds the
    /// document before `replacement`: the lines before and after the edit
    /// are the same bytes as before, so joining them again is not needed.
    private func splice(_ replacement: LineReplacement, into text: inout String) {
        let lines = document.lines
        let first = replacement.replaced.lowerBound, afterNew = first + replacement.count
        guard syncedTextIsJoined, !replacement.replaced.isEmpty, replacement.count > 0, afterNew <= lines.count else {
            return join(into: &text)
        }
        // Each line before the edit is followed by a line break, each after it preceded by one.
        let before = lineBytes.sum(ofFirst: first)
        let after = lineBytes.total - lineBytes.sum(ofFirst: afterNew)
        guard before + after <= text.utf8.count else { return join(into: &text) }
        // Indices only: a `utf8` view kept in a local would hold the string and make the change copy it.
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: before)
        let end = text.utf8.index(text.utf8.endIndex, offsetBy: -after)
        text.replaceSubrange(start..<end, with: lines[first..<afterNew].joined(separator: "\n"))
    }

    /// The whole document joined again, every break one byte.
    private func join(into text: inout String) {
        text = document.text
        syncedTextIsJoined = true
    }
}
