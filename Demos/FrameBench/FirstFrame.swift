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

    /// One first frame, timed. Never inlined, so a callgrind profile shows the
    /// first frames' cost (with the graph's teardown, which is untimed) as this
    /// function's inclusive count. (`--toggle-collect` on it was tried and
    /// collected next to nothing.)
    @inline(never)
    static func sample<Content: View>(window: BenchWindow, _ make: () -> Content) throws -> OpSample {
        window.drainEvents()
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
