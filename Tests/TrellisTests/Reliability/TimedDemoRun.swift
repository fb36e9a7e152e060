import Foundation

/// A demo run as its own process that is stopped if it outlives `timeout`:
/// for start-up failures that, when broken, leave the program running for ever.
struct TimedDemoRun {
    let status: Int32
    let errors: String
    let timedOut: Bool

    static func run(_ name: String, environment: [String: String], removing: [String] = [],
                    timeout: TimeInterval, arguments: [String] = []) throws -> TimedDemoRun {
        let process = Process()
        process.executableURL = DemoRun.executable(name)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for key in removing { merged[key] = nil }
        merged.merge(environment) { $1 }
        process.environment = merged
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            // SDL turns SIGTERM into a quit event, which a program stuck before its event loop never reads.
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return TimedDemoRun(status: process.terminationStatus, errors: text, timedOut: timedOut)
    }
}
