import CSDL2
@_spi(TrellisExtension) import TrellisCore

/// A hidden window drawn by SDL's software renderer, for tests of the window
/// path: it is resized in place, as a user resizes a real window, so the
/// pipeline keeps its renderer and textures (`FramePipeline.resize`) where an
/// `OffscreenTarget`, fixed in size, can only be swapped for another
/// (`FramePipeline.retarget`).
///
/// It starts SDL video with the dummy driver when nothing started it before,
/// so no display is needed and resizing takes effect at once.
@MainActor
package final class WindowTarget {
    private let window: OpaquePointer
    /// The software renderer drawing into the window.
    package let renderer: OpaquePointer

    /// Opens a hidden `width` × `height` window with a software renderer.
    package init(width: Int, height: Int) throws {
        try SDLLibrary.startVideo(headless: true)
        guard let window = SDL_CreateWindow("Trellis test window", 0, 0, Int32(clamping: max(width, 1)),
                                            Int32(clamping: max(height, 1)), SDL_WINDOW_HIDDEN.rawValue) else {
            throw SDLError("Could not open a test window")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = SDLError("Could not make a software renderer for the test window")
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        self.renderer = renderer
        _ = takeSizeChange()
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Resizes the window and returns the size its `SDL_WINDOWEVENT_SIZE_CHANGED`
    /// event reported, which is what `WindowHost` hands to the pipeline; nil when
    /// no such event came.
    package func resize(width: Int, height: Int) -> (width: Int, height: Int)? {
        SDL_SetWindowSize(window, Int32(clamping: width), Int32(clamping: height))
        return takeSizeChange()
    }

    /// Shows the frame, as the frame loop does after a frame that drew.
    package func present() {
        SDL_RenderPresent(renderer)
    }

    /// The renderer's pixels now.
    package func snapshot() throws -> PixelImage {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        var values = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let status = values.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, width * 4)
        }
        if status != 0 { throw SDLError("Could not read the test window's pixels") }
        return PixelImage(width: Int(width), height: Int(height), pixels: values.map {
            RGBA(r: UInt8(($0 >> 16) & 0xFF), g: UInt8(($0 >> 8) & 0xFF), b: UInt8($0 & 0xFF), a: UInt8($0 >> 24))
        })
    }

    /// Empties SDL's queue, returning the last size change reported for this window.
    private func takeSizeChange() -> (width: Int, height: Int)? {
        var event = SDL_Event()
        var size: (width: Int, height: Int)?
        let id = SDL_GetWindowID(window)
        while SDL_PollEvent(&event) != 0 {
            guard event.type == SDL_WINDOWEVENT.rawValue, event.window.windowID == id,
                  SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED else { continue }
            size = (Int(event.window.data1), Int(event.window.data2))
        }
        return size
    }
}
