import Foundation
import Testing

/// Drives a demo in a real X window with xdotool, so the SDL event path itself
/// (mouse, keyboard, text input, window title) is exercised, not just ViewHost.
@Suite(.serialized, .timeLimit(.minutes(2))) struct RealWindowTests {
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

    /// A demo running in a real window, with the text frames it printed.
    private struct RunningDemo {
        let process: Process
        let log: URL
        let errorLog: URL
        func output() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        /// Waits until the demo has printed `text`, or has ended without printing it.
        /// Generous: at the start of `make test` a thousand tests share two CPUs with it.
        func waitUntilDrawn(_ text: String, within seconds: Double = 45) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline, process.isRunning {
                if output().contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return output().contains(text)
        }

        /// What to print when the demo did not draw: whether it still runs, and what it said.
        var diagnosis: String {
            let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            let state = process.isRunning ? "still running" : "ended with status \(process.terminationStatus)"
            return "the demo is \(state); its output: \(output().suffix(600).debugDescription); its errors: \(errors.suffix(1200).debugDescription)"
        }

        /// Centres of the texts the demo printed, in window pixels.
        var centres: [String: (x: Int, y: Int)] {
            var centres: [String: (x: Int, y: Int)] = [:]
            for line in output().split(separator: "\n") where line.hasPrefix("text-frame: ") {
                let parts = line.dropFirst("text-frame: ".count).split(separator: " ", maxSplits: 4)
                guard parts.count == 5, let x = Int(parts[0]), let y = Int(parts[1]),
                      let w = Int(parts[2]), let h = Int(parts[3]) else { continue }
                centres[String(parts[4])] = (x + w / 2, y + h / 2)
            }
            return centres
        }

        func stop() {
            // SIGKILL: started from the test runner, the demo was seen to outlive SIGTERM and hang the suite.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: errorLog)
        }
    }

    /// Starts `demo` in a window; it prints where its texts are once it has drawn.
    private func launch(_ demo: String, arguments: [String] = [], environment extra: [String: String] = [:]) throws -> RunningDemo {
        let process = Process()
        process.executableURL = DemoRun.executable(demo)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TRELLIS_DUMP_TEXT_FRAMES"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        // A file rather than a pipe: polling it never blocks, and nothing is left reading after the test.
        let name = "\(demo)-\(UUID())"
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).log")
        let errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).errors")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        return RunningDemo(process: process, log: log, errorLog: errorLog)
    }

    private func window(named prefix: String) -> String {
        run(["xdotool", "search", "--sync", "--name", "^\(prefix)"]).split(separator: "\n").first.map(String.init) ?? ""
    }

    private var hasDisplayAndXdotool: Bool {
        !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
    }

    @Test func theTodoDemoAnswersRealClicksAndKeys() throws {
        guard hasDisplayAndXdotool else {
            Issue.record("This test needs an X display and xdotool; make test provides both")
            return
        }
        let demo = try launch("Todo", arguments: ["--size", "480x520"])
        defer { demo.stop() }
        try #require(demo.waitUntilDrawn("Water the plants"), "\(demo.diagnosis)")
        let field = try #require(demo.centres["What needs doing?"])
        let firstItem = try #require(demo.centres["Water the plants"])

        let window = window(named: "Todo")
        try #require(!window.isEmpty)
        func title() -> String { run(["xdotool", "getwindowname", window]) }
        #expect(waitFor(10) { title() == "Todo: 2 left" }, "title was \(title())")

        // Keys sent to the window before it has handled the click reach no field: wait for the
        // click's focus ring and caret to reach the screen, as a user sees them before typing.
        let unfocused = screenPixels(of: window)
        _ = run(["xdotool", "mousemove", "--window", window, "\(field.x)", "\(field.y)", "click", "1"])
        #expect(waitFor(10) { screenPixels(of: window) != unfocused }, "the click on the field drew nothing")
        _ = run(["xdotool", "type", "--window", window, "--delay", "20", "Buy milk"])
        _ = run(["xdotool", "key", "--window", window, "Return"])
        #expect(waitFor(10) { title() == "Todo: 3 left" }, "after typing and Return the title was \(title())")

        _ = run(["xdotool", "mousemove", "--window", window, "\(firstItem.x)", "\(firstItem.y)", "click", "1"])
        #expect(waitFor(10) { title() == "Todo: 2 left" }, "after ticking an item the title was \(title())")
    }

    /// The window's pixels as the X server holds them, from `xwd` (the image
    /// data after its header and colour map; two captures of one window compare byte for byte).
    private func screenPixels(of window: String) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xwd")
        process.arguments = ["-silent", "-id", window]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        func field(_ index: Int) -> Int? {
            guard data.count >= (index + 1) * 4 else { return nil }
            return data[data.startIndex + index * 4 ..< data.startIndex + index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        // XWD: big-endian header fields; header_size is field 0, ncolors field 19, 12 bytes a colour.
        guard let headerSize = field(0), let colours = field(19) else { return nil }
        let start = headerSize + colours * 12
        return data.count > start ? data.subdata(in: data.startIndex + start ..< data.endIndex) : nil
    }

    /// The Counter demo's window after three real clicks on Increment, once its pixels stop changing.
    private func counterAfterThreeClicks(presentingWhole: Bool) throws -> Data {
        let demo = try launch("Counter", arguments: ["--size", "400x300"],
                              environment: presentingWhole ? ["TRELLIS_PRESENT_WHOLE": "1"] : [:])
        defer { demo.stop() }
        try #require(demo.waitUntilDrawn("Increment"), "\(demo.diagnosis)")
        let increment = try #require(demo.centres["Increment"])
        let window = window(named: "Counter")
        try #require(!window.isEmpty)
        func title() -> String { run(["xdotool", "getwindowname", window]) }
        for count in 1...3 {
            _ = run(["xdotool", "mousemove", "--window", window, "\(increment.x)", "\(increment.y)", "click", "1"])
            #expect(waitFor(10) { title() == "Counter: \(count)" }, "after click \(count) the title was \(title())")
        }
        // Settled: the hover and press feedback has been drawn and presented.
        var last = screenPixels(of: window)
        _ = waitFor(5) {
            let now = screenPixels(of: window)
            defer { last = now }
            return now != nil && now == last
        }
        return try #require(last)
    }

    @Test func presentingOnlyTheRepaintedRectanglesShowsWhatAWholePresentShows() throws {
        guard hasDisplayAndXdotool, FileManager.default.isExecutableFile(atPath: "/usr/bin/xwd") else {
            Issue.record("This test needs an X display, xdotool and xwd; make test provides them")
            return
        }
        guard ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == "software" else { return }
        let repainted = try counterAfterThreeClicks(presentingWhole: false)
        let whole = try counterAfterThreeClicks(presentingWhole: true)
        // Compared as counts: Swift Testing would diff two large buffers byte by byte, which takes minutes.
        #expect(repainted.count == whole.count)
        let differing = zip(repainted, whole).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        #expect(differing == 0, "\(differing) bytes of the screen differ from a whole present")
    }
}
