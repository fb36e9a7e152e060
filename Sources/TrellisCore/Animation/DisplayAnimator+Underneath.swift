/// An endless animation goes on while a finite one moves its graphic. A
/// spinner on a screen that a push slides aside keeps turning as it slides,
/// and turns on where the slide ends, as SwiftUI animates each property along
/// its own curve. A `Track` animates all of a graphic's properties along one
/// curve, so the move's track takes the frame and the endless one, kept in
/// `underneath`, every other property; when the move ends the endless track
/// is the graphic's track again. Without this the move replaced the endless
/// track, and a spinner covered by a push stood still after the pop.
extension DisplayAnimator {
    /// An endless track of a graphic that moved: it goes on with its clock, only
    /// where the graphic now is; nil if what it animated changed as well.
    static func resume(_ track: Track, at goal: AnimatedProperties) -> Track? {
        guard track.from.frame == track.to.frame else { return nil }
        var resumed = track
        resumed.from.frame = goal.frame
        resumed.to.frame = goal.frame
        return resumed.to == goal ? resumed : nil
    }

    /// Before `id` is given a track along `curve` towards `goal`: keeps the
    /// endless track it has (or had beneath a move) when `curve` ends and only
    /// the frame changes; an endless curve, or a change to what the endless
    /// track animates, replaces it.
    func holdEndless(of id: GraphicID, under curve: Animation, at goal: AnimatedProperties) {
        let current = tracks[id].flatMap { $0.animation.repeatCount == nil ? $0 : nil } ?? underneath[id]
        guard let endless = current else { return }
        underneath[id] = curve.repeatCount == nil ? nil : Self.resume(endless, at: goal)
    }

    /// After `id` jumped to `goal` with no animation while a move ran: the
    /// endless track beneath the move, where the graphic now is.
    func endlessAfterJump(of id: GraphicID, to goal: AnimatedProperties) -> Track? {
        underneath.removeValue(forKey: id).flatMap { Self.resume($0, at: goal) }
    }

    /// `id` on screen at `time` along `track`: the move's frame, and the rest
    /// from the endless track beneath it, if any.
    func value(of id: GraphicID, along track: Track, at time: Double) -> AnimatedProperties {
        let moved = current(track, at: time).0
        guard !underneath.isEmpty, let endless = underneath[id] else { return moved }
        var value = current(endless, at: time).0
        value.frame = moved.frame
        return value
    }

    /// Advances `id`'s `track` to `time`: what to draw, or nil once it has
    /// finished and the graphic is as its target has it. A finished move hands
    /// the graphic back to the endless track beneath it.
    func advanceTrack(of id: GraphicID, along track: Track, at time: Double) -> AnimatedProperties? {
        let (moved, finished) = current(track, at: time)
        guard !underneath.isEmpty, let endless = underneath[id] else {
            if finished { tracks[id] = nil }
            return finished ? nil : moved
        }
        var value = current(endless, at: time).0
        if finished {
            underneath[id] = nil
            tracks[id] = endless
        } else {
            value.frame = moved.frame
        }
        return value
    }
}
