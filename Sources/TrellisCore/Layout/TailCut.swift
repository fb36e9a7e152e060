extension GlyphAdvanceTable {
    /// The longest start of the line at `range` of `text` that fits within
    /// `maxWidth` with "…" after it, and its width; `nil` when "…" does not add up.
    ///
    /// `TextWrapper` finds it by trying shorter and shorter starts, measuring
    /// each; here the spans are added once from the start.
    nonisolated func cutAtTail(_ text: String, range: Range<Int32>, within maxWidth: Double?) -> (text: String, width: Double)? {
        guard let ellipsis else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            let start = Int(range.lowerBound), end = Int(range.upperBound)
            var kept = 0, keptWidth = ellipsis.width
            let limit = maxWidth ?? .infinity
            var joined = GlyphSpan.empty
            for offset in start..<end {
                if let glyph = span(ofByte: bytes[offset]) { joined = joined.followed(by: glyph) }
                let width = joined.followed(by: ellipsis).width
                if width <= limit { (kept, keptWidth) = (offset + 1 - start, width) }
            }
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + kept)]), as: UTF8.self)
            return (line + "…", keptWidth)
        }
    }
}
