import CSDL2
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Shows one view in an SDL window and runs the fixed-rate frame loop until it closes.
///
/// Apps with several windows run them through `WindowLoop` directly; this is
/// the loop with a single window, which closes when asked to.
@MainActor
public final class WindowHost {
    private let window: SDLWindow
    private let loop: WindowLoop
    private let options: LaunchOptions
    /// Frames per second of the fixed clock; `TRELLIS_FPS` sets it.
    public var frameRate: Double = 60
    /// The SDL renderer in use, such as `software` or `opengl`.
    public var rendererName: String { window.rendererName }
    /// Where this window's text fields copy to and paste from: the desktop's
    /// clipboard, or one of the window's own when headless.
    public var clipboard: any ClipboardStore { window.pipeline.clipboard }

    /// Opens a window titled `title` showing `content`.
    public init(title: String, content: some View, options: LaunchOptions) throws {
        self.options = options
        frameRate = ResourceLimits.frameRate
        try DisplayCheck.require(headless: options.headless)
        // Made first, so that a trace it keeps sees the window's first bodies.
        loop = WindowLoop(options: options)
        window = try SDLWindow(title: title, content: content,
                               size: Size(width: Double(options.width), height: Double(options.height)),
                               headless: options.headless, scale: DesktopScale.current(headless: options.headless),
                               environment: EnvironmentValues(), observers: loop.observersForNextWindow(titled: title))
    }

    /// Runs until the window is closed, or for `options.frames` frames.
    public func run() throws {
        let loop = self.loop
        loop.frameRate = frameRate
        let window = self.window
        loop.deliver = { event, window, modifiers in
            window.pipeline.handle(event, modifiers: modifiers)
            if window.pipeline.closeRequested { window.close() }
        }
        loop.quit = { window.close() }
        loop.add(window)
        try loop.run()
    }
}
