import CX11
import Foundation
import Testing
import Trellis
@testable import TrellisSDL
import TrellisTesting

/// An editor and a line that says how much it holds.
private struct Paper: View {
    @State var text = ""
    var body: some View {
        VStack {
            TextEditor(text: $text).frame(width: 300, height: 120)
            Text("Holds \(text.utf8.count) bytes")
        }
    }
}

/// `xclip` owning the X clipboard with the contents of a file, until it is stopped.
///
/// xclip is a real X11 clipboard owner, and like GTK it sends anything over
/// about a megabyte as an incremental (`INCR`) transfer, which SDL 2 cannot read.
private final class ClipboardOwner {
    let process = Process()

    init(serving bytes: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-paste-\(getpid()).txt")
        try bytes.write(to: file)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        // -quiet keeps xclip in the foreground, so the test can stop it.
        process.arguments = ["-quiet", "-selection", "clipboard", "-i", file.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try waitUntilOwned()
        try? FileManager.default.removeItem(at: file)
    }

    /// Waits, within a bound, for the X server to name xclip the clipboard's owner.
    private func waitUntilOwned() throws {
        let display = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(display) }
        let clipboard = XInternAtom(display, "CLIPBOARD", 0)
        for _ in 0..<500 where XGetSelectionOwner(display, clipboard) == 0 { usleep(10_000) }
        try #require(XGetSelectionOwner(display, clipboard) != 0, "xclip never took the clipboard")
    }

    deinit {
        // SIGKILL: a child of the test runner inherits its threads' blocked SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// A window that takes the clipboard and never answers a request for it.
private final class SilentOwner {
    let display: OpaquePointer

    init() throws {
        display = try #require(XOpenDisplay(nil))
        let window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, XInternAtom(display, "CLIPBOARD", 0), window, Time(CurrentTime))
        XSync(display, 0)
    }

    deinit { XCloseDisplay(display) }
}

/// A paste of 10 MB into a `TextEditor` (issue 65): it used to do nothing at all, silently.
@MainActor
@Suite(.serialized) struct LargePasteTests {
    /// Ten megabytes of lines, with a few non-ASCII characters to check the decoding.
    private static let tenMegabytes: Data = {
        let line = "Zeile \u{00E9}\u{4E2D} 0123456789 abcdefghijklmnopqrstuvwxyz\n"
        return Data(String(repeating: line, count: 10_000_000 / line.utf8.count + 1).utf8)
    }()

    @Test func tenMegabytesFromAnotherProgramArriveWhole() throws {
        try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X server (xvfb-run)")
        let owner = try ClipboardOwner(serving: Self.tenMegabytes)
        let text = try X11SelectionReader().read().get()
        #expect(text.utf8.count == Self.tenMegabytes.count)
        #expect(Data(text.utf8) == Self.tenMegabytes)
        withExtendedLifetime(owner) {}
    }

    @Test func tenMegabytesPasteIntoAnEditor() throws {
        let display = try #require(XOpenDisplay(nil), "needs an X server (xvfb-run)")
        defer { XCloseDisplay(display) }
        let owner = try ClipboardOwner(serving: Self.tenMegabytes)
        let host = ViewHost(Paper(), width: 400, height: 300, clipboard: SDLClipboard(x11Display: display))
        host.step()
        host.press(.tab)
        host.press(.character("v"), modifiers: .control)
        #expect(host.texts.contains("Holds \(Self.tenMegabytes.count) bytes"))
        withExtendedLifetime(owner) {}
    }

    @Test func anOwnerThatNeverAnswersEndsInAReason() throws {
        try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X server (xvfb-run)")
        let owner = try SilentOwner()
        var reader = X11SelectionReader()
        reader.timeout = 0.3
        let result = reader.read()
        #expect(result == .failure(.noAnswer(seconds: 0.3)))
        if case .failure(let failure) = result { #expect(failure.description.contains("did not answer")) }
        withExtendedLifetime(owner) {}
    }

    @Test func aTextOverTheLimitIsRefusedWhole() throws {
        try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X server (xvfb-run)")
        let owner = try ClipboardOwner(serving: Self.tenMegabytes)
        var reader = X11SelectionReader()
        reader.limit = 4 * 1_048_576
        #expect(reader.read() == .failure(.tooLarge(limit: 4 * 1_048_576)))
        withExtendedLifetime(owner) {}
    }
}
