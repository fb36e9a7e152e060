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
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" { X11Errors.install() }
        try startFonts()
    }
}
