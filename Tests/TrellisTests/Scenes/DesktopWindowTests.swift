import Foundation
import Testing

/// The Desktop demo in real X windows: its Notes window opens the Inspector
/// through `openWindow`, and Ctrl+W and Ctrl+Q reach the app through SDL.
///
/// Each scenario runs on an X server of its own (`xvfb-run -a`), so the
/// keyboard focus it sets cannot be taken by another test's windows.
@Suite(.serialized, .timeLimit(.minutes(2))) struct DesktopWindowTests {
    /// Runs `script` with bash on a new X server, with `$APP` the Desktop demo; returns what it printed.
    private func runOnOwnDisplay(_ script: String, environment extra: [String: String] = [:]) throws -> String {
        let environment = ["APP": DemoRun.executable("Desktop").path].merging(extra) { _, new in new }
        return try OwnDisplay.run(["bash", "-c", script], seconds: 90, environment: environment)
    }

    /// Shell functions the scenarios share: finding a window by its exact title,
    /// and polling (up to 20 s) for another process to act.
    private let helpers = """
        find() { xdotool search --name "^$1$" 2>/dev/null | head -1; }
        until_true() { for _ in $(seq 200); do eval "$1" && return 0; sleep 0.1; done; return 1; }
        # Keys through XTEST, as a keyboard types them, to the window just focused: SDL reads
        # the keyboard's state for them, which keys sent to one window with XSendEvent lack.
        press() { xdotool windowfocus --sync "$1" 2>/dev/null && xdotool key "$2"; }
        # Under a full parallel test run, a key typed while the window is still taking focus can
        # be lost before SDL sees it; type it again, up to four times, until `$3` holds.
        press_until() {
          for _ in 1 2 3 4; do
            eval "$3" && return 0
            press "$1" "$2"
            for _ in $(seq 50); do eval "$3" && return 0; sleep 0.1; done
          done
          return 1
        }
        # The app's own complaints go with the output, so a failure says why the app stopped.
        errors="${TMPDIR:-/tmp}/trellis-desktop-$$.err" said="${TMPDIR:-/tmp}/trellis-desktop-$$.out"
        "$APP" >"$said" 2>"$errors" & app=$!
        trap 'sed "s/^/app-stderr: /" "$errors"; sed "s/^/app-stdout: /" "$said"; rm -f "$errors" "$said"' EXIT
        until_true '[ -n "$(find Notes)" ] && [ -n "$(find Inspector)" ]' && echo "both-shown"

        """

    private var hasTools: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run")
    }

    @Test func theGroupOpensTheWindowAndCtrlWClosesEachInTurn() throws {
        guard hasTools else {
            Issue.record("This test needs xvfb-run and xdotool; make deps installs both")
            return
        }
        let output = try runOnOwnDisplay(helpers + """
            press_until "$(find Inspector)" ctrl+w '[ -z "$(find Inspector)" ]' && echo "inspector-closed"
            kill -0 $app 2>/dev/null && [ -n "$(find Notes)" ] && echo "notes-still-open"
            press_until "$(find Notes)" ctrl+w '! kill -0 $app 2>/dev/null' && { wait $app; echo "app-exited-$?"; }
            kill -9 $app 2>/dev/null
            """)
        #expect(output.contains("both-shown"), "xdotool found both titles: \(output)")
        #expect(output.contains("inspector-closed"), "Ctrl+W closed the inspector: \(output)")
        #expect(output.contains("notes-still-open"), "the Notes window stayed: \(output)")
        #expect(output.contains("app-exited-0"), "closing the last window quit the app: \(output)")
    }

    @Test func ctrlQQuitsWithBothWindowsOpen() throws {
        guard hasTools else {
            Issue.record("This test needs xvfb-run and xdotool; make deps installs both")
            return
        }
        let output = try runOnOwnDisplay(helpers + """
            press_until "$(find Notes)" ctrl+q '! kill -0 $app 2>/dev/null' && { wait $app; echo "app-exited-$?"; }
            [ -z "$(find Notes)" ] && [ -z "$(find Inspector)" ] && echo "no-windows-left"
            kill -9 $app 2>/dev/null
            """)
        #expect(output.contains("both-shown"), "xdotool found both titles: \(output)")
        #expect(output.contains("app-exited-0"), "Ctrl+Q quit the app: \(output)")
        #expect(output.contains("no-windows-left"), "\(output)")
    }

    /// The portal's file dialog names the SDL window that asked as its parent,
    /// `x11:` and its XID in hexadecimal, so the desktop keeps it above that window.
    @Test func theFileDialogIsAskedForWithTheWindowAsParent() throws {
        guard hasTools else {
            Issue.record("This test needs xvfb-run and xdotool; make deps installs both")
            return
        }
        let bus = try FakePortalBus()
        defer { bus.stop() }
        bus.startPortal(answer: "file:///tmp/trellis-parent-test.txt")
        let output = try runOnOwnDisplay(helpers + """
            notes="$(find Notes)"
            printf 'notes-window x11:%x\\n' "$notes"
            press_until "$notes" ctrl+o 'grep -q "^opened" "$said"' && echo "chosen"
            kill -9 $app 2>/dev/null
            """, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "TRELLIS_FILE_CHOOSER": "portal"])
        #expect(output.contains("chosen"), "the app got the stand-in portal's answer: \(output)")
        let window = output.split(separator: "\n").first { $0.hasPrefix("notes-window ") }?.dropFirst("notes-window ".count)
        let call = bus.calls.first { $0.method == "OpenFile" }
        #expect(window?.hasPrefix("x11:") == true && call?.parent == window.map(String.init),
                "the OpenFile call's parent \(call?.parent ?? "none") is the Notes window \(window ?? "none")")
    }
}
