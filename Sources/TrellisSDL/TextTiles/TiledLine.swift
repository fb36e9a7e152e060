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
    static let pieceLength = 200

    init(_ line: String, in font: Font, splitter: TextRunSplitter) {
        for segment in splitter.segments(of: line, in: font) {
            var chunks = Self.chunks(of: segment)
            // A right-to-left run reads from the right: its first piece is drawn last.
            if segment.isRightToLeft { chunks.reverse() }
            for chunk in chunks {
                let advance = SpacedText.layout(chunk, in: font).width
                pieces.append(TiledPiece(segment: chunk, x: width, width: advance))
                width += advance
            }
        }
    }

    private static func chunks(of segment: TextRunSegment) -> [TextRunSegment] {
        guard segment.text.utf8.count > pieceLength else { return [segment] }
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
}
