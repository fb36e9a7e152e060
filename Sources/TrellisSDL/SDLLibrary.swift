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
        // The software renderer draws into the window's surface. Left to itself,
        // SDL 2.26 on X11 backs that surface with an OpenGL texture (llvmpipe where
        // there is no GPU) and uploads all of it on every present, even when given
        // a few rectangles: 4.5 ms a frame for a 1280 × 800 window. X11's own
        // shared-memory surface copies just the rectangles (0.06 ms for a line of
        // text). An environment variable of the same name still wins.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        // SDL's start asks the session bus things (input methods, the screen
        // saver) and waits on one that never answers; it must not find a silent one.
        SessionBus.probeBeforeSDL()
        if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            throw SDLError("Could not start SDL video")
        }
        videoReady = true
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" { X11Errors.install() }
        try startFonts()
    }

    /// Whether windows are asked for SDL's software renderer (`SDL_RENDER_DRIVER=software`).
    static var wantsSoftwareRenderer: Bool {
        SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0).lowercased() == "software" } ?? false
    }
}
