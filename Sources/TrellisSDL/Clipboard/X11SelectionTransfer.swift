import CX11
import Foundation

/// One conversion of a selection into a property of our window, and the
/// pieces that follow when the owner sends it incrementally.
struct X11SelectionTransfer {
    let display: OpaquePointer
    let window: Window
    let atoms: X11ClipboardAtoms
    let timeout: Double
    let limit: Int

    /// The selection's bytes as `target`, or why there are none.
    func read(as target: Atom) -> Result<[UInt8], X11SelectionReader.Failure> {
        XConvertSelection(display, atoms.selection, target, atoms.property, window, Time(CurrentTime))
        XFlush(display)
        let answered = nextEvent { $0.type == SelectionNotify && $0.xselection.requestor == window }
        guard let answer = answered else { return .failure(.noAnswer(seconds: timeout)) }
        // A refused conversion names no property.
        guard answer.xselection.property != 0, let first = take() else { return .failure(.notText) }
        if first.type == atoms.incremental { return pieces() }
        guard first.isText else { return .failure(.notText) }
        guard first.bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
        return .success(first.bytes)
    }

    /// The pieces of an incremental transfer: taking the `INCR` property has
    /// told the owner to begin, each new value is a piece, and deleting it asks
    /// for the next; an empty piece ends the text.
    private func pieces() -> Result<[UInt8], X11SelectionReader.Failure> {
        var text: [UInt8] = []
        while true {
            let written = nextEvent {
                $0.type == PropertyNotify && $0.xproperty.atom == atoms.property
                    && $0.xproperty.state == PropertyNewValue
            }
            guard written != nil else { return .failure(.noAnswer(seconds: timeout)) }
            guard let piece = take() else { continue }
            guard piece.isText else { return .failure(.notText) }
            if piece.bytes.isEmpty { return .success(text) }
            text += piece.bytes
            // Stop taking pieces: the owner waits for a deletion that never comes, and gives up.
            guard text.count <= limit else { return .failure(.tooLarge(limit: limit)) }
        }
    }

    /// What the owner wrote into our property: its type, and its bytes when they are 8-bit.
    private struct Property {
        let type: Atom
        let format: Int32
        let bytes: [UInt8]
        var isText: Bool { format == 8 }
    }

    /// Reads the property and deletes it, which is what asks an incremental owner for more.
    private func take() -> Property? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is counted in 32-bit units; this asks for everything in one reply.
        let status = XGetWindowProperty(display, window, atoms.property, 0, Int(Int32.max / 4), 1,
                                        Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
        guard status == Success, type != 0 else { return nil }
        defer { if let data { XFree(data) } }
        let bytes = format == 8 && count > 0 ? Array(UnsafeBufferPointer(start: data, count: Int(count))) : []
        return Property(type: type, format: format, bytes: bytes)
    }

    /// The next event that `matches`, waiting at most `timeout` seconds for it.
    private func nextEvent(where matches: (XEvent) -> Bool) -> XEvent? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var event = XEvent()
        while true {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if matches(event) { return event }
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return nil }
            var socket = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&socket, 1, Int32((deadline - now) / 1_000_000) + 1)
        }
    }
}
