import Foundation
import Testing

/// `TRELLIS_FONT` names a file the app does not control: a pipe must not hang
/// start-up, and a huge name must not flood the log.
@Suite struct HostileFontTests {
    @Test func aNamedPipeAsTheFontIsRefusedInsteadOfHangingTheApp() async throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-font-\(UUID()).ttf").path
        #expect(mkfifo(fifo, 0o644) == 0)
        defer { unlink(fifo) }
        let run = try await offThePool {
            try TimedDemoRun.run("Hello", environment: ["TRELLIS_FONT": fifo], timeout: 60, arguments: ["--headless", "--frames", "2"])
        }
        #expect(!run.timedOut, "the app did not wait for a writer on the pipe")
        #expect(run.status == 0, "stderr: \(run.errors)")
        let warnings = run.errors.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(run.errors)")
        #expect(warnings.first?.contains("\(fifo) (it is not a regular file") == true, "\(run.errors)")
    }

    @Test func aFontNameOfAHundredThousandCharactersIsCutInTheWarning() async throws {
        // The kernel takes at most 128 KB in one environment string.
        let name = "/" + String(repeating: "n", count: 100_000) + ".ttf"
        let run = try await offThePool {
            try TimedDemoRun.run("Hello", environment: ["TRELLIS_FONT": name], timeout: 60, arguments: ["--headless", "--frames", "2"])
        }
        #expect(run.status == 0, "stderr: \(run.errors.prefix(500))")
        let lines = run.errors.split(separator: "\n").filter { $0.contains("warning") }
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.count < 1_000 }, "each warning is a readable line, not \(lines.map(\.count)) characters")
    }
}
