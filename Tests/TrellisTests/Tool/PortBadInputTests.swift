import Foundation
import Testing
@testable import TrellisPort

/// Bad input to `trellis port` gets a clear message, a non-zero exit, and leaves nothing behind.
@Suite struct PortBadInputTests {
    private let trellis = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Ports `source` into `parent/Out`, expecting `expected`, and checks that `parent` is unchanged.
    private func expectFailure(_ source: URL, in parent: URL, target: String? = nil, _ expected: (PortError) -> Bool,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
        let error = try #require(throws: PortError.self, sourceLocation: sourceLocation) {
            try Porter.port(.init(source: source, output: parent.appendingPathComponent("Out"), target: target, trellis: trellis))
        }
        #expect(expected(error), "\(error)", sourceLocation: sourceLocation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == before, sourceLocation: sourceLocation)
    }

    @Test func aFolderWithNoAppSaysWhatItLookedFor() throws {
        let folder = XcodeFixture.temporaryFolder("empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.write(["notes.txt": "hello"], in: folder)
        try expectFailure(folder, in: folder) { $0 == .noApp(folder: folder.path, detail: "there is no .xcodeproj and no .swift file") }
        try XcodeFixture.write(["Model.swift": "struct Model {}\n// @main in a comment\n"], in: folder)
        try expectFailure(folder, in: folder) {
            $0.description == "no app found in \(folder.path): none of its 1 Swift files declares an @main App. "
                + "Point trellis port at a folder with an .xcodeproj, or at Swift files with an @main App."
        }
    }

    @Test func damagedAndUnknownProjectFilesAreNamed() throws {
        let folder = XcodeFixture.temporaryFolder("damaged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.xcodeproj/project.pbxproj")
        try XcodeFixture.write(["Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n objects = {\n  A = {isa = PBXProject\n"], in: folder)
        try expectFailure(folder, in: folder) { $0 == .unreadableProject(path: file.path, reason: "line 4: expected \";\" after the value of \"isa\"") }
        try XcodeFixture.write(["Broken.xcodeproj/project.pbxproj": "<html>not a project</html>"], in: folder)
        try expectFailure(folder, in: folder) {
            $0 == .unknownFormat(path: file.path, reason: "it does not start like a property list (\"// !$*UTF8*$!\" and \"{\")")
        }
        try XcodeFixture.write(["Broken.xcodeproj/project.pbxproj": "{ archiveVersion = 1; }"], in: folder)
        try expectFailure(folder, in: folder) { $0 == .unknownFormat(path: file.path, reason: "it has no \"objects\" with a PBXProject as \"rootObject\"") }
        try FileManager.default.removeItem(at: file)
        try expectFailure(folder, in: folder) {
            if case .unreadableProject(let path, _) = $0 { return path == file.path } else { return false }
        }
    }

    @Test func anExistingOutputFolderIsNeverTouched() throws {
        let folder = XcodeFixture.temporaryFolder("exists")
        defer { try? FileManager.default.removeItem(at: folder) }
        try XcodeFixture.write(["App/main.swift": "@main struct A {}\n", "Out/keep.txt": "mine"], in: folder)
        try expectFailure(folder.appendingPathComponent("App"), in: folder) { $0 == .outputExists(folder.appendingPathComponent("Out").path) }
        #expect(try String(contentsOf: folder.appendingPathComponent("Out/keep.txt"), encoding: .utf8) == "mine")
    }

    @Test func theCommandLineExplainsAndExitsOne() throws {
        let folder = XcodeFixture.temporaryFolder("cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try DemoRun.run("trellis", ["port", folder.path, "--output", folder.appendingPathComponent("Out").path])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: no app found in \(folder.path): there is no .xcodeproj and no .swift file."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let badName = try DemoRun.run("trellis", ["new", "9lives", "--trellis", trellis.path])
        #expect(badName.status == 1 && badName.errors.contains("\"9lives\" cannot name a Swift package"))
    }

    @Test func everySubcommandHasHelp() throws {
        for (arguments, expected) in [([], "SUBCOMMANDS:"), (["port"], "--target <name>"), (["new"], "USAGE: trellis new <name>")] {
            let run = try DemoRun.run("trellis", arguments + ["--help"])
            #expect(run.status == 0)
            #expect(run.output.contains(expected), "\(arguments): \(run.output)")
        }
    }
}
