/// A frame in which only the animations advance: the layout's target is the
/// list the animator drew from last frame, so the graphics that do not move
/// are as drawn and only those with a track are worked out again. With 1,000
/// labels pulsing, looking every graphic up in four tables each frame cost as
/// much as drawing them.
extension DisplayAnimator {
    /// Moves `onScreen`, the list this animator returned last frame, on to
    /// `time`, when `target` is the list that frame was made for and nothing
    /// but tracks moves (no removal playing, no matched flight). Returns false,
    /// changing nothing, when it cannot; `present` then makes the frame whole.
    package func advance(_ onScreen: inout DisplayList, toward target: DisplayList, at time: Double) -> Bool {
        guard advancesMovingOnly, let lastFrame, target.identity != 0, lastFrame.target == target.identity,
              lastFrame.drawn == onScreen.identity, ghosts.isEmpty, matchedGroups.isEmpty,
              !needsIndex, unindexed == nil, onScreen.graphics.count == target.graphics.count else { return false }
        var moved: [Int] = []
        moved.reserveCapacity(tracks.count)
        for id in tracks.keys {
            // By position, not `shown[id]?.index`, which copied the entry's graphic to read its index.
            guard let entry = shown.index(forKey: id) else { return false }
            let index = shown.values[entry].index
            guard index < target.graphics.count, target.graphics[index].id == id else { return false }
            moved.append(index)
        }
        // Sorted without a closure: one formed here is main-actor isolated, and
        // Swift checks the executor on every call of it.
        moved.sort()
        var changes = DisplayChanges.none
        changes.touched.reserveCapacity(moved.count)
        var splices: [DisplaySplice] = []
        splices.reserveCapacity(moved.count)
        for index in moved {
            let id = target.graphics[index].id
            // The track is read where it lies: `tracks[id]` copied it out.
            guard let trackEntry = tracks.index(forKey: id) else { continue }
            var drawn = target.graphics[index]
            drawn.animation = onScreen.graphics[index].animation
            if underneath.isEmpty {
                let (value, finished) = current(tracks.values[trackEntry], at: time)
                // A finished track leaves the graphic as its target has it.
                if finished { tracks.remove(at: trackEntry) } else { value.apply(to: &drawn) }
            } else if let value = advanceTrack(of: id, along: tracks.values[trackEntry], at: time) {
                value.apply(to: &drawn)
            }
            // Through the entry's position: `shown[id]?.graphic = drawn` moves
            // the whole entry out of the table and back, the dearest line here.
            if let entry = shown.index(forKey: id) { shown.values[entry].graphic = drawn }
            onScreen.replaceGraphic(at: index, with: consume drawn)
            changes.touched[id] = index
            splices.append(DisplaySplice(range: index..<(index + 1), count: 1))
        }
        changes.splices = splices
        changes.baseIdentity = onScreen.identity
        onScreen.changes = changes
        noteOutput(&onScreen, madeFor: target)
        movingOnlyFrames += 1
        return true
    }

    /// Names `drawn`, made for `target`, so the next frame can tell it is changing the same pair.
    func noteOutput(_ drawn: inout DisplayList, madeFor target: DisplayList) {
        lastIdentity -= 1
        drawn.identity = lastIdentity
        lastFrame = (target.identity, lastIdentity)
    }
}
