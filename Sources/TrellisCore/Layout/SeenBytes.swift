/// Which printable ASCII bytes a pass over a text met, as 128 bits.
///
/// A text's widest character is needed when no width is left and every
/// character is a line of its own; noting which bytes occur costs a shift
/// and an or per character, where comparing each glyph's width cost a
/// dozen instructions in the loop every wrapped text's words are found in.
struct SeenBytes {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// Notes `byte`, which is below 0x80.
    @inline(__always)
    mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 &<< UInt64(byte) } else { high |= 1 &<< UInt64(byte &- 64) }
    }

    /// The byte met whose glyph is widest in `spans` (indexed by byte less
    /// 0x20), with that width; byte 0 and width 0 when none was met.
    func widest(in spans: UnsafeBufferPointer<GlyphSpan>) -> (byte: UInt8, width: Double) {
        var best: (byte: UInt8, width: Double) = (0, 0)
        Self.widest(of: low, from: 0, in: spans, into: &best)
        Self.widest(of: high, from: 64, in: spans, into: &best)
        return best
    }

    /// Makes `best` the widest of it and the bytes set in `bits`, counted from `base`.
    private static func widest(of bits: UInt64, from base: Int, in spans: UnsafeBufferPointer<GlyphSpan>,
                               into best: inout (byte: UInt8, width: Double)) {
        var bits = bits
        while bits != 0 {
            let byte = base + bits.trailingZeroBitCount
            bits &= bits &- 1
            let code = byte - 0x20
            guard code >= 0, code < spans.count else { continue }
            let width = spans[code].width
            if width > best.width { best = (UInt8(byte), width) }
        }
    }
}
