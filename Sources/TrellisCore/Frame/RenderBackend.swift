/// What a `FrameDriver` needs from whatever puts its frames on a screen.
///
/// The driver owns the order of a frame and everything the view graph does in
/// it; the backend only measures, rasterises and presents. SDL's is
/// `CanvasBackend`; tests of the core use one that records what it is asked to
/// draw, so a frame can run with no renderer at all. Input flows the other way:
/// the backend's event loop hands core `Event`s to `FrameDriver.handle(_:)`.
@MainActor
package protocol RenderBackend: AnyObject {
    /// Measures text for layout, in the same fonts the backend draws with.
    var textMeasurer: any TextMeasuring { get }
    /// Sizes pictures for layout, as the backend will draw them.
    var imageSizer: any ImageSizing { get }
    /// The colour each repainted pixel starts from; the driver sets it from the
    /// window's colour scheme, then asks for a full repaint.
    var background: RGBA { get set }
    /// Textures made, redrawn and freed since the backend was made, and alive now.
    var textureCounts: TextureCounts { get }
    /// Whether some graphic could not get its texture and shows a placeholder:
    /// an idle driver then draws again now and then, so it gets another try.
    var hasFailedGraphics: Bool { get }

    /// Repaints, on the next draw, every pixel rather than just what changed:
    /// for a new or resized target, or one the window system uncovered.
    func invalidateAll()
    /// Rasterises what changed in `list` (in target pixels, back to front) since
    /// the last draw, and composes and presents the damaged regions.
    func draw(_ list: DisplayList) -> RenderReport
    /// Bytes of the textures alive now (width × height × 4), for the trace and the overlay.
    var textureBytes: Int { get }
    /// Tells `observers` of each rasterisation from now on (`FrameObserver.didRasterise`); `nil` stops.
    func watchRasterisations(by observers: [any FrameObserver]?)
}

extension RenderBackend {
    /// A backend that keeps no textures holds no bytes of them.
    package var textureBytes: Int { 0 }
    /// A backend that rasterises nothing has nothing to tell.
    package func watchRasterisations(by observers: [any FrameObserver]?) {}
}

/// What one `RenderBackend.draw(_:)` did, for frame statistics.
package struct RenderReport: Sendable, Equatable {
    /// Whether anything was repainted, so the frame needs presenting.
    package var presented: Bool
    /// Graphics painted, in damaged regions only.
    package var graphicsDrawn: Int
    /// Pixels repainted.
    package var pixelsRepainted: Int

    /// Makes a report.
    package init(presented: Bool, graphicsDrawn: Int = 0, pixelsRepainted: Int = 0) {
        self.presented = presented
        self.graphicsDrawn = graphicsDrawn
        self.pixelsRepainted = pixelsRepainted
    }
}

/// A backend's texture counters: running totals, and how many are alive now.
package struct TextureCounts: Sendable, Equatable {
    /// Textures made so far.
    package var created = 0
    /// Textures redrawn in place so far.
    package var updated = 0
    /// Textures freed so far.
    package var destroyed = 0
    /// Textures alive now.
    package var alive = 0

    /// Makes counts, all zero unless given.
    package init(created: Int = 0, updated: Int = 0, destroyed: Int = 0, alive: Int = 0) {
        self.created = created
        self.updated = updated
        self.destroyed = destroyed
        self.alive = alive
    }
}
