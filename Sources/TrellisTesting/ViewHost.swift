import Foundation
import Testing
import Trellis
import TrellisSDL

/// Runs a view headless, frame by frame, on a fixed 60 Hz clock, and reads back
/// what is on screen. Tests outside Trellis compile against this surface.
@MainActor
public final class ViewHost<Content: View> {
    var target: OffscreenTarget
    /// The trace `startTracing(to:)` began, written by `stopTracing()`.
    var trace: FrameTrace?
    /// The performance overlay drawn after each frame, while shown.
    package var overlay: PerformanceOverlay?
    let pipeline: FramePipeline
    private var editsOfLastFrame: [DisplayEdit] = []
    private let openedURLRecord = OpenedURLs()
    /// The second area `pixelsDifferingFromWholeRepaint()` draws on, made when first asked.
    private var repaintCheck: (target: OffscreenTarget, check: WholeRepaintCheck)?

    /// Shows `content` in an offscreen software-rendered area of `width` × `height`.
    ///
    /// Its text fields copy to and paste from `clipboard`; without one, the host
    /// keeps a clipboard of its own, in memory, that no other host sees.
    public init(_ content: Content, width: Int = 800, height: Int = 600, clipboard: (any ClipboardStore)? = nil) {
        do {
            target = try OffscreenTarget(width: width, height: height)
            var environment = EnvironmentValues()
            environment.urlOpener = openedURLRecord
            pipeline = try FramePipeline(content: content, renderer: target.renderer,
                                         size: Size(width: Double(target.width), height: Double(target.height)),
                                         clipboard: clipboard, environment: environment)
            // Tests read what each frame did (`lastEdits`).
            pipeline.recordsEdits = true
        } catch {
            fatalError("ViewHost could not start SDL: \(error)")
        }
        step()
    }

    /// Runs that many frames of the real pipeline.
    public func step(frames: Int = 1) {
        for _ in 0..<max(frames, 0) {
            pipeline.runFrame()
            if let overlay { overlay.draw(on: target.renderer, targetWidth: Int32(target.width), scale: pipeline.scale) }
        }
    }

    /// Whether the next frame has nothing to do, so a real window would sleep:
    /// no animation, glide, blinking caret or pending update keeps it awake.
    public var isIdle: Bool { !pipeline.hasWork }

    /// Runs as many frames as `seconds` take at 60 Hz.
    public func advance(seconds: Double) {
        step(frames: Int((seconds * 60).rounded()))
    }

    /// Delivers any input event without stepping a frame, for presses held across frames or floods of motion.
    ///
    /// A `.windowResize` also gives the offscreen area its new size, as a window's would have.
    public func send(_ event: Event) {
        if case .windowResize(let size) = event {
            // Int() traps on NaN and infinity; the target clamps the rest, with a warning.
            func pixels(_ length: Double) -> Int { length.isFinite ? Int(min(max(length, 1), 1e9)) : 1 }
            replaceTarget(width: pixels(size.width), height: pixels(size.height))
            // Lay out for the area that exists, as a window reports its real size.
            pipeline.handle(.windowResize(Size(width: Double(target.width), height: Double(target.height))))
            return
        }
        pipeline.handle(event)
    }

    /// Swaps in a drawing area of the new size; the pipeline's own size follows from the resize event.
    /// On failure the old area stays, and so does the layout size.
    private func replaceTarget(width: Int, height: Int) {
        do {
            let resized = try OffscreenTarget(width: width, height: height)
            pipeline.retarget(to: resized.renderer, size: pipeline.size)
            target = resized
        } catch {
            Issue.record("ViewHost could not resize to \(width)×\(height): \(error)")
        }
    }

    /// Pointer down and up at `x`, `y`, then one frame.
    public func click(x: Double, y: Double) {
        let point = Point(x: x, y: y)
        pipeline.handle(.pointerDown(point))
        pipeline.handle(.pointerUp(point))
        step()
    }

