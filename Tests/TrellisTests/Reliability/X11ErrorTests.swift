import CX11
import Foundation
import Testing
@_spi(TrellisExtension) import TrellisCore
@testable import TrellisSDL

/// An error from the X server warns instead of ending the program, as
/// Xlib's default handler would (exit status 1). The Desktop demo was seen to
/// exit 1 that way when Ctrl+W closed the window SDL had just sent its
/// wake-up message to.
@MainActor
@Suite struct X11ErrorTests {
    @Test func refusedRequestsWarnAndTheWakeUpToAClosedWindowIsIgnored() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty == false, let display = XOpenDisplay(nil) else {
            Issue.record("This test needs an X display; make test runs it under xvfb-run")
            return
        }
        defer { XCloseDisplay(display) }
        X11Errors.install()
        // No window has id 1 (ids belong to clients, and ours has made none): both requests fail with BadWindow.
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.format = 32
        XSendEvent(display, 1, 0, 0, &message)
        XSync(display, 0)
        #expect(!Diagnostics.warnings.contains { $0.contains("request code 25)") }, "SDL's wake-up message is not worth a word")
        XMapWindow(display, 1)
        XSync(display, 0)
        #expect(Diagnostics.warnings.contains { $0.contains("BadWindow") && $0.contains("request code 8)") },
                "\(Diagnostics.warnings)")
    }
}
