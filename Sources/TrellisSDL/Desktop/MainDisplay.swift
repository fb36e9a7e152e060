import CSDL2

/// The size of the first display, as SDL reports it, for UIKit's `UIScreen.main`.
package enum MainDisplay {
    /// The first display's width and height in pixels; nil when SDL finds no display.
    ///
    /// When no window has started SDL's video yet, it is started only for the
    /// question and let go again, so the first window still starts it as it
    /// wants (on the desktop, or headless).
    @MainActor package static func pixelSize() -> (width: Int, height: Int)? {
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 { return firstDisplay() }
        // SDL's start asks the session bus things; a silent bus must not hang it.
        SessionBus.probeBeforeSDL()
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else { return nil }
        defer { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
        return firstDisplay()
    }

    private static func firstDisplay() -> (width: Int, height: Int)? {
        var rect = SDL_Rect()
        guard SDL_GetNumVideoDisplays() > 0, SDL_GetDisplayBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return (Int(rect.w), Int(rect.h))
    }
}
