import Foundation
import Testing
import TrellisSDL
import Trellis

@MainActor @Suite struct TreeDumpRequestTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("trees-\(UUID())").path
    }

    private func pipeline() throws -> (FramePipeline, OffscreenTarget) {
        let target = try OffscreenTarget(width: 200, height: 100)
        let pipeline = try FramePipeline(content: Text("Dumped"), renderer: target.renderer, size: Size(width: 200, height: 100))
        pipeline.runFrame()
        return (pipeline, target)
    }

    // Flutter binds its tree dumps to keys of a running app ("Debug Flutter apps from code", docs.flutter.dev); ours is Ctrl+Alt+Shift+D.
    @Test func theChordWritesTheThreeTreesToAFileItNames() throws {
        let (pipeline, target) = try pipeline()
        _ = target
        let path = temporaryPath()
        var messages: [String] = []
        let requests = TreeDumpRequests(path: path) { messages.append($0) }
        #expect(!requests.take(.keyDown(.character("d"), [.control]), for: pipeline))
        #expect(!requests.take(.keyDown(.character("e"), [.control, .option, .shift]), for: pipeline))
        #expect(messages.isEmpty)

        #expect(requests.take(.keyDown(.character("d"), [.control, .option, .shift]), for: pipeline))
        let file = "\(path).frame\(pipeline.frameNumber)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written == "# frame \(pipeline.frameNumber)\n" + pipeline.treeDumps().text)
        #expect(written.contains("view graph\n") && written.contains("layout tree\n") && written.contains("display list: "))
        #expect(written.contains("text \"Dumped\""))
        #expect(messages == ["trellis: wrote the view graph, layout tree and display list of frame 1 to \(file)\n"])
    }

    @Test func theFirstDrawnFrameIsDumpedOnceWhenAFileIsNamed() throws {
        let (pipeline, target) = try pipeline()
        _ = target
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var messages: [String] = []
        let requests = TreeDumpRequests(path: path) { messages.append($0) }
        requests.frameDidRun(pipeline, drew: false)
        #expect(!FileManager.default.fileExists(atPath: path), "a frame that drew nothing is not the first frame shown")
        requests.frameDidRun(pipeline, drew: true)
        requests.frameDidRun(pipeline, drew: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("text \"Dumped\""))
        #expect(messages.count == 1)

        let unset = TreeDumpRequests(path: nil) { messages.append($0) }
        unset.frameDidRun(pipeline, drew: true)
        #expect(messages.count == 1, "without TRELLIS_DUMP only the chord dumps")
    }

    @Test func aSecondWindowDumpsBesideTheFirst() throws {
        let (first, firstTarget) = try pipeline()
        let (second, secondTarget) = try pipeline()
        _ = (firstTarget, secondTarget)
        let path = temporaryPath()
        defer { for file in [path, "\(path).window2"] { try? FileManager.default.removeItem(atPath: file) } }
        let requests = TreeDumpRequests(path: path) { _ in }
        requests.frameDidRun(first, drew: true)
        requests.frameDidRun(second, drew: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# frame 1\n" + first.treeDumps().text)
        #expect(try String(contentsOfFile: "\(path).window2", encoding: .utf8) == "# frame 1\n" + second.treeDumps().text)
        #expect(first.treeDumps() != second.treeDumps(), "each window's own ids")
    }

    @Test func aFileThatCannotBeWrittenIsReportedAndTheDumpsStillArrive() throws {
        let (pipeline, target) = try pipeline()
        _ = target
        var messages: [String] = []
        let requests = TreeDumpRequests(path: "/nonexistent-folder/trees") { messages.append($0) }
        requests.frameDidRun(pipeline, drew: true)
        let message = try #require(messages.first)
        #expect(message.hasPrefix("trellis: could not write tree dumps to /nonexistent-folder/trees ("))
        #expect(message.hasSuffix(pipeline.treeDumps().text))
    }

    @Test func anAppWritesItsFirstFrameWhereTrellisDumpSays() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try DemoRun.run("Hello", ["--headless", "--frames", "3"], environment: ["TRELLIS_DUMP": path])
        #expect(run.status == 0, "stderr: \(run.errors)")
        #expect(run.errors.contains("trellis: wrote the view graph, layout tree and display list of frame 1 to \(path)"))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("# frame 1\nview graph\n"))
        #expect(written.contains("ContentView"))
        #expect(written.contains("text \"Hello, Trellis\""))
        #expect(written.contains("fill rgba(255,59,48,255)"))
    }
}
