/// A place in an atlas page that one graphic's pixels occupy.
struct AtlasSlot: Hashable, Sendable {
    /// The page, by the number the packer gave it.
    let page: Int
    /// The slot's left edge in the page.
    let x: Int32
    /// The slot's top edge in the page.
    let y: Int32
    /// The widest picture the slot takes; one pixel of gutter lies to its right.
    let width: Int32
    /// The tallest picture the slot takes; one pixel of gutter lies below it.
    let height: Int32

    /// Whether a `width` × `height` picture can be written over this slot.
    func holds(width: Int32, height: Int32) -> Bool {
        width <= self.width && height <= self.height
    }
}

/// Where small pictures go in square atlas pages: pure bookkeeping, no pixels.
///
/// Each slot keeps a gutter of clear pixels right and below (pages keep a
/// clear first row and column), so filtering that reaches one pixel past a
/// picture, under a scale or a turn, reads clear pixels and never a neighbour.
/// A new page opens when none has room; pages left empty can be dropped.
struct AtlasPacker: Sendable {
    /// Clear pixels right and below each slot.
    static let gutter: Int32 = 1
    /// Each page's side in pixels.
    let side: Int32
    /// The pages, oldest first: filling old pages first lets new ones empty out and go.
    private(set) var pages: [(id: Int, page: AtlasPage)] = []
    private var nextPage = 0

    /// A packer of `side` × `side` pages.
    init(side: Int32) {
        self.side = side
    }

    /// The numbers of the pages that exist.
    var pageIDs: [Int] { pages.map(\.id) }

    /// Slots taken, over all pages.
    var slotCount: Int { pages.reduce(0) { $0 + $1.page.used } }

    /// A new slot of `width` × `height`, on a new page if no page has room;
    /// nil only when it is too large for any page.
    mutating func insert(width: Int32, height: Int32) -> AtlasSlot? {
        let needed = (width: width + Self.gutter, height: height + Self.gutter)
        guard width > 0, height > 0, needed.width < side, needed.height < side else { return nil }
        for index in pages.indices {
            if let place = pages[index].page.insert(width: needed.width, height: needed.height) {
                return AtlasSlot(page: pages[index].id, x: place.x, y: place.y, width: width, height: height)
            }
        }
        var page = AtlasPage(side: side)
        guard let place = page.insert(width: needed.width, height: needed.height) else { return nil }
        let id = nextPage
        nextPage += 1
        pages.append((id, page))
        return AtlasSlot(page: id, x: place.x, y: place.y, width: width, height: height)
    }

    /// Frees `slot` for other pictures.
    mutating func remove(_ slot: AtlasSlot) {
        guard let index = pages.firstIndex(where: { $0.id == slot.page }) else { return }
        pages[index].page.remove(x: slot.x, y: slot.y, width: slot.width + Self.gutter)
    }

    /// Forgets the pages that hold no slot, returning their numbers so their textures can go.
    mutating func removeEmptyPages() -> [Int] {
        let empty = pages.filter { $0.page.used == 0 }.map(\.id)
        pages.removeAll { $0.page.used == 0 }
        return empty
    }
}
