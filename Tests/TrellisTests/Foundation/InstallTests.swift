import Foundation
import Testing
import TrellisSDL
import Trellis

/// `make install`'s script, into a temporary prefix, and the installed app run from there.
@Suite struct InstallTests {
    /// The package's root, found from this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func runScript(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.root.appendingPathComponent("scripts/install-app.sh").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func anInstalledAppFindsItsAssetsAndHasALauncherAndAnIcon() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-prefix-\(UUID())")
        defer { try? FileManager.default.removeItem(at: prefix) }
        // The test bundle sits beside the built demos; installing one avoids a build inside the tests.
        let built = DemoRun.executable("Gallery")
        let install = try runScript(["--binary", built.path, "Gallery", prefix.path])
        #expect(install.status == 0, "\(install.output)")

        let program = prefix.appendingPathComponent("bin/Gallery")
        #expect(FileManager.default.isExecutableFile(atPath: program.path))
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/Gallery/assets/quadrants.png").path))
        let icon = prefix.appendingPathComponent("share/icons/hicolor/scalable/apps/org.trellis.Gallery.svg")
        #expect(try String(contentsOf: icon, encoding: .utf8).contains("<svg"))
        let launcher = try String(contentsOf: prefix.appendingPathComponent("share/applications/org.trellis.Gallery.desktop"),
                                  encoding: .utf8)
        #expect(launcher.contains("Exec=\(program.path)"))
        #expect(launcher.contains("Icon=org.trellis.Gallery"))

        // Run from elsewhere, with no TRELLIS_ASSETS: the picture comes from the installed assets.
        let screenshot = prefix.appendingPathComponent("shot.png")
        let process = Process()
        process.executableURL = program
        process.arguments = ["--headless", "--frames", "3", "--screenshot", screenshot.path]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        var environment = ProcessInfo.processInfo.environment
        environment["TRELLIS_ASSETS"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(!stderr.contains("not found"), "\(stderr)")
        #expect(FileManager.default.fileExists(atPath: screenshot.path))

        let removal = try runScript(["--uninstall", "Gallery", prefix.path])
        #expect(removal.status == 0)
        #expect(!FileManager.default.fileExists(atPath: program.path))
    }

    @Test func anUnknownAppIsRefusedWithAMessage() throws {
        let result = try runScript(["NoSuchApp", FileManager.default.temporaryDirectory.appendingPathComponent("p-\(UUID())").path])
        #expect(result.status == 2)
        #expect(result.output.contains("no app named 'NoSuchApp'"))
    }

    @Test func aPrefixThatCannotBeWrittenIsRefusedWithAMessage() throws {
        // A regular file where a folder must go: not writable even for root.
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-blocker-\(UUID())")
        try Data("x".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let result = try runScript(["--binary", DemoRun.executable("Hello").path, "Hello", blocker.appendingPathComponent("prefix").path])
        #expect(result.status == 1)
        #expect(result.output.contains("cannot write to"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: blocker.appendingPathComponent("prefix").path))
    }
}
