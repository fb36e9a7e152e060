import CX11
import Foundation

/// Another program dragging a file over a window, as a file manager does it:
/// the source side of X11's drag-and-drop protocol (XDND, version 5).
///
/// It sends its messages straight to the target window, without moving the
/// pointer, so a test does not depend on which window is on top.
final class XdndSource {
    private let display: OpaquePointer
    private let source: Window
    private let target: Window
    /// The target window's top-left corner on the screen.
    private let origin: (x: Int, y: Int)
    /// The target's answers so far: XdndStatus and XdndFinished messages.
    private(set) var answers: [String] = []

    /// A source on the X display `name`, for the window `target`; nil when the display cannot be opened.
    init?(display name: String, target: UInt) {
        guard let display = XOpenDisplay(name) else { return nil }
        self.display = display
        self.target = Window(target)
        source = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, self.target, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        origin = (Int(x), Int(y))
        XSetSelectionOwner(display, atom("XdndSelection"), source, 0)
    }

    deinit {
        XDestroyWindow(display, source)
        XCloseDisplay(display)
    }

    /// The drag comes over the window, offering a list of URIs.
    func enter() {
        send("XdndEnter", 5 << 24, Int(atom("text/uri-list")), 0, 0)
    }

    /// The drag is at `point`, in the window's pixels.
    func move(to point: (x: Int, y: Int)) {
        let x = origin.x + point.x, y = origin.y + point.y
        send("XdndPosition", 0, (x << 16) | y, 0, Int(atom("XdndActionCopy")))
    }

    /// The drag leaves the window without dropping.
    func leave() {
        send("XdndLeave", 0, 0, 0, 0)
    }

    /// The user lets go: the window asks for the data, gets `uri`, and says
    /// it is finished. Returns whether it did within `seconds`.
    func drop(uri: String, within seconds: Double) -> Bool {
        send("XdndDrop", 0, 0, 0, 0)
        return pump(until: seconds) { [self] event in
            if event.type == SelectionRequest { answer(event.xselectionrequest, with: uri + "\r\n") }
            return answers.contains("XdndFinished")
        }
    }

    /// Reads what the window sent back, for up to `seconds`, until `done` holds.
    func pump(until seconds: Double, _ done: (XEvent) -> Bool = { _ in false }) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == ClientMessage, let name = XGetAtomName(display, event.xclient.message_type) {
                    answers.append(String(cString: name))
                    XFree(name)
                }
                if done(event) { return true }
            }
            // The window answers from another process; look again shortly.
            usleep(10_000)
        }
        return false
    }

    private func answer(_ request: XSelectionRequestEvent, with data: String) {
        var bytes = Array(data.utf8)
        XChangeProperty(display, request.requestor, request.property, request.target, 8, PropModeReplace, &bytes, Int32(bytes.count))
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = request.property
        notify.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &notify)
        XFlush(display)
    }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    private func send(_ type: String, _ l1: Int, _ l2: Int, _ l3: Int, _ l4: Int) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = target
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        event.xclient.data.l = (Int(source), l1, l2, l3, l4)
        XSendEvent(display, target, 0, 0, &event)
        XFlush(display)
    }
}
