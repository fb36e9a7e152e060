/// Which graphics of a display list may look different from the list drawn
/// before it, as marked by the layout nodes that changed; the renderer repaints
/// only where these were and are.
package struct DisplayChanges: Sendable {
    /// Nothing is known about the list before, so every pixel is repainted.
    package var everything: Bool
    /// Graphics that may have changed, by id, with their index in this list.
    package var touched: [GraphicID: Int] = [:]
    /// Graphics that were drawn before and are no longer in this list.
    package var gone: Set<GraphicID> = []
    /// Graphics whose place in paint order changed: repainted even where they
    /// look the same, since what overlaps them may now be above or below.
    package var reordered: Set<GraphicID> = []
    /// How this list was made from the list whose `identity` is `baseIdentity`:
    /// its graphics are that list's with these runs replaced, in order. `nil`
    /// when the list was made another way (afresh, or by the animator), so
    /// whatever a renderer keeps per graphic index must be worked out again.
    package var splices: [DisplaySplice]?
    /// The list these changes and splices are relative to.
    package var baseIdentity: Int?
    /// The graphics the splices replaced, as they were, with the index each
    /// run started at: what an animation starting now moves them from. Kept
    /// as they come out of the list, and looked through only when an
    /// animation starts (`previousGraphics()`).
    package var replaced: [(start: Int, graphics: [Graphic])] = []

    /// Lets go of the graphics the splices replaced, once no animation can
    /// start from them, so they are freed in the frame that replaced them.
    package mutating func forgetReplaced() {
        if !replaced.isEmpty { replaced = [] }
    }

    /// Changes to every graphic: for a list with nothing before it.
    package static let all = DisplayChanges(everything: true)
    /// No graphic changed, and nothing is known of the list before.
    package static let none = DisplayChanges(everything: false)

    /// Makes a set of changes.
    package init(everything: Bool) {
        self.everything = everything
    }

    /// No change at all from the list `identity`: drawing it again draws the same.
    package static func unchanged(from identity: Int) -> DisplayChanges {
        var changes = DisplayChanges.none
        changes.splices = []
        changes.baseIdentity = identity
        return changes
    }

    /// Each replaced graphic as it was in the list before, and where it was.
    package func previousGraphics() -> [GraphicID: PreviousGraphic] {
        var previous: [GraphicID: PreviousGraphic] = [:]
        for run in replaced {
            for (offset, graphic) in run.graphics.enumerated() {
                previous[graphic.id] = PreviousGraphic(graphic: graphic, index: run.start + offset)
            }
        }
        return previous
    }

    /// Whether nothing changed.
    package var isEmpty: Bool { !everything && touched.isEmpty && gone.isEmpty && reordered.isEmpty }
}

/// A graphic as it was in the list before, and its index there.
package struct PreviousGraphic: Sendable {
    /// The graphic as it was.
    package var graphic: Graphic
    /// Its index in that list.
    package var index: Int
}

/// One run of a display list replaced by another: the graphics in `range`
/// (indices as they stood when the splice was made, after earlier splices)
/// gave way to `count` graphics starting at `range.lowerBound`.
///
/// Splices come in increasing order of position, so the new run's indices are
/// also its indices in the finished list. `copied` names the parts of the new
/// run that are graphics of the old run unchanged, so a renderer keeping
/// something per graphic (its drawn bounds) can move what it kept rather than
/// work it out again.
package struct DisplaySplice: Sendable, Equatable {
    /// The old run.
    package var range: Range<Int>
    /// How many graphics replace it.
    package var count: Int
    /// Runs of the new graphics copied from the old: `offset` into the new
    /// run, `source` index of the first of them in the old list, `length`.
    package var copied: [CopiedRun] = []

    /// A run of unchanged graphics inside a splice.
    package struct CopiedRun: Sendable, Equatable {
        /// Where the run starts, counted from the start of the new graphics.
        package var offset: Int
        /// Where it started in the list before (as it stood when the splice was made).
        package var source: Int
        /// How many graphics it holds.
        package var length: Int
    }

    /// Whether the run is replaced by as many new graphics, none copied (an
    /// animated frame's moved ones): items kept per graphic are replaced in place.
    /// A caller keeping items of a known type replaces them itself: run
    /// generically, `apply` looked up the array's type metadata at run time,
    /// 330 instructions for each of an animated frame's 1,000 one-graphic splices.
    package var replacesInPlace: Bool { copied.isEmpty && range.count == count }

    /// Applies this splice to `items`, an array kept per graphic of the old
    /// list: copied runs keep their items, and `make` gives one for each new index.
    package func apply<Item>(to items: inout [Item], making make: (Int) -> Item) {
        if replacesInPlace {
            // A run replaced by as many new graphics (an animated frame's moved
            // ones) is written in place, with no array made for it.
            for index in range { items[index] = make(index) }
            return
        }
        var replacement: [Item] = []
        replacement.reserveCapacity(count)
        var position = 0
        for run in copied {
            while position < run.offset {
                replacement.append(make(range.lowerBound + position))
                position += 1
            }
            replacement.append(contentsOf: items[run.source..<(run.source + run.length)])
            position += run.length
        }
        while position < count {
            replacement.append(make(range.lowerBound + position))
            position += 1
        }
        items.replaceSubrange(range, with: replacement)
    }
}

/// An animation an enclosing view gives the graphics it drew in one frame:
/// from `.animation(_:value:)` or `.animation(_:)`, only in the frame whose
/// change it animates, so it is kept beside the graphics, not in them.
package struct AnimationStamp: Sendable {
    /// The graphics it covers, by index in the list.
    package var range: Range<Int>
    /// Their animation.
    package var animation: Animation
}
