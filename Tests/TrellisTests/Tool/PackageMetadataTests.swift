import Foundation
import Testing
@testable import TrellisPackager

/// Issue 64, item 1: what `trellis package` writes about an app, checked by
/// the desktop's own validators, and the defaults it takes from the package.
@Suite struct PackageMetadataTests {
    static let app = AppMetadata(product: "SystemMonitor", packageName: "system-monitor", displayName: "System Monitor & Co",
                                 identifier: "org.example.SystemMonitor", version: "2:1.0-1", maintainer: "Ann Example <ann@example.org>",
                                 summary: "Processes and disks <live>.", details: "First paragraph.\n\nSecond one, longer.",
                                 homepage: "https://example.org/monitor", license: "MIT", architecture: "amd64")

    static func validate(_ tool: String, _ arguments: [String], text: String, name: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString.prefix(8))-\(name)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try ExternalTool(name: tool, debianPackage: tool).run(arguments + [file.path])
        return (outcome.status, outcome.output + outcome.errors)
    }

    @Test func theDesktopEntryAndAppStreamMetadataPassTheirValidators() throws {
        // desktop-file-validate checks the Desktop Entry Specification; the file name must be the id.
        let desktop = try Self.validate("desktop-file-validate", [], text: DesktopFiles.desktopEntry(Self.app), name: "org.example.SystemMonitor.desktop")
        #expect(desktop.status == 0 && desktop.output.isEmpty, "\(desktop.output)")
        let metainfo = DesktopFiles.appStreamMetadata(Self.app, date: Date(timeIntervalSince1970: 1_795_000_000))
        let appstream = try Self.validate("appstreamcli", ["validate", "--no-net"], text: metainfo, name: "org.example.SystemMonitor.metainfo.xml")
        #expect(appstream.status == 0, "\(appstream.output)")
        // AppStream forbids a summary ending in a full stop; XML escapes what it must.
        #expect(metainfo.contains("<summary>Processes and disks &lt;live&gt;</summary>"))
        #expect(metainfo.contains("<p>First paragraph.</p>\n    <p>Second one, longer.</p>"))
        #expect(metainfo.contains(#"<release version="2:1.0-1" date="2026-11-18"/>"#))
    }

    @Test func theControlFileFoldsTheDescriptionAsDpkgReadsIt() throws {
        let control = DebianControlFiles.control(Self.app, depends: ["libc6 (>= 2.34)", "libsdl2-2.0-0"], installedSize: 1234)
        #expect(control == """
            Package: system-monitor
            Version: 2:1.0-1
            Architecture: amd64
            Maintainer: Ann Example <ann@example.org>
            Installed-Size: 1234
            Depends: libc6 (>= 2.34), libsdl2-2.0-0
            Section: utils
            Priority: optional
            Homepage: https://example.org/monitor
            Description: Processes and disks <live>.
             First paragraph.
             .
             Second one, longer.

            """)
        // An epoch is not part of a file name; a Debian revision makes the changelog changelog.Debian.gz.
        #expect(DebianArchive.fileName(Self.app) == "system-monitor_1.0-1_amd64.deb")
        #expect(PortableArchive.fileName(Self.app) == "system-monitor-1.0-1-linux-amd64.tar.gz")
        #expect(DebianControlFiles.changelogName(version: "1.0-1") == "changelog.Debian.gz")
        #expect(DebianControlFiles.changelogName(version: "1.0") == "changelog.gz")
    }

    @Test func theVersionComesFromGitTagsElseTheLastCommit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-git-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let git = ExternalTool(name: "git", debianPackage: "git")
        #expect(MetadataDefaults.version(folder: folder) == nil)
        try git.output(["-C", folder.path, "init", "-q"])
        try "x".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        try git.output(["-C", folder.path, "add", "file"])
        try git.output(["-C", folder.path, "-c", "user.name=A", "-c", "user.email=a@example.org", "commit", "-qm", "one"])
        // Debian's snapshot form: it sorts before any release, and dpkg accepts it.
        let snapshot = try #require(MetadataDefaults.version(folder: folder))
        #expect(snapshot.hasPrefix("0.0~git") && snapshot.count > "0.0~git20261129.".count, "\(snapshot)")
        #expect(throws: Never.self) { try DebianNames.checkVersion(snapshot) }
        try git.output(["-C", folder.path, "tag", "v1.4.2"])
        #expect(MetadataDefaults.version(folder: folder) == "1.4.2")
        #expect(MetadataDefaults.maintainer(environment: ["DEBFULLNAME": "Deb Person", "DEBEMAIL": "deb@example.org"], folder: folder)
                == "Deb Person <deb@example.org>")
    }
}
