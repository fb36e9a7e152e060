import Foundation
import Testing

/// The monitor in a real X window on the saved /proc tree, driven with xdotool
/// as a person would: search, sort by a column, and open a process's sheet.
///
/// It runs on an X server of its own, so windows other tests open at the same
/// time cannot take the keyboard while it types.
@Suite(.serialized, .timeLimit(.minutes(2))) struct SystemMonitorWindowTests {
    /// The app, printing where its texts are after every frame it draws.
    private final class RunningMonitor {
        let process = Process()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("SystemMonitor-\(UUID()).log")

        init(display: PrivateDisplay) throws {
            process.executableURL = DemoRun.executable("SystemMonitor")
            process.arguments = ["--size", "960x620"]
            var environment = display.environment
            environment["TRELLIS_DUMP_TEXT_FRAMES"] = "every"
            environment["SYSTEM_MONITOR_PROC"] = MonitorFixtures.procB
            environment["SYSTEM_MONITOR_PASSWD"] = MonitorFixtures.passwd
            // Its own defaults, so a refresh rate chosen elsewhere does not slow it down.
            environment["TRELLIS_DEFAULTS_DIR"] = FileManager.default.temporaryDirectory.appendingPathComponent("monitor-\(UUID())").path
            process.environment = environment
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// The texts of the last whole frame, with their centres in window pixels, top to bottom as drawn.
        var lastFrame: [(text: String, x: Int, y: Int)] {
            let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
            guard let end = lines.lastIndex(of: "text-frames-end") else { return [] }
            let start = lines[..<end].lastIndex(of: "text-frames-end").map { $0 + 1 } ?? lines.startIndex
            return lines[start..<end].compactMap { line in
                let parts = line.dropFirst("text-frame: ".count).split(separator: " ", maxSplits: 4)
                guard line.hasPrefix("text-frame: "), parts.count == 5, let x = Int(parts[0]), let y = Int(parts[1]),
                      let w = Int(parts[2]), let h = Int(parts[3]) else { return nil }
                return (String(parts[4]), x + w / 2, y + h / 2)
            }
        }

        var texts: [String] { lastFrame.map(\.text) }

        func centre(of text: String) -> (x: Int, y: Int)? {
            lastFrame.first { $0.text == text }.map { ($0.x, $0.y) }
        }

        func stop() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
        }
    }

    private func xdotool(_ arguments: [String], on display: PrivateDisplay) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["10", "xdotool"] + arguments
        process.environment = display.environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls, up to a deadline, for the app to draw what a step expects.
    private func waitFor(_ seconds: Double = 15, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    private var hasTools: Bool {
        PrivateDisplay.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
    }

    @Test func searchSortAndOpenASheetInARealWindow() throws {
        guard hasTools else {
            Issue.record("This test needs Xvfb and xdotool; make deps installs both")
            return
        }
        let display = try PrivateDisplay()
        defer { display.stop() }
        let app = try RunningMonitor(display: display)
        defer { app.stop() }
        func xdotool(_ arguments: [String]) -> String { self.xdotool(arguments, on: display) }
        let names: Set<String> = ["systemd", "kthreadd", "rcu_gp", "firefox", "cat", "cc1"]
        func column() -> [String] { app.texts.filter { names.contains($0) } }
        #expect(waitFor { app.texts.contains("21 processes") }, "the first refresh drew: \(app.texts)")
        let window = xdotool(["search", "--sync", "--pid", String(app.process.processIdentifier)]).split(separator: "\n").last.map(String.init) ?? ""
        try #require(!window.isEmpty)
        func click(_ text: String) throws {
            let point = try #require(app.centre(of: text), "no \(text) in \(app.texts)")
            _ = xdotool(["mousemove", "--window", window, String(point.x), String(point.y), "click", "1"])
        }

        try click("Name or PID")
        _ = xdotool(["type", "--window", window, "--delay", "30", "fire"])
        #expect(waitFor { app.texts.contains("1 of 21 processes") }, "searching for fire: \(app.texts)")
        #expect(column() == ["firefox"])
        for _ in 0..<4 { _ = xdotool(["key", "--window", window, "BackSpace"]) }
        #expect(waitFor { app.texts.contains("21 processes") }, "the search field emptied: \(app.texts)")

        try click("ID")
        #expect(waitFor { column().prefix(3) == ["systemd", "kthreadd", "rcu_gp"] }, "sorted by PID: \(column())")
        try click("ID")
        #expect(waitFor { column().first == "cat" }, "the highest PID first: \(column())")

        try click("firefox")
        #expect(waitFor { app.texts.contains("21 processes · 1 selected") })
        // The toolbar's Properties shows its icon alone, as on a Mac, and the text dump lists
        // texts only, so the test presses its shortcut (Ctrl+I, ⌘I on a Mac) as a keyboard user would.
        _ = xdotool(["key", "--window", window, "ctrl+i"])
        #expect(waitFor { app.texts.contains("PID 2044 · ada · Sleeping · 96 threads · 717.9 MB") }, "the sheet opened: \(app.texts)")
        #expect(app.texts.contains("/usr/lib/firefox/firefox"))
    }
}
