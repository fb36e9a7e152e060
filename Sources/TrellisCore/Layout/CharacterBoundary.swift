extension String {
    /// The character boundary at or before UTF-8 offset `offset`, clamped to
    /// the string. Only the few scalars around the offset are looked at, so a
    /// place in a megabyte is found without walking its characters.
    package func characterBoundary(atOrBeforeUTF8Offset offset: Int) -> String.Index {
        var candidate = utf8.index(utf8.startIndex, offsetBy: Swift.min(Swift.max(offset, 0), utf8.count))
        while candidate > utf8.startIndex, candidate < utf8.endIndex, UTF8.isContinuation(utf8[candidate]) {
            candidate = utf8.index(before: candidate)
        }
        while true {
            if let boundary = String.Index(candidate, within: self) { return boundary }
            candidate = unicodeScalars.index(before: candidate)
        }
    }
}
