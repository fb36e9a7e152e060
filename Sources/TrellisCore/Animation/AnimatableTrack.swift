/// One animatable view (or view with an animatable modifier) moving its
/// `animatableData` from the value on screen to a new target, frame by frame.
@MainActor
final class AnimatableTrack {
    let animation: Animation
    let start: Double
    private let valueAt: (Double) -> any View
    /// The interpolated data now, so an interruption can start from it.
    private(set) var currentData: Any

    private init(animation: Animation, start: Double, currentData: Any, valueAt: @escaping (Double) -> any View) {
        self.animation = animation
        self.start = start
        self.currentData = currentData
        self.valueAt = valueAt
    }

    /// A track from `old` to `new` when both are animatable values of the same
    /// type whose data differ; `nil` otherwise. `onScreen` is a running track's data.
    static func make(old: any View, new: any View, onScreen: Any?, animation: Animation, start: Double) -> AnimatableTrack? {
        guard let new = new as? any (View & Animatable) else { return nil }
        return open(new, old: old, onScreen: onScreen, animation: animation, start: start)
    }

    private static func open<V: View & Animatable>(_ new: V, old: any View, onScreen: Any?,
                                                    animation: Animation, start: Double) -> AnimatableTrack? {
        guard let old = old as? V else { return nil }
        let from = onScreen as? V.AnimatableData ?? old.animatableData
        let to = new.animatableData
        guard from != to else { return nil }
        let delta = to - from
        var track: AnimatableTrack!
        track = AnimatableTrack(animation: animation, start: start, currentData: from) { fraction in
            var step = delta
            step.scale(by: fraction)
            var value = new
            value.animatableData = from + step
            track.currentData = value.animatableData
            return value
        }
        return track
    }

    /// The view at `time`, and whether the track has ended (then it is the target).
    func value(at time: Double) -> (view: any View, isFinished: Bool) {
        let progress = animation.progress(at: time - start)
        return (valueAt(progress.isFinished ? 1 : progress.fraction), progress.isFinished)
    }
}

extension ViewGraph {
    /// Moves every animatable view one frame along, running its body with the new data.
    func advanceAnimatableTracks() {
        guard !animatableTracks.isEmpty else { return }
        advancingTracks = true
        defer { advancingTracks = false }
        for (key, entry) in animatableTracks {
            guard !entry.node.isDetached else {
                animatableTracks[key] = nil
                continue
            }
            let (view, finished) = entry.track.value(at: frameTime)
            if finished { animatableTracks[key] = nil }
            entry.node.update(to: view)
        }
    }

    /// Starts or retargets a track when `node` gets a new animatable value in an animated update.
    func trackAnimatable(_ node: ViewNode, from old: any View, to new: any View) -> any View {
        guard !advancingTracks, let animation = writeTransactions.animation(reaching: node) ?? frameAnimation else { return new }
        let key = ObjectIdentifier(node)
        let onScreen = animatableTracks[key]?.track.currentData
        guard let track = AnimatableTrack.make(old: old, new: new, onScreen: onScreen, animation: animation,
                                               start: frameTime - frameStep) else { return new }
        animatableTracks[key] = (node, track)
        return track.value(at: frameTime).view
    }
}