    /// Pointer down and up at `x`, `y` with `modifiers` held (a Ctrl- or Shift-click), then one frame.
    public func click(x: Double, y: Double, modifiers: KeyModifiers) {
        let point = Point(x: x, y: y)
        pipeline.handle(.pointerDown(point), modifiers: modifiers)
        pipeline.handle(.pointerUp(point), modifiers: modifiers)
        step()
    }

    /// Clicks the centre of the first visible graphic showing exactly `text`
    /// with `modifiers` held; records a test issue if there is none.
    public func click(text: String, modifiers: KeyModifiers, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rect = frame(ofText: text) else {
            Issue.record("No visible text \"\(text)\" to click; visible texts are \(texts)", sourceLocation: sourceLocation)
            return
        }
        click(x: rect.midX, y: rect.midY, modifiers: modifiers)
    }

    /// Clicks the centre of the first visible graphic showing exactly `text`;
    /// records a test issue if there is none.
    public func click(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rect = frame(ofText: text) else {
            Issue.record("No visible text \"\(text)\" to click; visible texts are \(texts)", sourceLocation: sourceLocation)
            return
        }
        click(x: rect.midX, y: rect.midY)
    }

    /// A secondary-button (right) click at `x`, `y`, as opens a context menu, then one frame.
    public func rightClick(x: Double, y: Double) {
        let point = Point(x: x, y: y)
        pipeline.handle(.pointerDown(point, button: .secondary))
        pipeline.handle(.pointerUp(point, button: .secondary))
        step()
    }

    /// A right-click on the centre of the first visible graphic showing exactly
    /// `text`; records a test issue if there is none.
    public func rightClick(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let rect = frame(ofText: text) else {
            Issue.record("No visible text \"\(text)\" to right-click; visible texts are \(texts)", sourceLocation: sourceLocation)
            return
        }
        rightClick(x: rect.midX, y: rect.midY)
    }

    /// Pointer down at `start`, moves to `end` in `steps` equal parts with a frame
    /// after each (moves within one frame are coalesced, as in a window), then
    /// pointer up at `end` and one frame.
    public func drag(from start: Point, to end: Point, steps: Int = 1) {
        pipeline.handle(.pointerDown(start))
        let parts = max(steps, 1)
        for part in 1...parts {
            let fraction = Double(part) / Double(parts)
            pipeline.handle(.pointerMove(Point(x: start.x + (end.x - start.x) * fraction,
                                               y: start.y + (end.y - start.y) * fraction)))
            step()
        }
        pipeline.handle(.pointerUp(end))
        step()
    }

    /// Text input to the focused view, then one frame.
    public func type(_ text: String) {
        pipeline.handle(.textInput(text))
        step()
    }

