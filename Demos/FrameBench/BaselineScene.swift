/// A hand-written screen: it draws whatever lies in a damaged region, and
/// its ops return the region they damaged. Timing and resetting are shared.
@MainActor
protocol BaselineScene: AnyObject {
    var canvas: BaselineCanvas { get }
    /// Draws everything that lies in `region`; the canvas has already cleared it.
    func draw(in region: PixelRect)
}

extension BaselineScene {
    /// The whole window, as after Trellis drew over it.
    var wholeWindow: PixelRect { PixelRect(x: 0, y: 0, w: BenchWindow.width, h: BenchWindow.height) }

    /// Clears `damage`, draws what lies in it and presents; nothing at all when it is empty.
    func repaint(_ damage: PixelRect, into sample: inout OpSample) {
        guard !damage.isEmpty else { return }
        MonotonicClock.time(&sample.render) {
            canvas.beginRegion(damage)
            draw(in: damage)
        }
        sample.present += canvas.present(damage)
        sample.frames += 1
    }

    /// Times `change` (an op returning its damage) through repainting and presenting.
    // Kept out of line so that `valgrind --toggle-collect` can count the baseline's instructions alone,
    // without a closure of its own, and unspecialised: a copy specialised for one op's closure was
    // merged with another's, leaving a thunk that jumps into it, and collection was switched on by
    // the thunk and off again by the body (the editor's scroll counted 6 instructions).
    @inline(never) @_optimize(none)
    func measure(_ change: () -> PixelRect) -> OpSample {
        var sample = OpSample()
        let start = MonotonicClock.now()
        let damage = change()
        sample.update = MonotonicClock.now() - start
        repaint(damage, into: &sample)
        sample.total = MonotonicClock.now() - start
        return sample
    }

    /// Applies `change` untimed and repaints the whole window.
    func reset(_ change: () -> PixelRect = { .zero }) {
        _ = change()
        var ignored = OpSample()
        repaint(wholeWindow, into: &ignored)
    }
}
