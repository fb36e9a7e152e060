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
        var before = 0, after = 0
        for index in 0..<first { before += lines[index].utf8.count + 1 }
        for index in afterNew..<lines.count { after += lines[index].utf8.count + 1 }
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

    /// Whether every line break of `text` (split into `lines`) is one byte,
    /// `\n` or `\r`, so that lines before and after an edit stand at offsets
    /// their lengths give. Counting lengths, not scanning a megabyte for `\r\n`.
    static func breaksAreOneByte(_ text: String, lines: [String]) -> Bool {
        var bytes = lines.count - 1
        for line in lines { bytes += line.utf8.count }
        return bytes == text.utf8.count
    }
}