    /// A key press and release, then one frame.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        pipeline.handle(.keyDown(key, modifiers))
        pipeline.handle(.keyUp(key, modifiers))
        step()
    }

    /// A wheel scroll at `x`, `y`, then one frame.
    public func scroll(dx: Double, dy: Double, x: Double, y: Double) {
        pipeline.handle(.scroll(dx: dx, dy: dy, at: Point(x: x, y: y)))
        step()
    }

    /// Changes the size of the area, then one frame.
    public func resize(width: Int, height: Int) {
        send(.windowResize(Size(width: Double(width), height: Double(height))))
        step()
    }

    /// The strings of the visible text graphics, in paint order.
    public var texts: [String] { visibleGraphics.shownTexts }

    /// The on-screen rectangle of the first visible graphic showing exactly `text`.
    public func frame(ofText text: String) -> Rect? { visibleGraphics.frame(ofText: text) }

    /// The pixel at `x`, `y` after the last frame.
    public func color(x: Int, y: Int) -> RGBA {
        target.pixel(x: x, y: y)
    }

    /// The edits of the last frame's update, in order.
    public var lastEdits: [DisplayEdit] { pipeline.lastEdits }

    /// Where this host's text fields copy to and paste from.
    public var clipboard: any ClipboardStore { pipeline.clipboard }

    /// The URLs that links and `openURL` asked the desktop to open, oldest first.
    /// A host never opens them: it only records them.
    public var openedURLs: [URL] { openedURLRecord.urls }

    /// Every graphic of the last frame that drew, back to front, visible or not.
    public var displayList: DisplayList { pipeline.displayList }

    /// Whether each frame's display list, kept up to date from what changed,
    /// is compared with one built from scratch (in debug builds). Off unless
    /// set here or the environment sets `TRELLIS_DISPLAY_CHECK=1`: the check
    /// costs a whole rebuild per frame.
    public var checksDisplayList: Bool {
        get { pipeline.graph.displayBuilder.checksAgainstFreshBuild }
        set { pipeline.graph.displayBuilder.checksAgainstFreshBuild = newValue }
    }

    /// Frames whose kept display list differed from one built from scratch;
    /// each is a change that did not mark what it changed. Always 0 when correct.
    public var displayListMismatches: Int { pipeline.graph.displayBuilder.mismatches }

    /// How many pixels on screen differ from the last frame's display list
    /// drawn whole on a new area of the same size: 0 when repainting only
    /// what changed was right. It draws everything again, so call it sparingly.
    public func pixelsDifferingFromFreshRender() -> Int {
        guard let fresh = try? OffscreenTarget(width: target.width, height: target.height) else { return 0 }
        pipeline.drawLastFrameAfresh(on: fresh.renderer)
        return target.countPixels(differingFrom: fresh)
    }

    /// Writes, as a PNG, the last frame's display list drawn afresh on a new
    /// area: what `pixelsDifferingFromFreshRender()` compares the screen with.
    /// Beside `writePNG(to:)`, it shows where incremental drawing went wrong.
    public func writeFreshRenderPNG(to url: URL) throws {
        let fresh = try OffscreenTarget(width: target.width, height: target.height)
        pipeline.drawLastFrameAfresh(on: fresh.renderer)
        try fresh.writePNG(to: url)
    }

    /// How many pixels on screen differ from the last frame's display list
    /// repainted whole, on a second area the host keeps for the purpose: 0
    /// when the damage repainted was right. Cheap enough for every frame of a
    /// long test: the second area keeps its textures, so a texture drawn from
    /// a stale version would show in both (`pixelsDifferingFromFreshRender()`
    /// and a new host catch that).
    public func pixelsDifferingFromWholeRepaint() -> Int {
        if repaintCheck == nil || repaintCheck?.target.width != target.width || repaintCheck?.target.height != target.height {
            repaintCheck?.check.releaseTextures()
            guard let area = try? OffscreenTarget(width: target.width, height: target.height) else { return 0 }
            repaintCheck = (area, WholeRepaintCheck(renderer: area.renderer, matching: pipeline))
        }
        guard let repaintCheck else { return 0 }
        repaintCheck.check.repaint(pipeline)
        return target.countPixels(differingFrom: repaintCheck.target)
    }

    /// Counters of the last frame.
    public var stats: FrameStats { pipeline.lastStats }

    /// How long each phase of the last frame took; for diagnosis, never for assertions.
    public var timings: FrameTimings { pipeline.lastTimings }

    /// Counters since the host was made.
    public var totalStats: FrameStats { pipeline.totalStats }

    /// The pointer shape a window would show now: a hand over buttons, an
    /// I-beam over text fields, the arrow elsewhere. It follows pointer moves.
    public var cursor: Cursor { pipeline.cursor }

    /// Whether a `.windowClose` event has arrived; a window would close.
    public var closeRequested: Bool { pipeline.closeRequested }

    /// The title the content asked for with `.navigationTitle`, or "".
    public var windowTitle: String { pipeline.windowTitle }

    /// Writes the last frame as a PNG.
    public func writePNG(to url: URL) throws {
        try target.writePNG(to: url)
    }

    private var visibleGraphics: [Graphic] {
        let screen = Rect(x: 0, y: 0, width: Double(target.width), height: Double(target.height))
        return pipeline.displayList.visibleGraphics(on: screen)
    }
}
