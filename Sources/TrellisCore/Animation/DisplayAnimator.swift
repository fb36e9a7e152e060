/// Turns each frame's target display list into what is on screen now.
///
/// When a graphic's frame, opacity, scale, rotation or paint colour (of a fill,
/// border, text, shape or symbol) changes in an animated transaction, it moves
/// from where it is on screen towards the new value along the animation's
/// curve. A new animation starts from the value on screen, so interrupting never
/// jumps. Inserted graphics come in through their transition; removed ones stay,
/// texture and all, until theirs has played. A source of `.matchedGeometryEffect`
/// that arrives as another of its group leaves flies from the leaving view's
/// frame instead, and the leaving one flies towards it, cross-fading.
///
/// The rest of the content is always the target's, except that a text whose
/// string changes plays its `ContentTransition` (a cross-fade by default) with
/// a ghost of the old string; see `AnimatedProperties`.
@MainActor
package final class DisplayAnimator {
    struct Track {
        var from: AnimatedProperties
        var to: AnimatedProperties
        var animation: Animation
        var start: Double
    }

    struct Ghost {
        var graphic: Graphic
        var index: Int
        var track: Track
        /// For a matched view flying out: its frame at the start and the end, which its clip follows.
        var flight: (from: Rect, to: Rect)?
    }

    var targets: [GraphicID: AnimatedProperties] = [:]
    var shown: [GraphicID: (graphic: Graphic, index: Int)] = [:]
    /// Set while lists pass through untouched: `targets` and `shown` are out
    /// of date. Indexing every graphic each frame would cost as much as the
    /// rest of a frame for 10,000 graphics, so the list is only indexed when an
    /// animation needs it, from the first list that animates and what its
    /// changed graphics were before (`DisplayChanges.previous`).
    var needsIndex = false
    /// A list passed through that no builder keeps (the settled state shown
    /// before `onAppear` runs): holding it costs nothing, and what changed
    /// since is measured from it, not from the builder's last list.
    var unindexed: DisplayList?
    var tracks: [GraphicID: Track] = [:]
    /// Endless tracks of graphics that left the list, by id, and the order they left in (see `keepDormant`).
    var dormant: [GraphicID: Track] = [:]
    var dormantOrder: [GraphicID] = []
    /// Endless tracks running beneath a finite move of the same graphic (see `DisplayAnimator+Underneath`).
    var underneath: [GraphicID: Track] = [:]
    var ghosts: [Ghost] = []
    var matchedGroups = MatchedGroupMotions()
    /// The target and the list drawn from it in the last animated frame, by
    /// identity: while the target stays, the next frame changes only what moves.
    var lastFrame: (target: Int, drawn: Int)?
    /// Names lists the animator makes; negative, so never a builder's.
    var lastIdentity = 0
    /// Whether frames in which only animations advance change just the moving
    /// graphics; off, every frame is made whole, which tests compare against.
    package var advancesMovingOnly = true
    /// How many frames changed just the moving graphics.
    package var movingOnlyFrames = 0

    package init() {}

    /// Tells an idle animator what is on screen before a list that no builder
    /// made (the settled state shown before `onAppear` runs), so that changes
    /// in it animate from there. Holding a builder's list makes its next build
    /// copy it, so the driver does this only in frames that run such actions.
    package func noteShown(_ list: DisplayList) {
        guard needsIndex || targets.isEmpty, !isAnimating else { return }
        unindexed = list
    }

    /// Whether anything is still moving, so more frames are needed.
    package var isAnimating: Bool { !tracks.isEmpty || !ghosts.isEmpty }

    func current(_ track: Track, at time: Double) -> (AnimatedProperties, Bool) {
        let progress = track.animation.progress(at: time - track.start)
        return (track.from.interpolated(to: track.to, progress.fraction), progress.isFinished)
    }

    /// What to draw at `time` (seconds on the frame clock) for `target`, where
    /// changes new in this list animate with `animation` unless a graphic names its own.
    /// A change is taken to have happened one `step` before the frame that shows
    /// it, so after N frames an animation has run for exactly N steps.
    package func present(_ target: DisplayList, animation: Animation?, at time: Double, step: Double) -> DisplayList {
        if animation == nil, tracks.isEmpty, ghosts.isEmpty, target.animationStamps.isEmpty, !bringsBackDormant(target) {
            // Nothing moves: what is on screen is the target itself, changed
            // where its layout nodes marked it; this costs nothing per graphic.
            needsIndex = true
            // A builder's list is changed in place next frame: keeping it would copy it.
            if target.identity == 0 { unindexed = target } else { unindexed = nil }
            lastFrame = nil
            return target
        }
        let movingBefore = movingIDs()
        if let list = unindexed {
            unindexed = nil
            needsIndex = false
            index(list)
        } else if needsIndex {
            needsIndex = false
            index(before: target)
        }
        let start = time - step
        var output = DisplayList()
        var nextTargets: [GraphicID: AnimatedProperties] = [:]
        var nextShown: [GraphicID: (graphic: Graphic, index: Int)] = [:]
        matchedGroups.removeFinished(at: start)
        // Worked out when the first matched graphic arrives: most frames have none.
        var departures: [Int: (tag: MatchedGeometryTag, onScreen: Rect)]?
        var arrivals: [Int: MatchedGeometryTag] = [:]
        let animations = target.resolvedAnimations()
        for (index, var graphic) in target.graphics.enumerated() {
            graphic.animation = animations[index]
            let goal = AnimatedProperties(graphic)
            nextTargets[graphic.id] = goal
            let curve = graphic.animation ?? animation
            if let previous = targets[graphic.id] {
                if previous != goal {
                    if let curve {
                        // Retarget from where it was when the change happened.
                        let onScreen = tracks[graphic.id].map { value(of: graphic.id, along: $0, at: start) } ?? previous
                        holdEndless(of: graphic.id, under: curve, at: goal)
                        tracks[graphic.id] = Track(from: onScreen, to: goal, animation: curve, start: start)
                    } else if let track = tracks[graphic.id], track.animation.repeatCount == nil {
                        // Moved without animation (scrolled, pushed aside): an endless
                        // animation goes on where the graphic now is.
                        tracks[graphic.id] = Self.resume(track, at: goal)
                    } else {
                        tracks[graphic.id] = underneath.isEmpty ? nil : endlessAfterJump(of: graphic.id, to: goal)
                    }
                }
                if let curve { startContentTransition(of: graphic, at: index, goal: goal, curve: curve, start: start) }
            } else if !dormant.isEmpty, let track = wakeDormant(graphic.id, at: goal) {
                // Back from a covered screen or another tab: on with its clock, as if it had run all along.
                tracks[graphic.id] = track
            } else if let curve {
                let transition = graphic.transition ?? .opacity
                if let tag = graphic.matchedGeometry,
                   let departure = (departures ?? matchedDepartures(&departures, target: target, at: start))[tag.group] {
                    // A hero arrival: from the frame of the view that left, fading in.
                    let origin = tag.matched(to: departure.onScreen)
                    var from = goal
                    from.frame = tag.map(goal.frame, of: graphic.content, to: origin)
                    from.opacity *= transition.insertion.opacity
                    tracks[graphic.id] = Track(from: from, to: goal, animation: curve, start: start)
                    matchedGroups.begin(tag.group, from: origin, to: tag.frame, animation: curve, start: start)
                    arrivals[tag.group] = tag
                } else if transition.insertion != .identity {
                    tracks[graphic.id] = Track(from: goal.applying(transition.insertion), to: goal, animation: curve, start: start)
                }
            }
            var drawn = graphic
            if let track = tracks[graphic.id] { (advanceTrack(of: graphic.id, along: track, at: time) ?? goal).apply(to: &drawn) }
            if let tag = graphic.matchedGeometry, let frame = matchedGroups.flightFrame(of: tag, at: time) {
                tag.moveClip(of: &drawn, to: frame)
            }
            output.append(drawn)
            nextShown[graphic.id] = (drawn, index)
        }
        for (id, gone) in shown where nextTargets[id] == nil {
            if let track = tracks.removeValue(forKey: id) { keepDormant(track, of: id) }
            if !underneath.isEmpty, let endless = underneath.removeValue(forKey: id) { keepDormant(endless, of: id) }
            // A removal plays once: a graphic stamped with an endless animation (a spinner's
            // `repeatForever`) leaves with the change's own animation, or at once, never for ever.
            let curve = [gone.graphic.animation, animation].lazy.compactMap { $0 }.first { $0.repeatCount != nil }
            let transition = gone.graphic.transition ?? .opacity
            if let curve, let tag = gone.graphic.matchedGeometry, let arrival = arrivals[tag.group], let goal = targets[id] {
                // A hero departure: towards the frame of the view that arrived, fading out.
                let onScreen = AnimatedProperties(gone.graphic)
                let destination = tag.matched(to: arrival.frame)
                var end = onScreen
                end.frame = tag.map(goal.frame, of: gone.graphic.content, to: destination)
                end.opacity *= transition.removal.opacity
                ghosts.append(Ghost(graphic: gone.graphic, index: gone.index,
                                    track: Track(from: onScreen, to: end, animation: curve, start: start),
                                    flight: (departures?[tag.group]?.onScreen ?? tag.frame, destination)))
                continue
            }
            guard let curve, transition.removal != .identity else { continue }
            let onScreen = AnimatedProperties(gone.graphic)
            ghosts.append(Ghost(graphic: gone.graphic, index: gone.index,
                                track: Track(from: onScreen, to: onScreen.applying(transition.removal), animation: curve, start: start)))
        }
        // A graphic that came back before its removal finished is itself again.
        ghosts.removeAll { nextTargets[$0.graphic.id] != nil }
        targets = nextTargets
        shown = nextShown
        var drawn = insertingGhosts(into: output, at: time)
        drawn.changes = changes(of: drawn, target: target.changes, moving: movingBefore.union(movingIDs()))
        noteOutput(&drawn, madeFor: target)
        return drawn
    }

    /// Graphics that the animator draws other than as their target says.
    private func movingIDs() -> Set<GraphicID> {
        var ids = Set(tracks.keys)
        for ghost in ghosts { ids.insert(ghost.graphic.id) }
        return ids
    }

    /// What changed on screen: what the target's nodes marked, and every
    /// graphic that moved, started or stopped moving, or faded out this frame.
    private func changes(of drawn: DisplayList, target: DisplayChanges, moving: Set<GraphicID>) -> DisplayChanges {
        guard !target.everything else { return .all }
        var ids = moving
        ids.formUnion(target.touched.keys)
        ids.formUnion(target.gone)
        guard !ids.isEmpty else { return .none }
        var index: [GraphicID: Int] = [:]
        index.reserveCapacity(drawn.graphics.count)
        for (position, graphic) in drawn.graphics.enumerated() { index[graphic.id] = position }
        var changes = DisplayChanges.none
        changes.reordered = target.reordered
        for id in ids {
            if let position = index[id] { changes.touched[id] = position } else { changes.gone.insert(id) }
        }
        return changes
    }

    /// Fills `departures` with the matched groups that left since the last frame, and returns them.
    private func matchedDepartures(_ departures: inout [Int: (tag: MatchedGeometryTag, onScreen: Rect)]?,
                                   target: DisplayList, at time: Double) -> [Int: (tag: MatchedGeometryTag, onScreen: Rect)] {
        let found = matchedGroups.departures(from: shown, remaining: target, at: time)
        departures = found
        return found
    }

    /// Remembers `list` as both the targets and what is shown, as an animated frame would have.
    private func index(_ list: DisplayList) {
        targets.removeAll(keepingCapacity: true)
        shown.removeAll(keepingCapacity: true)
        for (index, graphic) in list.graphics.enumerated() {
            targets[graphic.id] = AnimatedProperties(graphic)
            shown[graphic.id] = (graphic, index)
        }
    }

    /// Remembers the list shown before `list` as both the targets and what is
    /// shown, as an animated frame would have: `list`'s graphics, except those
    /// its changes touched, which were as `previous` says or new, and those that left.
    private func index(before list: DisplayList) {
        targets.removeAll(keepingCapacity: true)
        shown.removeAll(keepingCapacity: true)
        let changes = list.changes
        let previousGraphics = changes.previousGraphics()
        for (index, graphic) in list.graphics.enumerated() {
            if !changes.everything, changes.touched[graphic.id] != nil {
                if let previous = previousGraphics[graphic.id] {
                    targets[graphic.id] = AnimatedProperties(previous.graphic)
                    shown[graphic.id] = (previous.graphic, previous.index)
                    continue
                }
                // Touched with nothing before it is new, unless only its place in paint order changed.
                guard changes.reordered.contains(graphic.id) else { continue }
            }
            targets[graphic.id] = AnimatedProperties(graphic)
            shown[graphic.id] = (graphic, index)
        }
        for id in changes.gone {
            guard let previous = previousGraphics[id] else { continue }
            targets[id] = AnimatedProperties(previous.graphic)
            shown[id] = (previous.graphic, previous.index)
        }
    }

    /// Removed graphics still playing their removal, back where they were in paint order.
    private func insertingGhosts(into list: DisplayList, at time: Double) -> DisplayList {
        guard !ghosts.isEmpty else { return list }
        var graphics = list.graphics
        var remaining: [Ghost] = []
        for ghost in ghosts.sorted(by: { $0.index < $1.index }) {
            let (value, finished) = current(ghost.track, at: time)
            guard !finished else { continue }
            var drawn = ghost.graphic
            value.apply(to: &drawn)
            if let flight = ghost.flight, let tag = drawn.matchedGeometry {
                let fraction = ghost.track.animation.progress(at: time - ghost.track.start).fraction
                tag.moveClip(of: &drawn, to: MatchedGroupMotions.mix(flight.from, flight.to, fraction))
            }
            graphics.insert(drawn, at: min(ghost.index, graphics.count))
            remaining.append(ghost)
        }
        ghosts = remaining
        var result = DisplayList()
        for graphic in graphics { result.append(graphic) }
        return result
    }
}
