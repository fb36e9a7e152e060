/// Where a text's characters are, as AT-SPI's Text interface asks for them
/// (`GetCharacterExtents`, `GetRangeExtents`, `GetOffsetAtPoint`): a reader's
/// mouse review and a magnifier follow the glyph, not the whole label.
/// Offsets are in Unicode scalars, as the bridge counts them; the layout
/// counts characters, so each answer converts between the two.
extension AccessibilityNode {
    /// The text this object reads that its own layout drew, when they are the
    /// same string: a label renamed by `.accessibilityLabel`, a button named by
    /// its content or a field knows no glyph of its name.
    private var drawnText: TextLayout? {
        guard let text = source as? TextLayout, text.run.string == name else { return nil }
        return text
    }

    /// The window rectangles, one per line, that cover the scalars `range` of
    /// this text; nil when this object does not know where its glyphs are,
    /// and a reader is given the whole box instead.
    package func rectangles(ofScalars range: Range<Int>) -> [Rect]? {
        guard let text = drawnText, let geometry = text.lineGeometry() else { return nil }
        let string = text.run.string
        guard !range.isEmpty else { return nil }
        // From the character holding the first scalar through the one holding the last.
        let first = Self.characterOffset(ofScalar: range.lowerBound, in: string)
        let characters = first..<max(Self.characterOffset(ofScalar: range.upperBound - 1, in: string) + 1, first)
        let found = geometry.rectangles(covering: characters)
        return found.isEmpty ? nil : found.map { Rect(x: $0.x + text.frame.x, y: $0.y + text.frame.y, width: $0.width, height: $0.height) }
    }

    /// The scalar offset of the character boundary nearest window point
    /// `point`; nil when this object does not know where its glyphs are.
    package func scalarOffset(at point: Point) -> Int? {
        guard let text = drawnText, text.lineGeometry() != nil else { return nil }
        return Self.scalarOffset(ofCharacter: text.characterIndex(at: point), in: text.run.string)
    }

    /// How many characters of `string` start before scalar `offset`: the
    /// character a scalar belongs to (an accent is part of its letter).
    static func characterOffset(ofScalar offset: Int, in string: String) -> Int {
        var characters = 0, scalars = 0
        for character in string {
            let next = scalars + character.unicodeScalars.count
            if next > offset { return characters }
            scalars = next
            characters += 1
        }
        return characters
    }

    /// The scalar offset where character `offset` of `string` starts.
    static func scalarOffset(ofCharacter offset: Int, in string: String) -> Int {
        string.prefix(max(offset, 0)).unicodeScalars.count
    }
}
