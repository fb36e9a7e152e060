/// One rule for animations nobody can see: a track asks for frames only while
/// its graphic, anywhere along its way, can show inside the window and inside
/// its clip. A spinner scrolled out of a scroll view, clipped away, or left out
/// of the list (a covered navigation screen, an unselected tab) keeps its track
/// but wakes no frame; its value is worked out from the clock whenever it is
/// drawn again, so it comes back at the phase it would have reached.
extension DisplayAnimator {
    /// How many hidden endless tracks are kept for graphics that may come back;
    /// the oldest go first, since a graphic whose view was removed never returns.
    static let dormantLimit = 256

    /// Whether a frame now would change anything a person can see in `bounds`
    /// (the window, in points): a removal still playing, or a track whose
    /// graphic can show there.
    package func movesVisibly(in bounds: Rect) -> Bool {
        guard ghosts.isEmpty, matchedGroups.isEmpty else { return true }
        for (id, track) in tracks {
            guard let entry = shown.index(forKey: id) else { return true }
            if Self.canShow(shown.values[entry].graphic, along: track, in: bounds) { return true }
        }
        return false
    }

    /// Whether `graphic`, moving along `track`, can cover a pixel of `bounds` inside its clip.
    private static func canShow(_ graphic: Graphic, along track: Track, in bounds: Rect) -> Bool {
        // Offscreen groups may turn a graphic in 3D, out of its frame: such graphics always count.
        guard graphic.layers.isEmpty, track.from.layers.isEmpty, track.to.layers.isEmpty else { return true }
        if max(track.from.opacity, track.to.opacity) <= 0 { return false }
        let turned = graphic.rotation != 0 || track.from.rotation != 0 || track.to.rotation != 0
        return graphic.canCover(track.from.frame.union(track.to.frame), turned: turned, in: bounds)
    }

    /// Keeps the endless track of a graphic that left the list, in case it comes
    /// back: a covered screen or an unselected tab leaves the list but not the graph.
    func keepDormant(_ track: Track, of id: GraphicID) {
        guard track.animation.repeatCount == nil else { return }
        if dormant.count >= Self.dormantLimit, let oldest = dormantOrder.first {
            dormantOrder.removeFirst()
            dormant[oldest] = nil
        }
        if dormant.updateValue(track, forKey: id) == nil { dormantOrder.append(id) }
    }

    /// The track a graphic that came back had when it left, carried to where it now is; nil if none, or if it changed.
    func wakeDormant(_ id: GraphicID, at goal: AnimatedProperties) -> Track? {
        guard let track = dormant.removeValue(forKey: id) else { return nil }
        dormantOrder.removeAll { $0 == id }
        return Self.resume(track, at: goal)
    }

    /// Whether `target` brings back a graphic with a dormant track, which the fast path would draw still.
    func bringsBackDormant(_ target: DisplayList) -> Bool {
        guard !dormant.isEmpty else { return false }
        return target.graphics.contains { dormant[$0.id] != nil }
    }
}
