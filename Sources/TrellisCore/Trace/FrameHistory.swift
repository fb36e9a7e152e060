/// The last frames of a window, for the performance overlay: each one's
/// phase timings, bodies, whether it missed its tick, and texture memory.
@MainActor
package final class FrameHistory: FrameObserver {
    /// One frame, as the overlay draws it.
    package struct Sample: Sendable, Equatable {
        /// How long each phase took.
        package var timings: FrameTimings
        /// Bodies it ran.
        package var bodies: Int
        /// Whether it took longer than a tick of its clock.
        package var missed: Bool
        /// Bytes of textures alive after it.
        package var textureBytes: Int

        /// Makes a sample.
        package init(timings: FrameTimings, bodies: Int, missed: Bool, textureBytes: Int) {
            self.timings = timings
            self.bodies = bodies
            self.missed = missed
            self.textureBytes = textureBytes
        }
    }

    /// The frames kept, oldest first.
    package private(set) var samples: [Sample] = []
    /// How many frames are kept.
    package let capacity: Int
    /// Whether frames that end are added; a test that feeds fixed samples turns it off.
    package var recordsFrames = true

    /// A history of the last `capacity` frames.
    package init(capacity: Int = 120) {
        self.capacity = max(capacity, 1)
    }

    /// The overlay needs each frame's end; bodies come counted in its stats.
    package var watchesWork: Bool { true }

    /// Keeps the frame, if it did work.
    package func frameDidFinish(_ report: FrameReport) {
        // A frame that ran nothing (an idle host's step) would only push real frames out.
        guard recordsFrames, report.stats.framesPresented > 0 || report.stats.bodyEvaluations > 0 else { return }
        add(Sample(timings: report.timings, bodies: report.stats.bodyEvaluations, missed: report.missedTick,
                   textureBytes: report.textureBytes))
    }

    /// Adds `sample` as the newest frame, dropping the oldest beyond the capacity.
    package func add(_ sample: Sample) {
        if samples.count == capacity { samples.removeFirst() }
        samples.append(sample)
    }
}
