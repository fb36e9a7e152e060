import CSDL2
import CX11
@_spi(TrellisExtension) import TrellisCore

/// The desktop clipboard, through SDL; needs SDL's video subsystem.
///
/// On X11, text that another program owns is read with `X11SelectionReader`,
/// which takes large texts in pieces where SDL 2 returns nothing. What this
/// app copied itself SDL answers from memory, so it still reads that: asking
/// our own window over X11 would wait for an answer only this thread can give.
@MainActor
final class SDLClipboard: ClipboardStore {
    /// SDL's connection to the X server, when the window is on X11.
    private let display: OpaquePointer?
    /// The clipboard's atom on that connection.
    private let clipboardAtom: Atom
    /// The window that owned the clipboard just after this app last copied: SDL's own.
    private var ownWindow: Window = 0

    /// A clipboard for a window; `x11Display` is SDL's X connection, or nil on other drivers.
    init(x11Display: OpaquePointer? = nil) {
        display = x11Display
        clipboardAtom = x11Display.map { XInternAtom($0, "CLIPBOARD", 0) } ?? 0
    }

    var text: String? {
        get {
            if let display {
                let owner = XGetSelectionOwner(display, clipboardAtom)
                if owner != 0 && owner != ownWindow { return readFromOtherProgram() }
            }
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            return String(cString: raw)
        }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                Diagnostics.warnOnce("clipboard", SDLError("Could not set the clipboard").description)
            } else if let display {
                // A round trip on SDL's own connection, so its request to own the clipboard has arrived.
                ownWindow = XGetSelectionOwner(display, clipboardAtom)
            }
        }
    }

    /// Another program's text, or nil with a warning that says why a paste did nothing.
    private func readFromOtherProgram() -> String? {
        switch X11SelectionReader().read() {
        case .success(let text):
            return text
        case .failure(.noOwner), .failure(.notText):
            return nil
        case .failure(let failure):
            Diagnostics.warnOnce("paste: \(failure)", "Could not paste: \(failure).")
            return nil
        }
    }
}
