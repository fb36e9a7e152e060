import Foundation
import Testing

/// The Desktop demo in real X windows: its Notes window opens the Inspector
/// through `openWindow`, and Ctrl+W and Ctrl+Q reach the app through SDL.
@Suite(.serialized, .timeLimit(.minutes(1))) struct DesktopWindowTests {
    /// Runs a short command; `timeout` guards against xdotool waiting forever.
    private func run(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["10"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls, up to a deadline, for something another process does.
    private func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// The ids of the windows whose title is exactly `title`, without waiting.
    private func windows(titled title: String) -> [String] {
        run(["xdotool", "search", "--name", "^\(title)$"]).split(separator: "\n").map(String.init)
    }

    private func launchDesktop() throws -> Process {
        let process = Process()
        process.executableURL = DemoRun.executable("Desktop")
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func stop(_ process: Process) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private var hasDisplayAndXdotool: Bool {
        !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
    }

    @Test func theGroupOpensTheWindowAndCtrlWClosesEachInTurn() throws {
        guard hasDisplayAndXdotool else {
            Issue.record("This test needs an X display and xdotool; make test provides both")
            return
        }
        let app = try launchDesktop()
        defer { stop(app) }
        #expect(waitFor(20) { !windows(titled: "Notes").isEmpty && !windows(titled: "Inspector").isEmpty },
                "both windows shown as real X windows")
        let inspector = try #require(windows(titled: "Inspector").first)
        _ = run(["xdotool", "windowfocus", "--sync", inspector])
        _ = run(["xdotool", "key", "--window", inspector, "ctrl+w"])
        #expect(waitFor(10) { windows(titled: "Inspector").isEmpty }, "Ctrl+W closed the inspector")
        #expect(app.isRunning, "the Notes window is still open")
        let notes = try #require(windows(titled: "Notes").first)
        _ = run(["xdotool", "windowfocus", "--sync", notes])
        _ = run(["xdotool", "key", "--window", notes, "ctrl+w"])
        #expect(waitFor(10) { !app.isRunning }, "closing the last window quit the app")
        if !app.isRunning { #expect(app.terminationStatus == 0) }
    }

    @Test func ctrlQQuitsWithBothWindowsOpen() throws {
        guard hasDisplayAndXdotool else {
            Issue.record("This test needs an X display and xdotool; make test provides both")
            return
        }
        let app = try launchDesktop()
        defer { stop(app) }
        #expect(waitFor(20) { !windows(titled: "Inspector").isEmpty })
        let notes = try #require(windows(titled: "Notes").first)
        _ = run(["xdotool", "key", "--window", notes, "ctrl+q"])
        #expect(waitFor(10) { !app.isRunning }, "Ctrl+Q quit the app")
        if !app.isRunning { #expect(app.terminationStatus == 0) }
        #expect(windows(titled: "Notes").isEmpty && windows(titled: "Inspector").isEmpty)
    }
}
