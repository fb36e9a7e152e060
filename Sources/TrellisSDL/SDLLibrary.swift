import CSDL2

/// Starts the parts of SDL Trellis uses, once per process.
@MainActor
public enum SDLLibrary {
    private static var fontsReady = false
    private static var videoReady = false

    /// SDL_ttf, which text measuring needs even without a window.
    public static func startFonts() throws {
        guard !fontsReady else { return }
        if TTF_Init() != 0 { throw SDLError("Could not start SDL_ttf") }
        fontsReady = true
    }

    /// The video and event subsystems, which windows need.
    ///
    /// With `headless`, SDL's dummy video driver is used, so no display is required.
    public static func startVideo(headless: Bool) throws {
        guard !videoReady else { return }
        if headless { SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy") }
        if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            throw SDLError("Could not start SDL video")
        }
        videoReady = true
        try startFonts()
    }

    /// Whether windows are asked for SDL's software renderer (`SDL_RENDER_DRIVER=software`).
    static var wantsSoftwareRenderer: Bool {
        SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0).lowercased() == "software" } ?? false
    }

    /// Keeps the surface a software renderer draws into a plain image of the
    /// video driver's (on X11 a shared-memory XImage).
    ///
    /// Unless told otherwise, SDL backs that surface with a texture of its
    /// first accelerated driver, so on X11 the software renderer loaded Mesa
    /// (llvmpipe alone is 55 MB resident, and six threads) only to copy the
    /// finished pixels to the screen. `SDL_FRAMEBUFFER_ACCELERATION` in the
    /// environment still wins, as it does over any hint set this way.
    static func keepSoftwareFramebufferPlain() {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
}
