/// A text whose string changes in an animated transaction plays its content
/// transition: the old string stays on screen as a ghost of its own that
/// fades (and, for numeric text, rolls away) while the new one fades (and rolls) in.
extension DisplayAnimator {
    /// Starts the content transition of `graphic`, at `index` in paint order,
    /// if its string changed since it was last shown.
    func startContentTransition(of graphic: Graphic, at index: Int, goal: AnimatedProperties, curve: Animation, start: Double) {
        guard case .text(let run) = graphic.content, let old = shown[graphic.id]?.graphic,
              case .text(let oldRun) = old.content, oldRun.string != run.string,
              // Only a text that asked for a transition plays one: without the modifier a
              // changed string swaps at once, as every animated text did before.
              let transition = graphic.contentTransition,
              let rise = transition.rise(from: old.contentTransition) else { return }
        let onScreen = AnimatedProperties(old)
        var leaving = onScreen
        leaving.opacity = 0
        leaving.frame.y -= rise * onScreen.frame.height
        var ghost = old
        // A graphic of its own: the text's id now names the new string.
        ghost.id = GraphicID.next()
        ghosts.append(Ghost(graphic: ghost, index: index,
                            track: Track(from: onScreen, to: leaving, animation: curve, start: start)))
        var arriving = tracks[graphic.id].map { current($0, at: start).0 } ?? goal
        arriving.opacity = 0
        arriving.frame.y += rise * goal.frame.height
        tracks[graphic.id] = Track(from: arriving, to: goal, animation: curve, start: start)
    }
}
