/// Where each matched-geometry group is on screen while a hero transition
/// carries it from the view that left to the view that arrived.
///
/// The graphics move on their own tracks; this only remembers the group's
/// frame along the way, so that interrupting a flight (tapping the next tab
/// halfway) starts the next one from where the group is drawn.
struct MatchedGroupMotions {
    private struct Motion {
        var from: Rect
        var to: Rect
        var animation: Animation
        var start: Double
    }

    private var motions: [Int: Motion] = [:]

    /// Whether no matched group is in flight.
    var isEmpty: Bool { motions.isEmpty }

    /// The frame on screen at `time` of the view `tag` comes from.
    func onScreenFrame(of tag: MatchedGeometryTag, at time: Double) -> Rect {
        flightFrame(of: tag, at: time) ?? tag.frame
    }

    /// The frame at `time` of the view `tag` comes from, while that view is flying in.
    func flightFrame(of tag: MatchedGeometryTag, at time: Double) -> Rect? {
        guard let motion = motions[tag.group], motion.to == tag.frame else { return nil }
        let progress = motion.animation.progress(at: time - motion.start)
        return progress.isFinished ? nil : Self.mix(motion.from, motion.to, progress.fraction)
    }

    /// The way from `from` to `to`, `fraction` of the distance along.
    static func mix(_ from: Rect, _ to: Rect, _ fraction: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                    width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// Records that `group` flies from `from` to `to`.
    mutating func begin(_ group: Int, from: Rect, to: Rect, animation: Animation, start: Double) {
        motions[group] = Motion(from: from, to: to, animation: animation, start: start)
    }

    /// Forgets the flights that have landed.
    mutating func removeFinished(at time: Double) {
        guard !motions.isEmpty else { return }
        motions = motions.filter { !$0.value.animation.progress(at: time - $0.value.start).isFinished }
    }

    /// The groups whose source graphics were `shown` and are not among `remaining`:
    /// for each, a tag of the view that left and its frame on screen at `time`.
    func departures(from shown: [GraphicID: (graphic: Graphic, index: Int)], remaining: DisplayList,
                    at time: Double) -> [Int: (tag: MatchedGeometryTag, onScreen: Rect)] {
        let staying = Set(remaining.graphics.lazy.map(\.id))
        var result: [Int: (tag: MatchedGeometryTag, onScreen: Rect)] = [:]
        for (id, entry) in shown where !staying.contains(id) {
            guard let tag = entry.graphic.matchedGeometry, result[tag.group] == nil else { continue }
            result[tag.group] = (tag, onScreenFrame(of: tag, at: time))
        }
        return result
    }
}
