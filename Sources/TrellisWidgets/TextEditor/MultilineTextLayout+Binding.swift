@_spi(TrellisExtension) import TrellisCore

/// Writing an edit back to the editor's `String` binding without joining
/// every line again: the text is changed where the edit was.
extension MultilineTextLayout {
    /// Brings `syncedText` up to date with the document after `replacement`.
    /// Joining a megabyte's lines again took most of a keystroke; the lines
    /// before and after the edit are the same bytes as before, so only the
    /// edited lines are put in place of theirs.
    func writeBack(_ replacement: LineReplacement) {
        let lines = document.lines
        let first = replacement.replaced.lowerBound, afterNew = first + replacement.count
        guard syncedTextIsJoined, !replacement.replaced.isEmpty, replacement.count > 0, afterNew <= lines.count else {
            syncedText = document.text
            syncedTextIsJoined = true
            return
        }
        // Each line before the edit is followed by a line break, each after it preceded by one.
        let before = lineBytes.sum(ofFirst: first)
        let after = lineBytes.total - lineBytes.sum(ofFirst: afterNew)
        let utf8 = syncedText.utf8
        guard before + after <= utf8.count else {
            syncedText = document.text
            syncedTextIsJoined = true
            return
        }
        let start = utf8.index(utf8.startIndex, offsetBy: before)
        let end = utf8.index(utf8.endIndex, offsetBy: -after)
        syncedText.replaceSubrange(start..<end, with: lines[first..<afterNew].joined(separator: "\n"))
    }
}
