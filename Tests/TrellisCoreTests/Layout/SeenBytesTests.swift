import Testing
@testable import TrellisCore

/// `SeenBytes` finds a text's widest character from the bytes a pass met,
/// where the pass once compared every glyph's width: both must agree.
@Suite struct SeenBytesTests {
    @Test func theWidestByteMetIsTheWidestOfTheText() {
        // Widths that differ by byte, several of them alike, some ink past the pen.
        let spans: [GlyphSpan] = (0..<95).map { (code: Int) -> GlyphSpan in
            let low: Double = code % 11 == 0 ? -1 : 0
            return GlyphSpan(pen: Double(code % 7) + 1, low: low, high: Double(code % 13))
        }
        var random = SystemRandomNumberGenerator()
        spans.withUnsafeBufferPointer { spans in
            for _ in 0..<200 {
                let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
                var seen = SeenBytes()
                var widest = 0.0
                for byte in bytes {
                    seen.insert(byte)
                    widest = max(widest, spans[Int(byte) - 0x20].width)
                }
                let found = seen.widest(in: spans)
                #expect(found.width == widest, "\(bytes)")
                if bytes.isEmpty {
                    #expect(found.byte == 0)
                } else {
                    #expect(bytes.contains(found.byte) && spans[Int(found.byte) - 0x20].width == widest)
                }
            }
        }
    }
}
