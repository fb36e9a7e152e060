import ArgumentParser
import CSDL2
import Foundation
import TrellisSDL

/// Which SDL renderer draws the window.
enum RendererKind: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// SDL's software renderer, which keeps the window's pixels between frames.
    case software
    /// The accelerated renderer through OpenGL (llvmpipe under Xvfb).
    case opengl
}

/// The one 1280 × 800 window every scenario draws in, Trellis and baseline alike.
@MainActor
final class BenchWindow {
    /// Size in pixels; Trellis draws at scale 1, so points too.
    static let width: Int32 = 1280
    static let height: Int32 = 800

    let window: OpaquePointer
    let renderer: OpaquePointer
    /// What SDL calls the renderer it made, such as `software` or `opengl`.
    let rendererName: String
    /// Whether the renderer forgets a frame once presented, so frames must be
    /// drawn through a texture that keeps them (OpenGL); Trellis and the
    /// baseline both do that then.
    let needsFrameTexture: Bool
    /// Whether there is no display, so SDL's dummy driver stands in.
    let isHeadless: Bool
    /// The renderer asked for, which a probe in another process asks for too.
    let kind: RendererKind
    /// Presents only what a frame repainted on the software renderer, as Trellis's windows do.
    private var presenter: RegionPresenter

    /// Opens the window with the renderer `kind`.
    init(kind: RendererKind) throws {
        self.kind = kind
        let environment = ProcessInfo.processInfo.environment
        isHeadless = (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if isHeadless && kind == .opengl {
            throw ValidationError("--renderer opengl needs a display; run under xvfb-run (as `make bench` does)")
        }
        if kind == .opengl {
            // Override strength, so an SDL_RENDER_DRIVER left in the environment cannot pick another.
            SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "opengl", SDL_HINT_OVERRIDE)
        }
        try SDLLibrary.startVideo(headless: isHeadless)
        let centred = Int32(bitPattern: 0x2FFF_0000)
        guard let window = SDL_CreateWindow("FrameBench", centred, centred, Self.width, Self.height,
                                            SDL_WINDOW_SHOWN.rawValue) else {
            throw BenchError("could not open a window: \(String(cString: SDL_GetError()))")
        }
        let flags = kind == .software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, flags) else {
            let reason = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            throw BenchError("could not make the \(kind.rawValue) renderer: \(reason)")
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        needsFrameTexture = info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
        presenter = RegionPresenter(window: window, renderer: renderer, environment: environment)
        if kind == .opengl && !rendererName.hasPrefix("opengl") {
            throw BenchError("asked for the opengl renderer but SDL made \(rendererName)")
        }
        drainEvents()
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Presents `regions` of the frame (the whole frame on OpenGL, or when
    /// none are named) and returns how long that took, in seconds.
    func present(_ regions: [SDL_Rect]) -> Double {
        var seconds = 0.0
        MonotonicClock.time(&seconds) { presenter.present(regions) }
        return seconds
    }

    /// Empties SDL's event queue, as a frame loop would; the window's events
    /// (exposure, focus) mean nothing to the benchmark.
    func drainEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }
}

/// A failure that stops the benchmark, explained for a person.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
