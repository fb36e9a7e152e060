import Foundation
import Testing

/// Drives a demo in a real X window with xdotool, so the SDL event path itself
/// (mouse, keyboard, text input, window title) is exercised, not just ViewHost.
@Suite(.timeLimit(.minutes(1))) struct RealWindowTests {
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

    @Test func theTodoDemoAnswersRealClicksAndKeys() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty,
              FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            Issue.record("This test needs an X display and xdotool; make test provides both")
            return
        }
        let process = Process()
        process.executableURL = DemoRun.executable("Todo")
        process.arguments = ["--size", "480x520"]
        var environment = ProcessInfo.processInfo.environment
        environment["TRELLIS_DUMP_TEXT_FRAMES"] = "1"
        process.environment = environment
        // A file rather than a pipe: polling it never blocks, and nothing is left reading after the test.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // SIGKILL: started from the test runner, the demo was seen to outlive SIGTERM and hang the suite.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
        }
        func output() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        // The demo prints where its texts are once it has drawn.
        #expect(waitFor(20) { output().contains("Water the plants") })
        var centres: [String: (x: Int, y: Int)] = [:]
        for line in output().split(separator: "\n") where line.hasPrefix("text-frame: ") {
            let parts = line.dropFirst("text-frame: ".count).split(separator: " ", maxSplits: 4)
            guard parts.count == 5, let x = Int(parts[0]), let y = Int(parts[1]),
                  let w = Int(parts[2]), let h = Int(parts[3]) else { continue }
            centres[String(parts[4])] = (x + w / 2, y + h / 2)
        }
        let field = try #require(centres["What needs doing?"])
        let firstItem = try #require(centres["Water the plants"])

        let window = run(["xdotool", "search", "--sync", "--name", "^Todo"])
            .split(separator: "\n").first.map(String.init) ?? ""
        try #require(!window.isEmpty)
        func title() -> String { run(["xdotool", "getwindowname", window]) }
        #expect(waitFor(10) { title() == "Todo: 2 left" }, "title was \(title())")

        _ = run(["xdotool", "mousemove", "--window", window, "\(field.x)", "\(field.y)", "click", "1"])
        _ = run(["xdotool", "type", "--window", window, "--delay", "20", "Buy milk"])
        _ = run(["xdotool", "key", "--window", window, "Return"])
        #expect(waitFor(10) { title() == "Todo: 3 left" }, "after typing and Return the title was \(title())")

        _ = run(["xdotool", "mousemove", "--window", window, "\(firstItem.x)", "\(firstItem.y)", "click", "1"])
        #expect(waitFor(10) { title() == "Todo: 2 left" }, "after ticking an item the title was \(title())")
    }
}
