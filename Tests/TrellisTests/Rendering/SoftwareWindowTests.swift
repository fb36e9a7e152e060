import Foundation
import Testing

/// A window on SDL's software renderer presents through the video driver's own
/// image (an X11 shared-memory image), without loading an OpenGL driver.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SoftwareWindowTests {
    @Test func theSoftwareRendererLoadsNoOpenGLDriver() throws {
        guard PrivateDisplay.isAvailable else {
            Issue.record("This test needs Xvfb; make deps installs it")
            return
        }
        // A display of its own: its window must not take the keyboard from other tests' windows.
        let display = try PrivateDisplay()
        defer { display.stop() }
        let process = Process()
        process.executableURL = DemoRun.executable("Counter")
        process.arguments = ["--size", "400x300"]
        var environment = display.environment
        environment["SDL_RENDER_DRIVER"] = "software"
        environment["TRELLIS_DUMP_TEXT_FRAMES"] = "1"
        environment["SDL_FRAMEBUFFER_ACCELERATION"] = nil
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // The first frame has been drawn and presented once its texts are printed.
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("text-frames-end") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        #expect(String(decoding: printed, as: UTF8.self).contains("Increment"))
        let maps = try String(contentsOfFile: "/proc/\(process.processIdentifier)/maps", encoding: .utf8)
        let drivers = maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }
            .filter { $0.contains("libGLX_mesa") || $0.contains("_dri.so") || $0.contains("libLLVM") }
        #expect(Set(drivers).isEmpty, "loaded \(Set(drivers))")
    }
}
