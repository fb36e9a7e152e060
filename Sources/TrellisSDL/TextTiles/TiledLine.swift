import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// A stretch of one line of a tiled text, short enough to draw by itself,
/// and where it starts from the line's start.
struct TiledPiece {
    var segment: TextRunSegment
    var x: Double
    var width: Double
}

/// A line of a tiled text cut into short pieces, so that a tile draws only
/// the pieces that cross it: a line of 400,000 characters would otherwise be
/// shaped and drawn whole, into a surface millions of pixels wide, for every tile.
@MainActor
struct TiledLine {
    /// The pieces in drawing order, left to right.
    var pieces: [TiledPiece] = []
    /// The line's advance: the sum of its pieces.
    var width = 0.0

    /// About this many characters make a piece; a piece ends at a space after
    /// it when it can, where cutting changes no kerning, and at twice it regardless.
    nonisolated static let pieceLength = 200

    /// Cuts `line` into pieces, each as wide as `advance` says.
    init(_ line: String, in font: Font, splitter: TextRunSplitter, advance: (TextRunSegment) -> Double) {
        for segment in splitter.segments(of: line, in: font) {
            var chunks = Self.chunks(of: segment)
            // A right-to-left run reads from the right: its first piece is drawn last.
            if segment.isRightToLeft { chunks.reverse() }
            for chunk in chunks {
                let width = advance(chunk)
                pieces.append(TiledPiece(segment: chunk, x: self.width, width: width))
                self.width += width
            }
        }
    }

    /// `segment` cut into pieces of about `pieceLength` characters.
    static func chunks(of segment: TextRunSegment) -> [TextRunSegment] {
        guard segment.text.utf8.count > pieceLength else { return [segment] }
        // ASCII without carriage returns is a character a byte: cut by bytes,
        // where appending 400,000 characters one by one cost 500 instructions each.
        if let cuts = segment.text.utf8.withContiguousStorageIfAvailable({ Self.asciiCuts(of: $0) }), let cuts {
            return cuts.map { TextRunSegment(text: $0, font: segment.font, isRightToLeft: segment.isRightToLeft) }
        }
        return characterChunks(of: segment)
    }

    /// The general cut, a character at a time.
    static func characterChunks(of segment: TextRunSegment) -> [TextRunSegment] {
        var chunks: [TextRunSegment] = []
        var text = ""
        var count = 0
        for character in segment.text {
            text.append(character)
            count += 1
            if (count >= pieceLength && character == " ") || count >= 2 * pieceLength {
                chunks.append(TextRunSegment(text: text, font: segment.font, isRightToLeft: segment.isRightToLeft))
                text = ""
                count = 0
            }
        }
        if !text.isEmpty { chunks.append(TextRunSegment(text: text, font: segment.font, isRightToLeft: segment.isRightToLeft)) }
        return chunks
    }

    /// The texts of the pieces of `bytes`, cut as `characterChunks` cuts;
    /// `nil` when a byte is not ASCII or is a carriage return (which joins
    /// the next byte into one character).
    private nonisolated static func asciiCuts(of bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var cuts: [String] = []
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80, byte != 0x0D else { return nil }
            let count = index + 1 - start
            if (count >= pieceLength && byte == 0x20) || count >= 2 * pieceLength {
                cuts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...index]), as: UTF8.self))
                start = index + 1
            }
        }
        if start < bytes.count { cuts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
        return cuts
    }
}
