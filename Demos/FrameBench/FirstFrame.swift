import Trellis

/// Times a window's first frame: a fresh pipeline is built for the content
/// every run, laid out, drawn and presented.
@MainActor
enum FirstFrame {
    /// One sample per timed run, from making the view value to the end of the first present.
    static func measure<Content: View>(plan: RunPlan, window: BenchWindow, _ make: () -> Content) throws -> [OpSample] {
        var samples: [OpSample] = []
        for run in 0..<(plan.warmUps + plan.timed) {
            let sample = try self.sample(window: window, make)
            if run >= plan.warmUps { samples.append(sample) }
        }
        return samples
    }

    /// One first frame, timed.
    static func sample<Content: View>(window: BenchWindow, _ make: () -> Content) throws -> OpSample {
        window.drainEvents()
        return try TrellisScene.measure(firstFrameOf: make, window: window)
    }
}

extension TrellisScene {
    /// One first frame of `make()`'s view in `window`, timed: the graph
    /// built, laid out, drawn and presented. A static method called
    /// `measure` and never inlined, so the pattern that counts the other ops'
    /// instructions, `--toggle-collect='*12TrellisSceneC7measure*'`, counts
    /// first frames too (with the old graph's teardown, which is untimed).
    /// Free of closures of its own, whose names would match the pattern and
    /// switch collection off inside it.
    @inline(never)
    static func measure<Content: View>(firstFrameOf make: () -> Content, window: BenchWindow) throws -> OpSample {
        var sample = OpSample()
        let start = MonotonicClock.now()
        let scene = try TrellisScene(make(), window: window)
        sample.build = scene.buildSeconds
        scene.settle(into: &sample)
        sample.total = MonotonicClock.now() - start
        // Freeing the textures is the old window's business, not the new frame's.
        scene.close()
        return sample
    }
}
