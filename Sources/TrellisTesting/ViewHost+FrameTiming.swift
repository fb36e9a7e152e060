import Foundation
import Trellis
@_spi(TrellisExtension) import TrellisCore
import TrellisSDL

extension ViewHost {
    /// Starts writing a Chrome trace of this host's frames to `url`, as
    /// `TRELLIS_TRACE` does for an app's windows: each frame a slice with its
    /// phases inside, each body a slice named by its view type, layout passes,
    /// rasterisations, missed frames and counters. Perfetto opens the file.
    /// `stopTracing()` writes it.
    public func startTracing(to url: URL, keepingSeconds seconds: Double = 30) {
        stopTracing()
        let trace = FrameTrace(recorder: TraceRecorder(url: url, keptSeconds: seconds), windowName: "ViewHost")
        self.trace = trace
        pipeline.driver.addObserver(trace)
    }

    /// Writes the trace begun by `startTracing(to:)` and stops tracing; the file is complete when this returns.
    public func stopTracing() {
        guard let trace else { return }
        pipeline.driver.removeObserver(trace)
        trace.recorder.writeAndWait()
        self.trace = nil
    }

    /// Whether the performance overlay is drawn after each frame in the top
    /// right corner, as Ctrl+Alt+P shows it in a window. It draws over the
    /// content, so pixel comparisons with a fresh render see it.
    public var showsPerformanceOverlay: Bool {
        get { overlay != nil }
        set {
            guard newValue != (overlay != nil) else { return }
            if newValue {
                let overlay = PerformanceOverlay()
                self.overlay = overlay
                pipeline.driver.addObserver(overlay.history)
            } else if let overlay {
                pipeline.driver.removeObserver(overlay.history)
                self.overlay = nil
                pipeline.redrawAll()
            }
        }
    }

    /// Shows the overlay with `samples` as its frames, and only those: a
    /// golden image of it then does not depend on how fast the machine is.
    package func showPerformanceOverlay(with samples: [FrameHistory.Sample]) {
        let history = FrameHistory()
        history.recordsFrames = false
        for sample in samples { history.add(sample) }
        if let overlay { pipeline.driver.removeObserver(overlay.history) }
        overlay = PerformanceOverlay(history: history)
    }
}
