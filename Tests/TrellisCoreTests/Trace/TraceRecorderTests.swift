import Foundation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// The recorder's ring and its settings, with entries made at chosen times rather than waited for.
@MainActor
@Suite struct TraceRecorderTests {
    private func temporaryTrace() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID()).json")
    }

    private func frames(in url: URL) throws -> [[String: Any]] {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let events = root?["traceEvents"] as? [[String: Any]] ?? []
        return events.filter { $0["name"] as? String == "frame" }
    }

    @Test func entriesOlderThanTheKeptSecondsAreDropped() throws {
        let url = temporaryTrace()
        defer { try? FileManager.default.removeItem(at: url) }
        let recorder = TraceRecorder(url: url, keptSeconds: 30)
        let track = recorder.addTrack(named: "window 1")
        let now: UInt64 = 100_000_000_000
        // One frame a second for 60 seconds, the last ending now.
        for second in 0..<60 {
            let start = now - UInt64(59 - second) * 1_000_000_000
            recorder.record(TraceEvent(.frame, track: track, start: start, duration: 1_000_000, values: (second, 1, 0)))
            recorder.frameDidEnd(at: start)
        }
        recorder.writeAndWait()
        let numbers = try frames(in: url).compactMap { ($0["args"] as? [String: Any])?["number"] as? Int }
        // Frames that started within the last 30 seconds, the one exactly 30 seconds back included.
        #expect(numbers == Array(29..<60))
    }

    @Test func theVariablesNameTheFileAndTheSecondsKept() {
        let recorder = TraceRecorder.fromEnvironment(environment: ["TRELLIS_TRACE": "/tmp/a.json", "TRELLIS_TRACE_SECONDS": "5"])
        #expect(recorder?.url.path == "/tmp/a.json")
        #expect(recorder?.keptSeconds == 5)
        #expect(TraceRecorder.fromEnvironment(environment: ["TRELLIS_TRACE": "/tmp/a.json"])?.keptSeconds == 30)
        #expect(TraceRecorder.fromEnvironment(environment: [:]) == nil)
        // The command line's path wins over the variable's.
        #expect(TraceRecorder.fromEnvironment(path: "/tmp/b.json", environment: ["TRELLIS_TRACE": "/tmp/a.json"])?.url.path == "/tmp/b.json")
    }

    @Test func namesAreEscapedAsJSONStrings() throws {
        #expect(TraceJSON.quoted("a\"b\\c\nd") == #""a\"b\\c\nd""#)
        let data = TraceJSON.encode([], names: [], tracks: [1: "quote \" window"])
        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    }
}
