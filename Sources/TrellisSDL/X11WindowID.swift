import CSDL2

/// The X11 window behind an SDL window, for the X11 features SDL 2 does not
/// wrap: naming it to xdg-desktop-portal, following drags over it, and
/// reading large texts from the clipboard.
enum X11WindowID {
    /// The XID of `window`, or nil when it is not an X11 window (headless, Wayland).
    @MainActor
    static func of(_ window: OpaquePointer) -> UInt? {
        guard var info = x11Info(of: window) else { return nil }
        // The shim leaves SDL's X11 member out (see shim.h); it is `{ Display *display; Window window; }`.
        let xid = withUnsafeBytes(of: &info.info) { bytes in
            bytes.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt.self)
        }
        return xid == 0 ? nil : xid
    }

    /// SDL's connection to the X server behind `window`, or nil when it is not an X11 window.
    @MainActor
    static func display(of window: OpaquePointer) -> OpaquePointer? {
        guard var info = x11Info(of: window) else { return nil }
        return withUnsafeBytes(of: &info.info) { $0.load(as: OpaquePointer?.self) }
    }

    @MainActor
    private static func x11Info(of window: OpaquePointer) -> SDL_SysWMinfo? {
        var info = SDL_SysWMinfo()
        info.version.major = UInt8(SDL_MAJOR_VERSION)
        info.version.minor = UInt8(SDL_MINOR_VERSION)
        info.version.patch = UInt8(SDL_PATCHLEVEL)
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 else { return nil }
        return info
    }
}
