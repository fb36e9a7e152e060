/// The widths an editor has measured, one per character: ASCII characters in
/// a table, others by hashing.
///
/// Wrapping a line asks the width of each of its characters. Hashing each
/// one, as a `Character` (a small string), took a fifth of laying out the
/// new rows when a megabyte's editor scrolled a page.
struct CharacterWidths {
    /// Indexed by ASCII value; NaN where not yet measured.
    private var ascii = [Double](repeating: .nan, count: 128)
    private var others: [Character: Double] = [:]

    /// The width kept for `character`, if it was measured.
    subscript(character: Character) -> Double? {
        get {
            if let value = character.asciiValue {
                let width = ascii[Int(value)]
                return width.isNaN ? nil : width
            }
            return others[character]
        }
        set {
            if let value = character.asciiValue { ascii[Int(value)] = newValue ?? .nan } else { others[character] = newValue }
        }
    }

    /// The width kept for the ASCII character `byte`, if it was measured.
    subscript(ascii byte: UInt8) -> Double? {
        let width = ascii[Int(byte)]
        return width.isNaN ? nil : width
    }

    /// Forgets every width, as a new font measures differently.
    mutating func removeAll() {
        self = CharacterWidths()
    }
}
