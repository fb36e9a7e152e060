import CSDL2

/// The `parent_window` argument xdg-desktop-portal takes, so that its dialogs
/// open above the window that asked, stay with it, and are modal to it.
///
/// On X11 it is `x11:` and the window's XID in hexadecimal. Anywhere else it
/// is empty, which the portal accepts as "no parent": Wayland wants a handle
/// exported through xdg-foreign, which SDL2 does not offer.
enum PortalParentWindow {
    /// The handle for the X11 window `xid`.
    static func handle(forX11Window xid: UInt) -> String {
        "x11:" + String(xid, radix: 16)
    }

    /// The handle for the SDL window `window`, or "" when it is not an X11 window.
    @MainActor
    static func handle(for window: OpaquePointer) -> String {
        var info = SDL_SysWMinfo()
        info.version.major = UInt8(SDL_MAJOR_VERSION)
        info.version.minor = UInt8(SDL_MINOR_VERSION)
        info.version.patch = UInt8(SDL_PATCHLEVEL)
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 else { return "" }
        // The shim leaves SDL's X11 member out (see shim.h); it is `{ Display *display; Window window; }`.
        let xid = withUnsafeBytes(of: &info.info) { bytes in
            bytes.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt.self)
        }
        return xid == 0 ? "" : handle(forX11Window: xid)
    }
}
