/// The free space of one atlas page, kept as shelves: rows of one height
/// across the page, each filled left to right with slots no taller than it.
///
/// Shelves suit what goes in an atlas: labels of one font are all one height,
/// so a row of them wastes almost nothing, and a freed slot leaves a gap that
/// the next label of that height fills. Sizes here include the gutter.
struct AtlasPage: Sendable {
    /// A run of free columns in a shelf.
    struct Span: Equatable, Sendable {
        var x: Int32
        var width: Int32
    }

    /// A row of slots; `free` lists its gaps left to right.
    struct Shelf: Sendable {
        var y: Int32
        var height: Int32
        var free: [Span]
        /// Slots in the shelf; 0 means `free` is one span across the page.
        var used = 0
    }

    /// The page's side in pixels.
    let side: Int32
    /// Column 0 and row 0 stay clear, so every slot has clear pixels on all four
    /// sides (its own gutter right and below, a neighbour's or this left and above).
    static let border: Int32 = 1
    private(set) var shelves: [Shelf] = []
    /// Where the space no shelf has yet begins.
    private(set) var top: Int32 = AtlasPage.border
    /// Slots in the page.
    private(set) var used = 0

    /// Makes an empty page of `side` × `side` pixels.
    init(side: Int32) {
        self.side = side
    }

    private var wholeRow: Span { Span(x: Self.border, width: side - Self.border) }

    /// A free place of `width` × `height`, now taken, or nil when the page has none.
    mutating func insert(width: Int32, height: Int32) -> (x: Int32, y: Int32)? {
        guard width > 0, height > 0, width <= side - Self.border, height <= side - Self.border else { return nil }
        // The lowest shelf that takes it: a much taller one would waste its height
        // on every slot, unless it is empty and can be cut down to size.
        var best: (shelf: Int, span: Int)?
        for (index, shelf) in shelves.enumerated() where shelf.height >= height {
            guard shelf.used == 0 || shelf.height <= height + height / 2 + 2 else { continue }
            if let best, shelves[best.shelf].height <= shelf.height { continue }
            if let span = shelf.free.firstIndex(where: { $0.width >= width }) { best = (index, span) }
        }
        if let best {
            if shelves[best.shelf].used == 0 && shelves[best.shelf].height > height + height / 2 + 2 {
                split(best.shelf, at: height)
            }
            return take(width, from: best.shelf, span: best.span)
        }
        guard side - top >= height else { return nil }
        shelves.append(Shelf(y: top, height: height, free: [wholeRow]))
        top += height
        return take(width, from: shelves.count - 1, span: 0)
    }

    /// Gives back the place of `width` columns at `x`, `y` that `insert` handed out.
    mutating func remove(x: Int32, y: Int32, width: Int32) {
        guard let index = shelfIndex(at: y) else { return }
        var free = shelves[index].free
        let position = free.firstIndex { $0.x > x } ?? free.count
        free.insert(Span(x: x, width: width), at: position)
        // Joins the gap to its neighbours, so a shelf emptied is one span again.
        if position + 1 < free.count, free[position].x + free[position].width == free[position + 1].x {
            free[position].width += free[position + 1].width
            free.remove(at: position + 1)
        }
        if position > 0, free[position - 1].x + free[position - 1].width == free[position].x {
            free[position - 1].width += free[position].width
            free.remove(at: position)
        }
        shelves[index].free = free
        shelves[index].used -= 1
        used -= 1
        if shelves[index].used == 0 { release(index) }
    }

    private func shelfIndex(at y: Int32) -> Int? {
        var low = 0, high = shelves.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if shelves[middle].y == y { return middle }
            if shelves[middle].y < y { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    private mutating func take(_ width: Int32, from shelf: Int, span: Int) -> (x: Int32, y: Int32) {
        let x = shelves[shelf].free[span].x
        shelves[shelf].free[span].x += width
        shelves[shelf].free[span].width -= width
        if shelves[shelf].free[span].width == 0 { shelves[shelf].free.remove(at: span) }
        shelves[shelf].used += 1
        used += 1
        return (x, shelves[shelf].y)
    }

    /// Cuts an empty shelf to `height`, the rest of it a new empty shelf below.
    private mutating func split(_ index: Int, at height: Int32) {
        let rest = Shelf(y: shelves[index].y + height, height: shelves[index].height - height, free: [wholeRow])
        shelves[index].height = height
        shelves.insert(rest, at: index + 1)
    }

    /// An emptied shelf joins the empty shelves beside it, so a later taller
    /// row can use their height; empty shelves at the bottom go back to `top`.
    private mutating func release(_ index: Int) {
        var index = index
        if index + 1 < shelves.count, shelves[index + 1].used == 0 {
            shelves[index].height += shelves[index + 1].height
            shelves.remove(at: index + 1)
        }
        if index > 0, shelves[index - 1].used == 0 {
            shelves[index - 1].height += shelves[index].height
            shelves.remove(at: index)
            index -= 1
        }
        if index == shelves.count - 1 {
            top = shelves[index].y
            shelves.removeLast()
        }
    }
}
