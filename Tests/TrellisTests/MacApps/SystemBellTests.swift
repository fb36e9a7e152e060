import AppKit
import CX11
import Foundation
import Testing

/// `NSSound.beep()` rings the X server's bell: a client that asked the X
/// keyboard extension for bell notices (as a desktop's sound daemon does)
/// hears it.
@Suite @MainActor struct SystemBellTests {
    @Test func beepRingsTheXServersBell() throws {
        guard let display = XOpenDisplay(nil) else {
            Issue.record("This test needs an X display (run under xvfb-run)")
            return
        }
        defer { XCloseDisplay(display) }
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        var major = Int32(XkbMajorVersion), minor = Int32(XkbMinorVersion)
        try #require(XkbQueryExtension(display, &opcode, &eventBase, &errorBase, &major, &minor) != 0)
        XkbSelectEvents(display, UInt32(XkbUseCoreKbd), UInt32(XkbBellNotifyMask), UInt32(XkbBellNotifyMask))
        XSync(display, 0)

        NSSound.beep()

        var bells = 0
        let deadline = Date(timeIntervalSinceNow: 5)
        while bells == 0 && Date() < deadline {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                guard event.type == eventBase else { continue }
                let kind = withUnsafePointer(to: &event) { $0.withMemoryRebound(to: XkbAnyEvent.self, capacity: 1) { $0.pointee.xkb_type } }
                if kind == XkbBellNotify { bells += 1 }
            }
            if bells == 0 { Thread.sleep(forTimeInterval: 0.02) }
        }
        #expect(bells == 1)
    }
}
