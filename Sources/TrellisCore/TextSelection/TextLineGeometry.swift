/// Where the characters of a placed text are: which line each starts, and how
/// far along its line each character boundary is. Pure, so selection is tested
/// without a window.
struct TextLineGeometry {
    /// One shown line: its characters' offset in the whole string, and the x
    /// of every boundary between them, from the text's left edge.
    struct Line {
        let start: Int
        let boundaries: [Double]
        var end: Int { start + boundaries.count - 1 }
    }

    let lines: [Line]
    let lineHeight: Double

    /// Lays out `lines` (the wrapped lines of `string`, or none for one line) with `width(of:)`, each
    /// placed in a box `boxWidth` wide by `alignment` (0 leading, 0.5 centre, 1 trailing).
    init(string: String, lines shown: [String], lineHeight: Double, alignment: Double, boxWidth: Double,
         width: (String) -> Double) {
        let characters = Array(string)
        let texts = shown.isEmpty ? [string] : shown
        var cursor = 0
        var placed: [Line] = []
        for text in texts {
            let lineCharacters = Array(text)
            // A wrapped line begins where its characters next appear; the spaces
            // a break dropped are skipped. A line that is not found (an ellipsis
            // put in by truncation) ends the mapping.
            guard let start = Self.find(lineCharacters, in: characters, from: cursor) else { break }
            var boundaries = [0.0]
            var prefix = ""
            for character in lineCharacters {
                prefix.append(character)
                boundaries.append(width(prefix))
            }
            let shift = max(boxWidth - (boundaries.last ?? 0), 0) * alignment
            placed.append(Line(start: start, boundaries: boundaries.map { $0 + shift }))
            cursor = start + lineCharacters.count
        }
        self.lines = placed
        self.lineHeight = lineHeight
    }

    private static func find(_ needle: [Character], in haystack: [Character], from: Int) -> Int? {
        guard !needle.isEmpty else { return from <= haystack.count ? from : nil }
        var start = from
        while start + needle.count <= haystack.count {
            if haystack[start] == needle[0], Array(haystack[start..<start + needle.count]) == needle { return start }
            start += 1
        }
        return nil
    }

    /// The character boundary nearest to `point`, in the text's own coordinates.
    func index(at point: Point) -> Int {
        guard !lines.isEmpty else { return 0 }
        let row = min(max(Int(point.y / max(lineHeight, 1)), 0), lines.count - 1)
        let line = lines[row]
        if point.y < 0 { return lines[0].start }
        if point.y >= lineHeight * Double(lines.count) { return lines[lines.count - 1].end }
        var best = 0
        for (offset, x) in line.boundaries.enumerated() where abs(x - point.x) < abs(line.boundaries[best] - point.x) {
            best = offset
        }
        return line.start + best
    }

    /// The rectangles that cover `range`, one per line it touches, in the text's own coordinates.
    func rectangles(covering range: Range<Int>) -> [Rect] {
        guard !range.isEmpty else { return [] }
        var rectangles: [Rect] = []
        for (row, line) in lines.enumerated() {
            let from = max(range.lowerBound, line.start), to = min(range.upperBound, line.end)
            guard from < to else { continue }
            let left = line.boundaries[from - line.start], right = line.boundaries[to - line.start]
            rectangles.append(Rect(x: left, y: Double(row) * lineHeight, width: right - left, height: lineHeight))
        }
        return rectangles
    }

    /// The word around `index` in `string`: letters and digits together, or the one other character there.
    static func word(around index: Int, in string: String) -> Range<Int> {
        let characters = Array(string)
        guard !characters.isEmpty else { return 0..<0 }
        let at = min(max(index, 0), characters.count - 1)
        func isWordy(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        guard isWordy(characters[at]) else { return at..<at + 1 }
        var start = at, end = at + 1
        while start > 0, isWordy(characters[start - 1]) { start -= 1 }
        while end < characters.count, isWordy(characters[end]) { end += 1 }
        return start..<end
    }
}
