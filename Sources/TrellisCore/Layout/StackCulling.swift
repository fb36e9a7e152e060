/// Which children of a long eager stack in a scroll view go into the display list.
///
/// A `VStack` of 10,000 rows in a `ScrollView` shows a few dozen of them, but
/// drawing all of them put 10,000 graphics in the display list: built,
/// compared, freed and skipped by the renderer on every change of the list.
/// Such a stack draws only the children that meet a band around the
/// viewport, one viewport long on each side, so a scroll by less than that
/// uncovers nothing undrawn.
///
/// The band is a function of the current frames alone, in steps of the
/// viewport's length from the stack's start: a list built from scratch
/// draws the same children as one kept from frame to frame, and the band
/// moves (the stack draws again) once per viewport scrolled, not per frame.
///
/// While an animation runs, stacks draw every child: the animator matches
/// graphics by id between lists, and a row that moves across the band
/// would fade in or out where it stands instead of sliding.
@MainActor
package enum StackCulling {
    /// Fewer children than this are all drawn: the band would save little and cost a walk up the tree.
    package static let minimumChildren = 64

    /// The band along `axis`, in the window's coordinates, of the children
    /// `stack` draws; `nil` when it draws them all: it is short, it is not
    /// in a scroll view, or something between them may draw its children
    /// away from where they were placed.
    static func band(of stack: LayoutNode, along axis: Axis) -> ClosedRange<Double>? {
        guard stack.children.count >= minimumChildren, let viewport = viewport(enclosing: stack) else { return nil }
        let length = axis == .vertical ? viewport.height : viewport.width
        let viewportStart = axis == .vertical ? viewport.y : viewport.x
        let stackStart = axis == .vertical ? stack.frame.y : stack.frame.x
        guard length.isFinite, length >= 1, viewportStart.isFinite, stackStart.isFinite else { return nil }
        // Whole viewport lengths from the stack's start, so the band stays put while the viewport moves within it.
        let step = ((viewportStart - stackStart) / length).rounded(.down)
        guard step.isFinite else { return nil }
        let start = stackStart + (step - 1) * length
        return start...(start + 4 * length)
    }

    /// Whether `child`'s frame meets `band` along `axis`.
    static func band(_ band: ClosedRange<Double>, meets child: LayoutNode, along axis: Axis) -> Bool {
        let frame = child.frame
        let start = axis == .vertical ? frame.y : frame.x
        let end = start + (axis == .vertical ? frame.height : frame.width)
        return end >= band.lowerBound && start <= band.upperBound
    }

    /// The frame of the scroll view `node` is in, when every node between
    /// them draws its children where it placed them.
    private static func viewport(enclosing node: LayoutNode) -> Rect? {
        var current = node.parent
        while let ancestor = current {
            if ancestor is ScrollLayout { return ancestor.frame }
            guard ancestor.drawsChildrenWherePlaced else { return nil }
            current = ancestor.parent
        }
        return nil
    }
}

/// The stacks a builder's lists drew through `StackCulling`: when animation
/// starts or stops, each draws again, all its children or only its band.
///
/// Each stack is reached through its `LongStackState`, held weakly: a weak
/// reference gives the object it points to a side table, and every retain
/// and release of such an object takes the runtime's slow path. The stack is
/// the parent of each of its 10,000 rows, retained on every mark a row makes
/// on its way up; its state is touched by nothing that hot. The state lives
/// exactly as long as the stack (the stack holds it, never lets it go, and
/// nothing else keeps it), so while the weak reference reads it, the stack is there.
struct CullingCandidates {
    private struct Entry {
        weak var state: LongStackState?
        unowned(unsafe) let stack: LayoutNode
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Notes that `stack`, whose long state is `state`, was drawn as a candidate for drawing only a band.
    mutating func note(_ stack: LayoutNode, state: LongStackState) {
        let key = ObjectIdentifier(stack)
        // An entry under the same address whose state went was a stack that
        // died, and this one took its memory: it replaces it.
        if entries[key]?.state !== state { entries[key] = Entry(state: state, stack: stack) }
    }

    /// Whether no stack was drawn as a candidate since the stacks that went were forgotten.
    var isEmpty: Bool { entries.isEmpty }

    /// Marks every stack still alive to draw again, and forgets the rest.
    @MainActor mutating func markAll() {
        for (key, entry) in entries {
            if entry.state != nil { entry.stack.markDisplayPath(contentChanged: false) } else { entries[key] = nil }
        }
    }
}
