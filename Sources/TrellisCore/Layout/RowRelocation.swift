/// Where a lazy stack's built rows stand after a `ForEach` among them
/// changed: rows before it stay, rows after it shift by its change in length,
/// and its own rows go where their elements went, or away with them.
///
/// A value rather than a closure, so asking it costs no executor check.
struct RowRelocation {
    /// The stack offset of the `ForEach`'s first row.
    var base: Int
    /// The stack offset just past the `ForEach`'s rows before the change.
    var oldEnd: Int
    /// How many rows longer (or shorter) the `ForEach` became.
    var shift: Int
    /// Rows per element.
    var perElement: Int
    /// The new element of each built element that stays, by old element.
    var destinations: [Int: Int] = [:]
    /// The edits of the stack's rows, in the order they were made, when they
    /// are few enough to follow one by one; measured lengths follow them.
    var edits: [DisplayEdit]?

    /// The new offset of the row at `offset`; `nil` when it went with its element.
    func destination(of offset: Int) -> Int? {
        if offset < base { return offset }
        if offset >= oldEnd { return offset + shift }
        let element = (offset - base) / perElement
        return destinations[element].map { base + $0 * perElement + (offset - base) % perElement }
    }
}
