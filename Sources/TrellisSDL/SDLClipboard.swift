import CSDL2
import TrellisCore

/// The desktop clipboard, through SDL; needs SDL's video subsystem.
@MainActor
final class SDLClipboard: ClipboardStore {
    var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            return String(cString: raw)
        }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                Diagnostics.warnOnce("clipboard", SDLError("Could not set the clipboard").description)
            }
        }
    }
}
