/// The `parent_window` argument xdg-desktop-portal takes, so that its dialogs
/// open above the window that asked, stay with it, and are modal to it.
///
/// On X11 it is `x11:` and the window's XID in hexadecimal. Anywhere else it
/// is empty, which the portal accepts as "no parent": Wayland wants a handle
/// exported through xdg-foreign, which SDL2 does not offer.
enum PortalParentWindow {
    /// The handle for the X11 window `xid`, or "" for none.
    static func handle(forX11Window xid: UInt?) -> String {
        xid.map { "x11:" + String($0, radix: 16) } ?? ""
    }
}
