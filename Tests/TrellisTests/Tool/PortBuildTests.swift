import Foundation
import Testing
import Trellis
import TrellisSDL
@testable import TrellisPort

/// `trellis port` and `trellis new` end to end: the packages they write are
/// built with `swift build` and run. Each build compiles Trellis itself, so
/// both share one scratch folder under this checkout's `.build` (kept between
/// runs, so a second run only recompiles the apps) and run one after the other.
// `make test` runs these after the rest of the suite (TRELLIS_SKIP_PACKAGE_BUILDS=1 keeps them out of
// the first run): a package build takes both cores for minutes, which starved other suites' time limits.
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["TRELLIS_SKIP_PACKAGE_BUILDS"] == "1",
                              "package builds run in a step of their own"))
struct PortBuildTests {
    static let trellis = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let work = trellis.appendingPathComponent(".build/tool-tests")
    static let scratch = work.appendingPathComponent("scratch")

    /// Runs `swift arguments…` in `folder` and returns its status and output.
    static func swift(_ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
        try await tool("swift", arguments + ["--package-path", folder.path, "--scratch-path", scratch.path])
    }

    /// Runs a program in `directory` with the texts of its first frame printed
    /// (`TRELLIS_DUMP_TEXT_FRAMES`) and no assets folder forced on it.
    static func run(_ program: URL, _ arguments: [String], in directory: URL) throws -> DemoRun {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["TRELLIS_ASSETS"] = nil
        environment["TRELLIS_DUMP_TEXT_FRAMES"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return DemoRun(status: process.terminationStatus, output: output, errors: errors)
    }

    /// A folder of `work`, emptied.
    static func freshFolder(_ name: String) throws -> URL {
        let url = work.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aPortedXcodeProjectBuildsAndDrawsItsFirstFrame() async throws {
        let folder = try Self.freshFolder("port")
        let project = folder.appendingPathComponent("Notes")
        try XcodeFixture.project(in: project, name: "Notes", targets: [.init(name: "Notes", sdk: "macosx", displayName: "My Notes"),
                                                                      .init(name: "Notes iOS", sdk: "iphoneos")],
                                 sources: PortedAppSources.files)
        let output = folder.appendingPathComponent("Notes-Linux")
        let port = try DemoRun.run("trellis", ["port", project.path, "--output", output.path, "--trellis", Self.trellis.path])
        #expect(port.status == 0, "\(port.errors)")
        // Every source the fixture holds is a Swift file of the app target.
        #expect(port.output.contains("app target Notes (macOS), \(PortedAppSources.files.count) Swift file(s), Swift 5 language mode (SWIFT_VERSION 5.0)"))
        #expect(port.output.contains("chose the macOS target Notes over Notes iOS (iOS)"))
        #expect(port.output.contains("ContentView.swift: removed #Preview (lines 20–23)"))
        #expect(port.output.contains("ContentView.swift: removed PreviewProvider ContentView_Previews (lines 25–27)"))
        // A Mac target: SwiftUI brings AppKit there, so the port adds Trellis's.
        #expect(port.output.contains("NotesApp.swift: import SwiftUI → import Trellis and import AppKit, which a Mac's SwiftUI brings (line 1)"))
        #expect(port.output.contains("Cannot work on Linux:\n  nothing found"))
        let desktop = try String(contentsOf: output.appendingPathComponent("Notes.desktop"), encoding: .utf8)
        #expect(desktop.contains("Name=My Notes\n") && desktop.contains("Icon=\(output.path)/assets/AppIcon.png\n"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/Logo.png").path))

        let build = try await Self.swift(["build"], in: output)
        try #require(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning:") || !build.output.contains("Sources/Notes/"), "\(build.output)")

        let screenshot = folder.appendingPathComponent("first.png")
        // Run from the package folder, as `swift run` is, so assets/ is the app's.
        let run = try Self.run(Self.scratch.appendingPathComponent("debug/Notes"),
                               ["--headless", "--frames", "3", "--screenshot", screenshot.path, "--size", "400x400"], in: output)
        #expect(run.status == 0, "\(run.errors)")
        let printed = run.output, warnings = run.errors
        let texts = printed.split(separator: "\n").filter { $0.hasPrefix("text-frame: ") }.map { $0.split(separator: " ", maxSplits: 5).last.map(String.init) ?? "" }
        #expect(texts == ["Notes: 2", "Groceries", "Area 12, launch 1"], "\(printed)")
        // No image or colour was missing (either would warn and draw a placeholder or magenta).
        #expect(!warnings.contains("not found") && !warnings.contains("magenta"), "\(warnings)")
        let image = try PixelImage(contentsOf: screenshot)
        #expect(image[10, 50] == RGBA(r: 0x1E, g: 0x64, b: 0xC8))   // Color.brandBlue from BrandBlue.colorset
        #expect(image[10, 150] == RGBA(r: 255, g: 128, b: 0))       // Color.accentColor from AccentColor.colorset
    }

    @Test func aNewPackageBuildsRunsAndPassesItsTest() async throws {
        let folder = try Self.freshFolder("new")
        let package = folder.appendingPathComponent("Greeter")
        let new = try Self.run(DemoRun.executable("trellis"), ["new", "Greeter", "--trellis", Self.trellis.path], in: folder)
        #expect(new.status == 0, "\(new.errors)")
        let build = try await Self.swift(["build", "--build-tests"], in: package)
        try #require(build.status == 0, "\(build.output)")
        let test = try await Self.swift(["test", "--skip-build"], in: package)
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("Test clickingCounts() passed"), "\(test.output)")
        let run = try Self.run(Self.scratch.appendingPathComponent("debug/Greeter"), ["--headless", "--frames", "2"], in: package)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(" Hello, Greeter!\n") && run.output.contains(" Clicked 0 times\n"), "\(run.output)")
    }
}
