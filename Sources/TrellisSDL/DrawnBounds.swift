import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// The pixels each graphic of the last drawn list may touch, by index, kept
/// in step with the list: so finding what lies in a damaged region is a pass
/// over small rectangles, not working out every graphic's bounds again (a
/// text's bounds need its lines measured).
///
/// A list made from the last one by splices (`DisplayChanges.splices`) moves
/// the kept bounds along and works out only the new graphics'; any other list
/// is worked out whole.
@MainActor
struct DrawnBounds {
    /// What is kept of one graphic.
    struct Entry {
        /// The pixels it may touch, after its clip and through its layers.
        var rect: SDL_Rect
        /// Whether it is drawn in an offscreen layer, so it must be drawn with its layer's run.
        var isLayered: Bool

        /// Whether it can put pixels in `area` at all: it meets it, or is
        /// drawn in a layer (whose compositing decides where it lands).
        func canShow(in area: SDL_Rect) -> Bool {
            isLayered || !PixelGeometry.isEmpty(PixelGeometry.intersection(rect, area))
        }
    }

    private var identity: Int?
    private(set) var entries: [Entry] = []
    /// The indices, in order, of the graphics that can show on the canvas at
    /// all (or are in a layer). In a scroll view of 10,000 rows only the few
    /// on screen are here, so repainting a region looks at those, not at
    /// every row's rectangle; splices move the indices along like the entries.
    private(set) var drawable: [Int] = []
    private var drawableArea: SDL_Rect?

    /// Brings the bounds up to date with `list`, asking `measure` for each
    /// graphic that is new; `area` is the canvas, outside which nothing shows.
    /// `measure` is handed each graphic's address in the list: handed an
    /// element by value, it made a copy of the graphic, retaining all it holds.
    mutating func follow(_ list: DisplayList, area: SDL_Rect, measure: (UnsafePointer<Graphic>) -> SDL_Rect) {
        list.graphics.withUnsafeBufferPointer { graphics in follow(list, graphics, area: area, measure: measure) }
    }

    private mutating func follow(_ list: DisplayList, _ graphics: UnsafeBufferPointer<Graphic>, area: SDL_Rect,
                                 measure: (UnsafePointer<Graphic>) -> SDL_Rect) {
        func make(_ index: Int) -> Entry {
            Entry(rect: measure(graphics.baseAddress! + index), isLayered: !graphics[index].layers.isEmpty)
        }
        var followed = false
        if let splices = list.changes.splices, let base = list.changes.baseIdentity, base == identity,
           let known = drawableArea, known.x == area.x, known.y == area.y, known.w == area.w, known.h == area.h {
            for splice in splices {
                if splice.replacesInPlace {
                    for index in splice.range { entries[index] = make(index) }
                } else {
                    splice.apply(to: &entries, making: make)
                }
            }
            followed = entries.count == graphics.count
            if followed { moveDrawable(along: splices, area: area) }
        }
        if !followed {
            entries = graphics.indices.map(make)
            drawable = []
            for index in entries.indices where entries[index].canShow(in: area) { drawable.append(index) }
            drawableArea = area
        }
        identity = list.identity
    }

    /// The drawable indices after `splices` (already applied to `entries`),
    /// in one pass however many there are (a frame of 1,000 changed labels is
    /// 1,000 splices): indices between splices shift, each splice's new run
    /// is looked at, and what it replaced is dropped.
    private mutating func moveDrawable(along splices: [DisplaySplice], area: SDL_Rect) {
        var moved: [Int] = []
        moved.reserveCapacity(drawable.count)
        var position = 0, shift = 0
        for splice in splices {
            // A splice's range counts earlier splices; in the old list it stood `shift` earlier.
            let oldStart = splice.range.lowerBound - shift, oldEnd = splice.range.upperBound - shift
            while position < drawable.count, drawable[position] < oldStart {
                moved.append(drawable[position] + shift)
                position += 1
            }
            while position < drawable.count, drawable[position] < oldEnd { position += 1 }
            // A new run's indices are already those of the finished list.
            let start = splice.range.lowerBound
            for index in start..<(start + splice.count) where entries[index].canShow(in: area) {
                moved.append(index)
            }
            shift += splice.count - splice.range.count
        }
        while position < drawable.count {
            moved.append(drawable[position] + shift)
            position += 1
        }
        drawable = moved
    }
}
