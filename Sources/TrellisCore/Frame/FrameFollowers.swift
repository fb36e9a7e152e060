/// A view that asks for every frame while it shows, such as a
/// `TimelineView(.animation)`, told when what it draws starts or stops
/// being able to show.
@MainActor
package protocol FrameFollower: AnyObject {
    /// What `node` draws can show in the window now (`shown`), or can no
    /// longer: scrolled or clipped away, on a covered screen, on a tab not
    /// chosen, in a closed group. A follower that cannot show asks for no frame.
    func showingChanged(_ shown: Bool, node: ViewNode)
}

/// The views that follow frames, and whether each can show.
///
/// After each frame that built a display list, the driver checks every
/// follower's graphics, as the display list builder last drew them for its
/// view's layout nodes: one none of whose graphics can show (in the list at
/// all, inside the window and inside its clip) is paused, and its frames stop,
/// so the window can rest; a later frame that finds one that can show wakes it.
/// One that drew nothing keeps its frames, since nothing says where it is.
/// The frames that make it show again (a scroll, a tab chosen, a pop) are the
/// ones that check, so a paused follower costs nothing while nothing changes.
@MainActor
package struct FrameFollowers {
    private struct Entry {
        weak var node: ViewNode?
        weak var follower: (any FrameFollower)?
        var isShown = true
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether no view follows frames: the driver's check then costs one test.
    package var isEmpty: Bool { entries.isEmpty }

    package init() {}

    /// Starts following `node`'s graphics for `follower`, taken to show until a frame finds otherwise.
    package mutating func follow(_ node: ViewNode, by follower: any FrameFollower) {
        entries[ObjectIdentifier(follower)] = Entry(node: node, follower: follower)
    }

    /// Stops following for `follower`.
    package mutating func forget(_ follower: any FrameFollower) {
        entries[ObjectIdentifier(follower)] = nil
    }

    /// Tells each follower whose graphics started or stopped being able to
    /// show in `bounds`, as `list` draws them.
    package mutating func check(_ list: DisplayList, in bounds: Rect) {
        guard !entries.isEmpty else { return }
        var owners: [GraphicID: ObjectIdentifier] = [:]
        // Followers whose answer does not depend on the list.
        var decided: [ObjectIdentifier: Bool] = [:]
        for (key, entry) in entries {
            guard let node = entry.node, entry.follower != nil else {
                entries[key] = nil
                continue
            }
            // Out of the graph (a parked row), nothing of it shows until it is drawn again.
            guard !node.isDetached else {
                decided[key] = false
                continue
            }
            var drewAny = false
            Self.forEachGraphic(of: node) { id in
                owners[id] = key
                drewAny = true
            }
            // It drew nothing (content that comes and goes with the date): nothing
            // tells where it is, so it keeps its frames rather than stop for good.
            if !drewAny { decided[key] = true }
        }
        var found: Set<ObjectIdentifier> = []
        if !owners.isEmpty {
            for graphic in list.graphics {
                guard let owner = owners[graphic.id], !found.contains(owner), graphic.canShow(in: bounds) else { continue }
                found.insert(owner)
            }
        }
        for (key, entry) in entries {
            let shown = decided[key] ?? found.contains(key)
            guard shown != entry.isShown else { continue }
            entries[key]?.isShown = shown
            if let node = entry.node { entry.follower?.showingChanged(shown, node: node) }
        }
    }

    /// Tells every follower that shows that it can no longer: its window is minimised.
    package mutating func hideAll() {
        for (key, entry) in entries where entry.isShown {
            entries[key]?.isShown = false
            if let node = entry.node { entry.follower?.showingChanged(false, node: node) }
        }
    }

    /// The graphics `node`'s layout nodes drew in their last build, and their children's.
    private static func forEachGraphic(of node: ViewNode, _ body: (GraphicID) -> Void) {
        if let layout = node.layout {
            forEachGraphic(of: layout, body)
            return
        }
        for child in node.children { forEachGraphic(of: child, body) }
    }

    private static func forEachGraphic(of layout: LayoutNode, _ body: (GraphicID) -> Void) {
        for id in layout.display.ownIDs { body(id) }
        for child in layout.display.drawnChildren { forEachGraphic(of: child, body) }
    }
}
