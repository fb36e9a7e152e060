extension GlyphAdvanceTable {
    /// The longest run of `text` from UTF-8 offset `start` to the end of its
    /// paragraph that fits within `maxWidth` with "…" after it, and its width;
    /// `nil` when "…" does not add up.
    ///
    /// A line cut at its tail shows as much of the rest of its paragraph as
    /// fits, as `NSLineBreakMode.byTruncatingTail` does, not only the words
    /// wrapping would have put on it: "#999 v3…", not "#999…". The spans are
    /// added from the start and stop where the width is passed, since a run
    /// only grows wider (advances are never negative): a long text costs what
    /// its cut line shows. Spaces before the ellipsis are cut as well: on
    /// Apple's platforms "custom properties" cut after its space shows
    /// "custom…" (NetNewsWire issue 1840), not "custom …".
    nonisolated func cutAtTail(_ text: String, from start: Int32, within maxWidth: Double?) -> (text: String, width: Double)? {
        guard let ellipsis else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            let start = min(Int(start), bytes.count)
            // The kept run ends at a character, not a space: spaces before the ellipsis are cut too.
            var end = start, kept = start, keptWidth = ellipsis.width
            let limit = maxWidth ?? .infinity
            var joined = GlyphSpan.empty
            while end < bytes.count, bytes[end] != 0x0A {
                if let glyph = span(ofByte: bytes[end]) { joined = joined.followed(by: glyph) }
                let width = joined.followed(by: ellipsis).width
                guard width <= limit else { break }
                end += 1
                if bytes[end - 1] != 0x20 { (kept, keptWidth) = (end, width) }
            }
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<kept]), as: UTF8.self)
            return (line + "…", keptWidth)
        }
    }
}
