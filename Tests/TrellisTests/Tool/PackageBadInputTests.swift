import Foundation
import Testing
@testable import TrellisPackager

/// Issue 64, item 4: bad input to `trellis package` gets a message that says
/// what to do, before any build starts, and nothing is written.
@Suite struct PackageBadInputTests {
    /// A package with one executable and one library, and no dependencies, so `swift package describe` is quick.
    static func smallPackage() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-input-\(UUID().uuidString.prefix(8))")
        for target in ["Tool", "Parts"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
            try "let x = 1\n".write(to: folder.appendingPathComponent("Sources/\(target)/\(target).swift"), atomically: true, encoding: .utf8)
        }
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Small", products: [.library(name: "Parts", targets: ["Parts"])],
                              targets: [.executableTarget(name: "Tool"), .target(name: "Parts")])

        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    static func request(_ product: String, in folder: URL) -> PackageRequest {
        var request = PackageRequest(product: product, packageFolder: folder, output: folder.appendingPathComponent("dist"))
        request.version = "1.0.0"
        request.maintainer = "A Tester <tester@example.org>"
        return request
    }

    /// Runs the packager and returns its error, checking that no output folder and no staging folder were made.
    static func failure(_ request: PackageRequest, environment: [String: String] = ProcessInfo.processInfo.environment) -> PackageError? {
        defer { try? FileManager.default.removeItem(at: request.packageFolder) }
        do {
            _ = try Packager.package(request, log: .nullDevice, environment: environment)
            return nil
        } catch {
            let left = (try? FileManager.default.contentsOfDirectory(atPath: request.packageFolder.path)) ?? []
            #expect(!left.contains("dist") && !left.contains { $0.hasPrefix(".trellis-package") }, "\(left)")
            return error
        }
    }

    @Test func aNameThatIsNotAnExecutableProductListsTheExecutables() throws {
        let folder = try Self.smallPackage()
        #expect(Self.failure(Self.request("Parts", in: folder)) == .notAProduct("Parts", executables: ["Tool"]))
        #expect(PackageError.notAProduct("Parts", executables: ["Tool"]).description
                == "\"Parts\" is not an executable product of this package; its executable products are: Tool")
    }

    @Test func aFolderWithoutAPackageSaysWhereToRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let error = Self.failure(Self.request("Tool", in: folder))
        #expect(error == .noPackage(folder: folder.path, reason: "there is no Package.swift"))
        #expect(error?.description.contains("run trellis package in the app's package folder, or give --package-path") == true)
    }

    @Test func aMissingIconIsNamed() throws {
        let folder = try Self.smallPackage()
        // A file that is not a picture is refused by its bytes, not its name.
        let text = folder.appendingPathComponent("notes.png")
        try "not a picture".write(to: text, atomically: true, encoding: .utf8)
        #expect(throws: PackageError.badIcon(path: text.path, reason: "it is neither a PNG nor an SVG picture")) { try AppIcon.check(text) }
        var request = Self.request("Tool", in: folder)
        request.icon = folder.appendingPathComponent("art/icon.png")
        #expect(Self.failure(request) == .badIcon(path: folder.appendingPathComponent("art/icon.png").path, reason: "there is no such file"))
    }

    @Test func versionsAndNamesThatDebianRejects() throws {
        // Debian Policy §5.6.12: [epoch:]upstream_version[-debian_revision], the upstream part starting with a digit.
        for good in ["1.0", "2:1.0-1", "1.0~rc1", "0.9+git20261129", "1.2.3-0ubuntu1"] {
            #expect(throws: Never.self) { try DebianNames.checkVersion(good) }
        }
        for (bad, reason) in [("v1.0", "it must start with a digit"), ("", "it is empty"), ("1.0-", "the revision after the last '-' may hold only letters, digits, '+', '.' and '~'"),
                              ("1_0", "it may hold only letters, digits, '.', '+', '~' and '-'"), ("x:1.0", "an epoch before ':' must be a number")] {
            #expect(throws: PackageError.invalidVersion(bad, reason: reason)) { try DebianNames.checkVersion(bad) }
        }
        // §5.6.1: lower case letters, digits, '+', '-' and '.', at least two characters.
        #expect(throws: PackageError.invalidPackageName("My_App")) { try DebianNames.checkPackageName("My_App") }
        #expect(throws: PackageError.invalidPackageName("x")) { try DebianNames.checkPackageName("x") }
        #expect(DebianNames.packageName(forProduct: "SystemMonitor") == "system-monitor")
        #expect(DebianNames.displayName(forProduct: "SystemMonitor") == "System Monitor")
        #expect(throws: PackageError.invalidMaintainer("Ann")) { try DebianNames.checkMaintainer("Ann") }

        let folder = try Self.smallPackage()
        var request = Self.request("Tool", in: folder)
        request.version = "latest"
        #expect(Self.failure(request) == .invalidVersion("latest", reason: "it must start with a digit"))
    }

    @Test func aMissingToolSaysWhichPackageProvidesIt() throws {
        // A PATH holding every tool the packager runs but dpkg-deb.
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("package-path-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        for tool in Packager.tools where tool.name != "dpkg-deb" {
            try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent(tool.name), withDestinationURL: try tool.locate())
        }
        let folder = try Self.smallPackage()
        let error = Self.failure(Self.request("Tool", in: folder), environment: ["PATH": bin.path])
        #expect(error == .missingTool(name: "dpkg-deb", debianPackage: "dpkg"))
        #expect(error?.description == "dpkg-deb is not installed; install dpkg (sudo apt-get install dpkg, or make deps in the Trellis checkout)")
    }

    /// A package written by `trellis port` keeps the Xcode project's version and bundle id in
    /// `assets/Info.plist`; the .deb takes them unless an option says otherwise, and a version
    /// Debian rejects falls back to git's.
    @Test func aPortedAppsVersionAndIdentifierAreTheDefaults() throws {
        let folder = try Self.smallPackage()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        func writeInfo(_ version: String) throws {
            let plist = ["CFBundleShortVersionString": version, "CFBundleIdentifier": "com.example.tool"]
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
                .write(to: folder.appendingPathComponent("assets/Info.plist"))
        }
        try writeInfo("1.2")
        var request = PackageRequest(product: "Tool", packageFolder: folder, output: folder.appendingPathComponent("dist"))
        request.maintainer = "A Tester <tester@example.org>"
        let app = try request.metadata(environment: [:], architecture: "amd64")
        #expect(app.version == "1.2" && app.identifier == "com.example.tool")
        request.version = "2.0"
        request.identifier = "org.example.other"
        let chosen = try request.metadata(environment: [:], architecture: "amd64")
        #expect(chosen.version == "2.0" && chosen.identifier == "org.example.other", "options win")
        try writeInfo("beta one")
        request.version = nil
        #expect(throws: PackageError.noVersion) { try request.metadata(environment: [:], architecture: "amd64") }
    }
}
