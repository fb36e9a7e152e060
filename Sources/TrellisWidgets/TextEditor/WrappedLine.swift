@_spi(TrellisExtension) import TrellisCore

/// One line of an editor's text as wrapped to the editor's width: the rows it
/// takes and where each character boundary falls.
///
/// Only lines that are shown, or that the caret passes through, are wrapped,
/// so a document of 20,000 lines wraps a screenful at a time.
@MainActor
package final class WrappedLine {
    /// The characters shown, with a composition in progress inserted; an
    /// ASCII line keeps its bytes alone (`asciiLine`), and makes these when asked.
    package var characters: [Character] { asciiLine.map(Array.init) ?? storedCharacters }
    /// The number of characters: the last boundary.
    package var count: Int { advances.count - 1 }
    private let storedCharacters: [Character]
    /// The characters of each row; a line break inside a word happens only
    /// when the word is wider than the row.
    package private(set) var rows: [Range<Int>] = []
    /// `advances[i]` is the x of boundary `i` measured from the line's start, unwrapped.
    private var advances: [Double]
    /// One graphic per row, kept while the line is unchanged so scrolling reuses
    /// its texture, and passed on to the line's next wrapping after an edit.
    package private(set) var rowIDs: [GraphicID] = []
    /// Distinguishes this wrapping's rows from an earlier wrapping's that had
    /// the same graphics: drawn with a new version, they are rasterised again.
    package let version: Int
    /// Each row's text once drawn (`text(ofRow:)`); empty until the first is.
    private var rowTexts: [String?] = []
    /// Each row's drawn content, made in `contentStyle`: the same content
    /// again each frame, boxed once, lets the display list see bit for bit
    /// that a row did not change, where a new box had it compare every field.
    private var rowContents: [GraphicContent?] = []
    private var contentStyle: (font: Font, color: RGBA)?
    /// The line, when it is all ASCII: a row's text is then its bytes, cut out
    /// of it, where appending a row's characters one by one cost 400
    /// instructions each.
    private var asciiLine: String?

    /// Wraps `characters` into rows no wider than `width`, measuring each character with `measure`.
    /// Its rows take the graphics `reusing` lists, in order, and new ones past them.
    package init(_ characters: [Character], width: Double, reusing ids: [GraphicID] = [], version: Int = 0,
                 measure: (Character) -> Double) {
        storedCharacters = characters
        self.version = version
        var advances = [0.0]
        advances.reserveCapacity(characters.count + 1)
        for character in characters { advances.append(advances[advances.count - 1] + measure(character)) }
        self.advances = advances
        rows = Self.rows(count: characters.count, advances, width: max(width, 1)) { Self.isWhitespace(characters[$0]) }
        rowIDs = Self.rowIDs(count: rows.count, reusing: ids)
    }

    /// Wraps a line of ASCII text, measuring each byte with `measure`; `nil`
    /// when the line has a byte that is not ASCII, or a carriage return,
    /// which may join the next byte into one character.
    ///
    /// Most lines of code and logs are ASCII. Making a `Character`, measuring
    /// it and asking whether it is white space cost about 800 instructions
    /// a character, most of it finding each one's extent and ASCII value
    /// again; a byte is its own value.
    package init?(ascii line: String, width: Double, reusing ids: [GraphicID] = [], version: Int = 0,
                  measure: (UInt8) -> Double) {
        var advances = [0.0]
        let count = line.utf8.count
        advances.reserveCapacity(count + 1)
        var x = 0.0
        for byte in line.utf8 {
            guard byte < 0x80, byte != 0x0D else { return nil }
            x += measure(byte)
            advances.append(x)
        }
        storedCharacters = []
        self.advances = advances
        self.version = version
        asciiLine = line
        // A native string's bytes are contiguous; a bridged one's are copied out once.
        rows = line.utf8.withContiguousStorageIfAvailable { Self.rows(ofASCII: $0, advances, width: width) }
            ?? Array(line.utf8).withUnsafeBufferPointer { Self.rows(ofASCII: $0, advances, width: width) }
        rowIDs = Self.rowIDs(count: rows.count, reusing: ids)
    }

    private nonisolated static func rows(ofASCII bytes: UnsafeBufferPointer<UInt8>, _ advances: [Double], width: Double) -> [Range<Int>] {
        rows(count: bytes.count, advances, width: max(width, 1)) { bytes[$0] == 0x20 || (0x09...0x0D).contains(bytes[$0]) }
    }

    private static func rowIDs(count: Int, reusing ids: [GraphicID]) -> [GraphicID] {
        (0..<count).map { $0 < ids.count ? ids[$0] : GraphicID.next() }
    }

    private nonisolated static func rows(count: Int, _ advances: [Double], width: Double, isSpace: (Int) -> Bool) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        var start = 0
        var lastBreak: Int?
        var index = 0
        while index < count {
            let isSpace = isSpace(index)
            // Spaces may hang past the edge, as in every text view; anything else wraps.
            if !isSpace, index > start, advances[index + 1] - advances[start] > width {
                let end = lastBreak ?? index
                rows.append(start..<end)
                start = end
                lastBreak = nil
                continue
            }
            if isSpace { lastBreak = index + 1 }
            index += 1
        }
        rows.append(start..<count)
        return rows
    }

    /// Whether `character` is white space, without looking up Unicode's
    /// properties for ASCII (`Character.isWhitespace` did, for every character wrapped).
    private static func isWhitespace(_ character: Character) -> Bool {
        if let value = character.asciiValue { return value == 0x20 || (0x09...0x0D).contains(value) }
        return character.isWhitespace
    }

    /// The row showing boundary `column`; a boundary where a row wraps belongs to the next row.
    package func row(of column: Int) -> Int {
        for (index, row) in rows.enumerated() where column < row.upperBound || index == rows.count - 1 {
            if column >= row.lowerBound { return index }
        }
        return rows.count - 1
    }

    /// The x of boundary `column` within its row (or within `row`, when given).
    package func x(of column: Int, inRow row: Int? = nil) -> Double {
        let range = rows[row ?? self.row(of: column)]
        let clamped = min(max(column, range.lowerBound), range.upperBound)
        return advances[clamped] - advances[range.lowerBound]
    }

    /// The boundary in `row` nearest to `x`.
    package func column(nearestX x: Double, inRow row: Int) -> Int {
        let range = rows[min(max(row, 0), rows.count - 1)]
        let origin = advances[range.lowerBound]
        // The end of a wrapped row is the start of the next, so stop one short of it.
        let last = range.upperBound < count && row < rows.count - 1 ? max(range.upperBound - 1, range.lowerBound) : range.upperBound
        var best = range.lowerBound
        for column in range.lowerBound...last where abs(advances[column] - origin - x) < abs(advances[best] - origin - x) {
            best = column
        }
        return best
    }

    /// The text of `row`, as drawn; made once, as the editor draws every row
    /// on screen again whenever its caret moves or a line changes.
    package func text(ofRow row: Int) -> String {
        if rowTexts.isEmpty { rowTexts = Array(repeating: nil, count: rows.count) }
        if let known = rowTexts[row] { return known }
        let text = asciiText(ofRow: row) ?? characterText(ofRow: row)
        rowTexts[row] = text
        return text
    }

    /// What `row` draws: its text in `font` and `color`, made once for as long as they stay.
    package func content(ofRow row: Int, font: Font, color: RGBA) -> GraphicContent {
        if let style = contentStyle, style.font == font, style.color == color {
            if let known = rowContents[row] { return known }
        } else {
            rowContents = Array(repeating: nil, count: rows.count)
            contentStyle = (font, color)
        }
        let content = GraphicContent.text(TextRun(string: text(ofRow: row), font: font, color: color))
        rowContents[row] = content
        return content
    }

    // SDL_ttf has no glyph for a tab, so it is drawn as the spaces it is measured as.

    private func characterText(ofRow row: Int) -> String {
        var text = ""
        for character in storedCharacters[rows[row]] {
            if character == "\t" { text += "    " } else { text.append(character) }
        }
        return text
    }

    private func asciiText(ofRow row: Int) -> String? {
        guard let line = asciiLine else { return nil }
        let range = rows[row]
        // As in wrapping: a native string's bytes are read where they are, a bridged one's copied out.
        return line.utf8.withContiguousStorageIfAvailable { Self.text(ofASCII: UnsafeBufferPointer(rebasing: $0[range])) }
            ?? Array(line.utf8)[range].withUnsafeBufferPointer(Self.text(ofASCII:))
    }

    private nonisolated static func text(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(0x09) else { return String(decoding: bytes, as: UTF8.self) }
        var expanded: [UInt8] = []
        for byte in bytes { if byte == 0x09 { expanded += [0x20, 0x20, 0x20, 0x20] } else { expanded.append(byte) } }
        return String(decoding: expanded, as: UTF8.self)
    }

    /// The width of `row`, as measured.
    package func width(ofRow row: Int) -> Double {
        advances[rows[row].upperBound] - advances[rows[row].lowerBound]
    }
}
