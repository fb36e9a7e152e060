import Foundation
import Testing

/// X servers that tests kill leave no lock files or sockets behind, and a
/// live server's files are never touched.
@Suite(.serialized, .timeLimit(.minutes(1))) struct DisplayLeftoversTests {
    @Test func aServerStartedByXvfbRunLeavesNoLockOrSocket() throws {
        guard PrivateDisplay.isAvailable else {
            Issue.record("This test needs Xvfb; make deps installs it")
            return
        }
        let server = try OwnDisplay.Server(seconds: 30)
        let (lock, socket) = try Self.files(of: server.display)
        #expect(FileManager.default.fileExists(atPath: lock))
        #expect(FileManager.default.fileExists(atPath: socket))

        DisplayLeftovers.sweep()
        #expect(FileManager.default.fileExists(atPath: lock), "a live server keeps its lock")
        #expect(FileManager.default.fileExists(atPath: socket))

        server.stop()
        #expect(!FileManager.default.fileExists(atPath: lock))
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test func aPrivateDisplayLeavesNoSocket() throws {
        guard PrivateDisplay.isAvailable else {
            Issue.record("This test needs Xvfb; make deps installs it")
            return
        }
        let display = try PrivateDisplay()
        let (_, socket) = try Self.files(of: display.name)
        #expect(FileManager.default.fileExists(atPath: socket))
        display.stop()
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    private static func files(of display: String) throws -> (lock: String, socket: String) {
        let number = try #require(Int(display.dropFirst()), "no display number in \"\(display)\"")
        return ("/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)")
    }
}
