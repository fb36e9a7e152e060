import CX11
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// What happens when the X server refuses a request: a warning, not the end
/// of the program.
///
/// Xlib's default handler prints the error and exits with status 1, and SDL
/// passes every error it does not expect on to it. One such error is part of
/// SDL 2's normal work: while it waits for events it wakes itself by sending
/// a message to one of its windows through a second X connection, and when
/// that window is closed just then (Ctrl+W on the window that had the key),
/// the server may handle the close first and answer BadWindow. Closing a
/// window must not end the app, so that error is ignored; any other is
/// reported once and the app goes on.
enum X11Errors {
    /// Xlib's request code for SendEvent, and its error code for a window that does not exist.
    private static let sendEvent: UInt8 = 25
    private static let badWindow: UInt8 = 3

    /// Puts the handler in place of SDL's, which ends in Xlib's exit.
    static func install() {
        _ = XSetErrorHandler { display, event in
            guard let error = event?.pointee else { return 0 }
            X11Errors.handle(error, on: display)
            return 0
        }
    }

    /// Whether an error is the harmless one SDL's wake-up message can cause.
    static func isWakeUpToClosedWindow(errorCode: UInt8, requestCode: UInt8) -> Bool {
        errorCode == badWindow && requestCode == sendEvent
    }

    private static func handle(_ error: XErrorEvent, on display: OpaquePointer?) {
        guard !isWakeUpToClosedWindow(errorCode: error.error_code, requestCode: error.request_code) else { return }
        var text = [CChar](repeating: 0, count: 160)
        XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count))
        let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        Diagnostics.warnOnce("x11-error-\(error.error_code)-\(error.request_code)",
                             "the X server refused a request (\(name), request code \(error.request_code)); carrying on")
    }
}
