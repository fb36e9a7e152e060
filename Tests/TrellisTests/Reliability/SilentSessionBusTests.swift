import Foundation
import Testing

/// A session bus socket that accepts every connection and never says a word,
/// as a hung dbus-daemon does: the test's own, removed when it ends.
final class SilentBusSocket: @unchecked Sendable {
    let path: String
    private let listener: Int32
    private var accepted: [Int32] = []
    private let lock = NSLock()

    init() throws {
        path = NSTemporaryDirectory() + "trellis-silent-bus-\(UUID().uuidString.prefix(8))"
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard listener >= 0, bound == 0, listen(listener, 64) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let listening = listener
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(listening, nil, nil)
                guard connection >= 0 else { return }
                lock.withLock { accepted.append(connection) }
            }
        }
    }

    /// The address to give libdbus.
    var address: String { "unix:path=" + path }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        lock.withLock { accepted.forEach { _ = close($0) } }
        unlink(path)
    }
}

/// A demo started as its own process, timed to its first warning and to its end.
struct BoundedLaunch {
    let status: Int32
    let errors: String
    let timedOut: Bool
    /// Seconds from the start to its exit (or to the kill).
    let seconds: Double

    static func run(_ name: String, _ arguments: [String], environment: [String: String], timeout: Double) throws -> BoundedLaunch {
        let process = Process()
        process.executableURL = DemoRun.executable(name)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let started = Date()
        try process.run()
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let seconds = Date().timeIntervalSince(started)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return BoundedLaunch(status: process.terminationStatus, errors: text, timedOut: timedOut, seconds: seconds)
    }
}

@Suite struct SilentSessionBusTests {
    /// The README promises start-up never waits more than a second for the
    /// desktop; a bus that accepts and never answers hung it for ever, headless
    /// too: SDL's own start waits on it, and with a window so do its input
    /// methods and the colour-scheme portal.
    @Test(arguments: [true, false]) func aSilentSessionBusDelaysStartByUnderASecondWithAWarning(headless: Bool) throws {
        if !headless, ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty ?? true { return }
        let bus = try SilentBusSocket()
        defer { bus.stop() }
        let run = try BoundedLaunch.run("Hello", (headless ? ["--headless"] : []) + ["--frames", "2"],
                                        environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address], timeout: 30)
        #expect(!run.timedOut, "still starting after 30 seconds")
        #expect(run.status == 0, "stderr: \(run.errors)")
        #expect(run.errors.contains("did not answer within 0.5 seconds"), "stderr: \(run.errors)")
        // A window's first frames on a loaded machine take a few seconds of their own.
        #expect(run.seconds < (headless ? 5 : 8), "took \(run.seconds) s")
    }

    /// A bus address that leads nowhere is a warning, and the app goes on.
    @Test func aDeadSessionBusIsAWarning() throws {
        let run = try BoundedLaunch.run("Hello", ["--headless", "--frames", "2"],
                                        environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/trellis-bus"], timeout: 20)
        #expect(!run.timedOut && run.status == 0, "stderr: \(run.errors)")
        #expect(run.errors.contains("unix:path=/nonexistent/trellis-bus did not answer"), "stderr: \(run.errors)")
        #expect(run.seconds < 5, "took \(run.seconds) s")
    }
}
