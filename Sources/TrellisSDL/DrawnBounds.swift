import CSDL2
import TrellisCore

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
    }

    private var identity: Int?
    private(set) var entries: [Entry] = []

    /// Brings the bounds up to date with `list`, asking `measure` for each graphic that is new.
    mutating func follow(_ list: DisplayList, measure: (Graphic) -> SDL_Rect) {
        let graphics = list.graphics
        let make = { (index: Int) in Entry(rect: measure(graphics[index]), isLayered: !graphics[index].layers.isEmpty) }
        if let splices = list.changes.splices, let base = list.changes.baseIdentity, base == identity {
            for splice in splices { splice.apply(to: &entries, making: make) }
        }
        if list.changes.splices == nil || list.changes.baseIdentity != identity || entries.count != graphics.count {
            entries = graphics.indices.map(make)
        }
        identity = list.identity
    }
}
