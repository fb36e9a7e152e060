import Foundation
import Testing
@testable import TrellisSDL

/// A drag from another program over a real window, through X11's own
/// drag-and-drop messages: SDL 2 turns only the final drop into events, so
/// the hover highlight comes from the messages Trellis reads itself.
///
/// The Desktop demo's note takes dropped text files and reports on standard
/// output when its drop zone is targeted and what was dropped. It runs on an
/// X server of its own, so its windows cover no other test's.
@Suite(.serialized, .timeLimit(.minutes(1))) struct XdndDragTests {
    /// The Desktop demo in a window on the test's display, with what it prints.
    private struct RunningDesktop {
        let process: Process
        let log: URL
        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        func stop() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
        }
    }

    private func launch(on display: String) throws -> RunningDesktop {
        let process = Process()
        process.executableURL = DemoRun.executable("Desktop")
        process.environment = ProcessInfo.processInfo.environment
            .merging(["TRELLIS_DUMP_TEXT_FRAMES": "1", "DISPLAY": display]) { $1 }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-xdnd-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        return RunningDesktop(process: process, log: log)
    }

    /// The X window of the demo's Notes window, found by its process and title
    /// (`--all`: xdotool otherwise takes windows that match either).
    private func notesWindow(of demo: RunningDesktop, on display: String) -> UInt? {
        let search = Process()
        search.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        search.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        search.arguments = ["10", "xdotool", "search", "--sync", "--all", "--pid", "\(demo.process.processIdentifier)", "--name", "^Notes$"]
        let out = Pipe()
        search.standardOutput = out
        search.standardError = FileHandle.nullDevice
        guard (try? search.run()) != nil else { return nil }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        search.waitUntilExit()
        return text.split(separator: "\n").first.flatMap { UInt($0) }
    }

    /// Polls the demo's output, up to a deadline, until another process has written `line` `times` times.
    private func waitFor(_ line: String, times: Int = 1, in demo: RunningDesktop, seconds: Double = 10) -> Bool {
        func seen() -> Bool { demo.output.components(separatedBy: line).count > times }
        let deadline = Date().addingTimeInterval(seconds)
        while !seen(), Date() < deadline { usleep(20_000) }
        return seen()
    }

    @Test func aFileDraggedOverTheNoteHighlightsItsDropZoneAndADropOpensIt() throws {
        guard PrivateDisplay.isAvailable, FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            Issue.record("This test needs Xvfb and xdotool; make deps installs both")
            return
        }
        X11Errors.install()
        // A server that picks a free number itself: two `xvfb-run -a` started at once can pick the same one.
        let server = try PrivateDisplay(screen: "1024x768x24")
        defer { server.stop() }
        let demo = try launch(on: server.name)
        defer { demo.stop() }
        try #require(waitFor("Drop a text file here", in: demo, seconds: 20))
        let zone = try #require(demo.output.split(separator: "\n").first { $0.hasSuffix(" Drop a text file here") })
        let numbers = zone.split(separator: " ").dropFirst().prefix(4).compactMap { Int($0) }
        try #require(numbers.count == 4)
        let centre = (x: numbers[0] + numbers[2] / 2, y: numbers[1] + numbers[3] / 2)
        let window = try #require(notesWindow(of: demo, on: server.name))
        let source = try #require(XdndSource(display: server.name, target: window))

        // Over the zone and away again: highlighted while over it, and nothing dropped.
        source.enter()
        source.move(to: (centre.x - 40, centre.y))
        source.move(to: centre)
        #expect(waitFor("drop target on", in: demo), "\(demo.output)")
        source.leave()
        #expect(waitFor("drop target off", in: demo), "\(demo.output)")
        _ = source.pump(until: 0.5)
        #expect(source.answers.contains("XdndStatus"), "SDL still answers the drag itself")

        // Again, and this time it drops a text file.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xdnd-\(UUID().uuidString).txt")
        try "a note".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        source.enter()
        source.move(to: centre)
        #expect(waitFor("drop target on", times: 2, in: demo), "\(demo.output)")
        #expect(source.drop(uri: file.absoluteString, within: 10), "the window asked for the data and finished")
        #expect(waitFor("dropped \(file.path)", in: demo), "\(demo.output)")
        #expect(waitFor("drop target off", times: 2, in: demo), "\(demo.output)")
    }
}
