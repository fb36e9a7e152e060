import Foundation
import Testing

/// Work an app schedules for later reaches a real window on time with no input
/// at all: the `ScheduledWork` helper changes its texts from `asyncAfter`, a
/// sleeping `Task`, a `Timer` and a delayed animation, on an X server of its
/// own that nothing else types into or moves a pointer over.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ScheduledWorkWindowTests {
    /// How late a change may be drawn. On a quiet machine each lands within a
    /// frame or two; the limit is generous because the suite shares two cores
    /// with a thousand other tests, and a delayed animation runs on the frame
    /// clock, which a loaded machine slows.
    static let allowedLateness = 0.25

    /// One drawn frame of the helper's dump: when it was drawn, and its texts with their left edges.
    struct Frame {
        let time: Double
        let texts: [(text: String, x: Int)]

        func x(of text: String) -> Int? { texts.first { $0.text == text }?.x }
    }

    /// What the helper printed: when each change was due, and every frame it drew.
    struct Dump {
        var due: [String: Double] = [:]
        var frames: [Frame] = []

        init(_ output: String) {
            var texts: [(String, Int)] = []
            var time: Double?
            for line in output.split(separator: "\n") {
                if line.hasPrefix("scheduled: ") {
                    let parts = line.dropFirst("scheduled: ".count).split(separator: " ")
                    if parts.count == 3, let seconds = Double(parts[2]) { due[String(parts[0])] = seconds }
                } else if line.hasPrefix("text-frame: ") {
                    let parts = line.dropFirst("text-frame: ".count).split(separator: " ", maxSplits: 4)
                    if parts.count == 5, let x = Int(parts[0]) { texts.append((String(parts[4]), x)) }
                } else if line.hasPrefix("text-frames-time: ") {
                    time = Double(line.dropFirst("text-frames-time: ".count))
                } else if line == "text-frames-end" {
                    if let time { frames.append(Frame(time: time, texts: texts)) }
                    texts = []
                    time = nil
                }
            }
        }

        /// Where the card stood before it was dealt, and where it stands now.
        var cardTravel: (start: Int, end: Int)? {
            guard let start = frames.first?.x(of: "card"), let end = frames.last?.x(of: "card") else { return nil }
            return (start, end)
        }

        /// Whether the card has come to rest 300 points on (give or take a pixel of rounding).
        var hasLanded: Bool { cardTravel.map { abs($0.end - $0.start - 300) <= 1 } ?? false }

        /// When the first frame showing `text` was drawn.
        func firstShowing(_ text: String) -> Double? { frames.first { $0.x(of: text) != nil }?.time }
    }

    /// Runs the helper until every change has landed, then hands it, still running, to `atRest`.
    private func run(seconds: Double, environment extra: [String: String] = [:], atRest: (Process) -> Void = { _ in }) throws -> Dump {
        let display = try PrivateDisplay()
        defer { display.stop() }
        let process = Process()
        process.executableURL = DemoRun.executable("ScheduledWork")
        var environment = display.environment
        environment["TRELLIS_DUMP_TEXT_FRAMES"] = "every"
        environment.merge(extra) { $1 }
        process.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("ScheduledWork-\(UUID()).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // Waits for the last change to land (the card at rest 300 points on), or gives up after `seconds`.
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, process.isRunning {
            let dump = Dump((try? String(contentsOf: log, encoding: .utf8)) ?? "")
            if dump.hasLanded, dump.firstShowing("timer: done") != nil {
                atRest(process)
                return dump
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return Dump((try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    // Apple: asyncAfter "schedules a work item for execution at the specified time"; scheduledTimer "creates a timer
    // and schedules it on the current run loop in the default mode"; a main-actor Task resumes on the main actor.
    @Test func changesScheduledForLaterAreDrawnOnTimeWithoutInput() throws {
        guard PrivateDisplay.isAvailable else {
            Issue.record("This test needs Xvfb; make deps installs it")
            return
        }
        let dump = try run(seconds: 60)
        try #require(!dump.frames.isEmpty, "the helper drew no frame")
        for (name, text) in [("dispatch", "dispatch: done"), ("task", "task: done"), ("timer", "timer: done")] {
            let due = try #require(dump.due[name], "the helper did not schedule \(name)")
            let drawn = try #require(dump.firstShowing(text), "\(text) was never drawn")
            #expect(drawn >= due - 0.001, "\(text) was drawn before it was due")
            #expect(drawn - due <= Self.allowedLateness, "\(text) was drawn \(Int((drawn - due) * 1000)) ms after it was due")
        }
    }

    // Apple: Animation.delay(_:) "delays the start of the animation by the specified number of seconds".
    @Test func aDelayedAnimationStartsAndLandsOnTimeWithoutInput() throws {
        guard PrivateDisplay.isAvailable else {
            Issue.record("This test needs Xvfb; make deps installs it")
            return
        }
        let dump = try run(seconds: 60)
        let due = try #require(dump.due["deal"], "the helper did not deal")
        let travel = try #require(dump.cardTravel)
        try #require(dump.hasLanded, "the card went from \(travel.start) to \(travel.end), not 300 points on")
        let moving = try #require(dump.frames.first { ($0.x(of: "card") ?? travel.start) != travel.start }, "the card never moved")
        let landed = try #require(dump.frames.first { $0.x(of: "card") == travel.end })
        // The animator takes a change to have happened at the tick of the frame it was made in, and the
        // helper reads the clock when its callback runs: under the whole suite's load the card moved
        // 18 ms before `due`, one frame and a millisecond not being enough, so two frames are allowed.
        // Moving before the delay was over would be 500 ms early.
        #expect(moving.time >= due - 2.0 / 60 - 0.001, "the card moved before its delay was over")
        #expect(moving.time - due <= Self.allowedLateness, "the card began to move \(Int((moving.time - due) * 1000)) ms late")
        // The animation lasts a quarter of a second after its delay.
        #expect(landed.time - (due + 0.25) <= Self.allowedLateness,
                "the card landed \(Int((landed.time - due - 0.25) * 1000)) ms late")
    }

    /// How many times the main thread of `process` has gone to sleep so far (`voluntary_ctxt_switches`).
    private func sleeps(of process: Process) -> Int? {
        let pid = process.processIdentifier
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
        return line.flatMap { Int($0.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") }
    }

    /// How many times the helper's main thread woke in 2 s once at rest, with `environment` added to its own.
    private func wakeupsAtRest(environment: [String: String] = [:]) throws -> Int {
        var wakeups: Int?
        _ = try run(seconds: 60, environment: environment) { process in
            guard let before = sleeps(of: process) else { return }
            // Counting over a stretch of real time, not timing anything: at rest there is nothing to count.
            Thread.sleep(forTimeInterval: 2)
            guard process.isRunning, let after = sleeps(of: process) else { return }
            wakeups = after - before
        }
        return try #require(wakeups, "the helper did not come to rest")
    }

    // With nothing due and no input, the loop sleeps: the old one woke every 50 ms to run main-queue work.
    @Test func aWindowAtRestDoesNotWake() throws {
        guard PrivateDisplay.isAvailable else {
            Issue.record("This test needs Xvfb; make deps installs it")
            return
        }
        let counted = try wakeupsAtRest()
        #expect(counted <= 4, "the main thread of a window at rest woke \(counted) times in 2 s")
    }

    // A desktop has a session bus, and the app follows the portal's appearance settings on it: that must not
    // wake a window at rest either. The watcher used to poll the connection four times a second (8 here).
    @Test func aWindowAtRestOnASessionBusDoesNotWake() throws {
        guard PrivateDisplay.isAvailable else {
            Issue.record("This test needs Xvfb; make deps installs it")
            return
        }
        let bus = try FakePortalBus()
        defer { bus.stop() }
        let counted = try wakeupsAtRest(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(counted <= 4, "the main thread of a window at rest on a session bus woke \(counted) times in 2 s")
    }
}
