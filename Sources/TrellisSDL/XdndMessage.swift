import CSDL2
import CX11

/// One message of X11's drag-and-drop protocol (XDND) that another program
/// sent to one of our windows while dragging over it.
///
/// SDL 2 answers these itself but turns only the drop into events: DROPBEGIN,
/// the items and DROPCOMPLETE all arrive together once the user lets go, and
/// a drag that passes over the window and leaves makes no event at all.
/// With SDL's system events switched on, the messages themselves come
/// through, so a destination can show itself targeted while the drag hovers
/// and follow where it is.
struct XdndMessage: Equatable {
    enum Kind: Equatable {
        /// A drag came over the window, offering files (a URI list) or else text.
        case enter(offersFiles: Bool)
        /// The drag is at a point of the screen (root window), in pixels.
        case position(x: Int, y: Int)
        /// The drag left the window without dropping.
        case leave
        /// The user let go over the window; SDL's drop events follow.
        case drop
    }

    /// The X11 window the message was sent to.
    let window: UInt
    let kind: Kind

    /// The message an SDL system event carries, if it is one of XDND's.
    init?(_ event: SDL_Event) {
        guard event.type == SDL_SYSWMEVENT.rawValue, let message = event.syswm.msg,
              message.pointee.subsystem == SDL_SYSWM_X11 else { return nil }
        // SDL's X11 member, an XEvent, is left out of the shim's copy of the struct; it starts where `msg` does.
        let offset = MemoryLayout<SDL_SysWMmsg>.offset(of: \SDL_SysWMmsg.msg) ?? 8
        let xevent = UnsafeRawPointer(message).advanced(by: offset).loadUnaligned(as: XEvent.self)
        guard xevent.type == ClientMessage, let display = xevent.xclient.display else { return nil }
        let client = xevent.xclient
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 1) }
        let kind: Kind
        switch client.message_type {
        case atom("XdndEnter"): kind = .enter(offersFiles: Self.offersFiles(client, display: display))
        case atom("XdndPosition"):
            // data.l[2] holds the root position, x in the high 16 bits and y in the low.
            let packed = client.data.l.2
            kind = .position(x: (packed >> 16) & 0xFFFF, y: packed & 0xFFFF)
        case atom("XdndLeave"): kind = .leave
        case atom("XdndDrop"): kind = .drop
        default: return nil
        }
        self.init(window: UInt(client.window), kind: kind)
    }

    /// Whether an XdndEnter offers `text/uri-list`, which SDL prefers and
    /// delivers as files: among its first three types, or in the source's
    /// XdndTypeList when it offers more (bit 0 of the second datum).
    private static func offersFiles(_ client: XClientMessageEvent, display: OpaquePointer) -> Bool {
        let uriList = XInternAtom(display, "text/uri-list", 1)
        guard uriList != 0 else { return false }
        if [client.data.l.2, client.data.l.3, client.data.l.4].contains(where: { Atom($0) == uriList }) { return true }
        guard client.data.l.1 & 1 == 1 else { return false }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var list: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, Window(client.data.l.0), XInternAtom(display, "XdndTypeList", 0), 0, 1024, 0,
                                        Atom(4) /* XA_ATOM */, &type, &format, &count, &remaining, &list)
        guard status == 0, let list else { return false }
        defer { XFree(list) }
        guard format == 32 else { return false }
        // Format 32 properties come back as an array of C longs.
        return UnsafeRawPointer(list).withMemoryRebound(to: UInt.self, capacity: Int(count)) { atoms in
            (0..<Int(count)).contains { atoms[$0] == uriList }
        }
    }

    init(window: UInt, kind: Kind) {
        self.window = window
        self.kind = kind
    }
}
