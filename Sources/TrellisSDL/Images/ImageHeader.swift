/// A picture's size read from the first bytes of its file, so a picture too
/// large to decode is refused before any pixel memory is asked for. A PNG
/// claiming 50,000 × 50,000 pixels costs a few bytes to turn away, where
/// decoding it would ask for 10 GB.
struct ImageHeader: Equatable {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int

    /// How many pixels a decoded copy holds.
    var pixels: Int { width.multipliedReportingOverflow(by: height).overflow ? .max : width * height }

    /// The size PNG, JPEG, GIF or BMP `bytes` declare, or `nil` for another
    /// format or a header cut short.
    init?(_ bytes: [UInt8]) {
        if let size = Self.png(bytes) ?? Self.jpeg(bytes) ?? Self.gif(bytes) ?? Self.bmp(bytes) {
            self = size
        } else {
            return nil
        }
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The signature, then the IHDR chunk: big-endian width and height.
    private static func png(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24,
              bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        return ImageHeader(width: bigEndian(bytes, at: 16, count: 4), height: bigEndian(bytes, at: 20, count: 4))
    }

    /// Segments follow one another, each with its length, up to a start-of-frame
    /// marker (C0–CF, but not C4, C8 and CC, which are tables), whose height comes before its width.
    private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var at = 2
        while at + 9 < bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            // Fill bytes and markers that stand alone carry no length.
            if marker == 0xFF { at += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return ImageHeader(width: bigEndian(bytes, at: at + 7, count: 2), height: bigEndian(bytes, at: at + 5, count: 2))
            }
            at += 2 + bigEndian(bytes, at: at + 2, count: 2)
        }
        return nil
    }

    /// "GIF87a" or "GIF89a", then the screen's little-endian width and height.
    private static func gif(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 10, bytes.starts(with: "GIF8".utf8) else { return nil }
        return ImageHeader(width: littleEndian(bytes, at: 6, count: 2), height: littleEndian(bytes, at: 8, count: 2))
    }

    /// "BM", then an info header whose width and height are little-endian; a
    /// negative height means the rows run top to bottom.
    private static func bmp(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 26, bytes.starts(with: "BM".utf8) else { return nil }
        if littleEndian(bytes, at: 14, count: 4) == 12 {
            return ImageHeader(width: littleEndian(bytes, at: 18, count: 2), height: littleEndian(bytes, at: 20, count: 2))
        }
        let height = Int32(truncatingIfNeeded: UInt32(littleEndian(bytes, at: 22, count: 4)))
        return ImageHeader(width: Int(Int32(truncatingIfNeeded: UInt32(littleEndian(bytes, at: 18, count: 4))).magnitude),
                           height: Int(height.magnitude))
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        guard start >= 0, start + count <= bytes.count else { return 0 }
        return bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        guard start >= 0, start + count <= bytes.count else { return 0 }
        return bytes[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
