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
        let (sample, scene) = try withoutActuallyEscaping(make) { make in
            try TrellisScene.measure(firstFrameOf: hiddenFromTheOptimiser { try TrellisScene(make(), window: window) })
        }
        // Closed and freed here, outside `measure`, whose instructions are
        // counted: the teardown is not timed, and counted it was an eighth of
        // `nested-grid`'s first frame.
        scene.close()
        return sample
    }

    /// `value`, returned where the optimiser cannot see what it is. Given a
    /// closure it knows, Swift makes a copy of the callee with the closure
    /// inlined, for each caller, and merges identical copies behind thunks;
    /// `@_optimize(none)` on the callee does not stop it.
    @inline(never) @_optimize(none)
    private static func hiddenFromTheOptimiser<Value>(_ value: Value) -> Value { value }
}

extension TrellisScene {
    /// One first frame of the scene `make` builds, timed: the graph built,
    /// laid out, drawn and presented. A static method called `measure` and
    /// never inlined, so the pattern that counts the other ops' instructions,
    /// `--toggle-collect='*12TrellisSceneC7measure*'`, counts first frames too.
    /// The scene is handed back, to be closed and freed by the caller, so
    /// that its teardown, which is not timed, is not counted either.
    ///
    /// Not generic, not optimised, and given a closure the optimiser cannot
    /// see: specialised for each scenario's view, Swift merged the copies into
    /// one body behind thunks of a few instructions, and since the body's name
    /// matches the pattern too, entering it switched collection off again.
    /// Every first-frame op but one counted a few hundred instructions. Free of
    /// closures of its own, whose names would match the pattern and switch
    /// collection off inside it; `make` is the caller's.
    @inline(never) @_optimize(none)
    static func measure(firstFrameOf make: () throws -> TrellisScene) throws -> (OpSample, TrellisScene) {
        var sample = OpSample()
        let start = MonotonicClock.now()
        let scene = try make()
        sample.build = scene.buildSeconds
        scene.settle(into: &sample)
        sample.total = MonotonicClock.now() - start
        return (sample, scene)
    }
}
