/// The graphics of one frame, in paint order.
public struct DisplayList: Sendable {
    /// Back to front.
    public private(set) var graphics: [Graphic] = []
    /// What changed since the list drawn before it; a list made from scratch
    /// has no before, so everything changed.
    package var changes = DisplayChanges.all
    /// Animations given to runs of graphics for this frame only, innermost first.
    package private(set) var animationStamps: [AnimationStamp] = []
    /// Names this list among those made for one window, so that the next
    /// list's `changes.baseIdentity` can say it was made from this one; 0 for
    /// a list made by hand, which nothing is made from.
    package var identity = 0
    /// The build this list is being made for, read by the nodes appending to it.
    package var context = DisplayListContext()

    /// An empty list.
    public init() {}

    /// A list of `graphics` as a builder keeps them, with this frame's changes and stamps.
    package init(graphics: [Graphic], changes: DisplayChanges, stamps: [AnimationStamp], identity: Int) {
        self.graphics = graphics
        self.changes = changes
        animationStamps = stamps
        self.identity = identity
    }

    /// Adds a graphic in front of those already added.
    public mutating func append(_ graphic: Graphic) {
        graphics.append(graphic)
    }

    /// The list's graphic, moved out, when it holds exactly one; the list is
    /// then empty of graphics. `nil`, changing nothing, otherwise.
    package mutating func takeOnlyGraphic() -> Graphic? {
        graphics.count == 1 ? graphics.removeLast() : nil
    }

    /// Runs of graphics copied whole from the last list, in order: every
    /// enclosing modifier already applied itself to them when they were built.
    private var copiedRanges: [Range<Int>] = []

    /// Adds graphics in front of those already added: an unmarked subtree's,
    /// copied from the last list with its modifiers' changes already made.
    package mutating func append(contentsOf copied: ArraySlice<Graphic>) {
        guard !copied.isEmpty else { return }
        let range = graphics.count..<(graphics.count + copied.count)
        graphics.append(contentsOf: copied)
        if let last = copiedRanges.last, last.upperBound == range.lowerBound {
            copiedRanges[copiedRanges.count - 1] = last.lowerBound..<range.upperBound
        } else {
            copiedRanges.append(range)
        }
    }

    /// Adds graphics copied from the last list, shifted by `delta`: a subtree
    /// that only moved. Like any copy, enclosing modifiers applied themselves
    /// already, and the clips they gave stay where they were.
    package mutating func append(contentsOf copied: ArraySlice<Graphic>, movedBy delta: Size) {
        let start = graphics.count
        append(contentsOf: copied)
        for index in start..<graphics.count {
            graphics[index].frame.origin.x += delta.width
            graphics[index].frame.origin.y += delta.height
        }
    }

    /// Makes room for `count` graphics.
    package mutating func reserveCapacity(_ count: Int) {
        graphics.reserveCapacity(count)
    }

    /// Changes every graphic appended since `start`, for modifiers such as opacity and clipping.
    /// Graphics copied from the last list are left as they are: an enclosing
    /// modifier that changed is marked and builds its whole subtree afresh.
    public mutating func modifyGraphics(from start: Int, _ change: (inout Graphic) -> Void) {
        var index = start
        // The first copied run that ends after `start`.
        var low = 0, high = copiedRanges.count
        while low < high {
            let middle = (low + high) / 2
            if copiedRanges[middle].upperBound <= start { low = middle + 1 } else { high = middle }
        }
        var run = low
        while index < graphics.count {
            if run < copiedRanges.count, copiedRanges[run].lowerBound <= index {
                index = max(index, copiedRanges[run].upperBound)
                run += 1
                continue
            }
            let stop = run < copiedRanges.count ? min(copiedRanges[run].lowerBound, graphics.count) : graphics.count
            while index < stop {
                change(&graphics[index])
                index += 1
            }
        }
    }

    /// Gives the graphics appended since `start` `animation` for this frame,
    /// unless a view inside gave them one already.
    package mutating func stampAnimation(from start: Int, _ animation: Animation) {
        guard start < graphics.count else { return }
        animationStamps.append(AnimationStamp(range: start..<graphics.count, animation: animation))
    }

    /// Gives the graphics in `range` `animation` for this frame, unless a view
    /// or an earlier stamp gave them one already.
    package mutating func stampAnimation(of range: Range<Int>, _ animation: Animation) {
        animationStamps.append(AnimationStamp(range: range, animation: animation))
    }

    /// Puts `graphic` in place of the one at `index`, which keeps the rest as they are:
    /// for the animator moving a few graphics of the list it drew last frame.
    package mutating func replaceGraphic(at index: Int, with graphic: consuming Graphic) {
        // Consumed: an animated frame hands each moved graphic over rather than copying it.
        graphics[index] = graphic
    }

    /// Gives up the graphics, leaving the list empty: for a builder taking its
    /// storage back, so that changing it in place copies nothing.
    package mutating func takeGraphics() -> [Graphic] {
        defer { graphics = [] }
        return graphics
    }

    /// Empties the list and keeps its storage, for a list filled again and again.
    package mutating func removeAll() {
        graphics.removeAll(keepingCapacity: true)
        copiedRanges.removeAll(keepingCapacity: true)
        animationStamps.removeAll(keepingCapacity: true)
    }

    /// Keeps another list's stamps, for a list made from it graphic by graphic.
    package mutating func copyStamps(from other: DisplayList) {
        animationStamps = other.animationStamps
    }

    /// The animation of each graphic in this frame: its own, else the innermost stamp over it.
    package func resolvedAnimations() -> [Animation?] {
        var resolved = graphics.map(\.animation)
        for stamp in animationStamps {
            for index in stamp.range where index < resolved.count && resolved[index] == nil {
                resolved[index] = stamp.animation
            }
        }
        return resolved
    }

    /// The strings of the text graphics, back to front.
    public var texts: [String] {
        graphics.compactMap {
            if case .text(let run) = $0.content { return run.string }
            return nil
        }
    }
}
