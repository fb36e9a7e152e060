import Foundation
import Testing
@_spi(TrellisExtension) import TrellisCore

@Suite struct AssetLocatorTests {
    private func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-assets-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func theEnvironmentVariableComesFirst() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let found = AssetLocator.find(environment: ["TRELLIS_ASSETS": "/somewhere/else"], currentDirectory: root,
                                      executable: root.appendingPathComponent("program"))
        #expect(found?.path == "/somewhere/else")
    }

    @Test func thenAssetsInTheCurrentDirectory() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let found = AssetLocator.find(environment: [:], currentDirectory: root, executable: URL(fileURLWithPath: "/usr/bin/true"))
        #expect(found?.resolvingSymlinksInPath().path == root.appendingPathComponent("assets").resolvingSymlinksInPath().path)
    }

    @Test func thenAssetsBesideAPackageAboveTheExecutable() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let binary = root.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: binary, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        let elsewhere = try makeFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let found = AssetLocator.find(environment: [:], currentDirectory: elsewhere, executable: binary.appendingPathComponent("Demo"))
        #expect(found?.resolvingSymlinksInPath().path == root.appendingPathComponent("assets").resolvingSymlinksInPath().path)
    }

    @Test func anAssetsFolderWithoutAPackageBesideItIsNotTaken() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let elsewhere = try makeFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let found = AssetLocator.find(environment: [:], currentDirectory: elsewhere,
                                      executable: root.appendingPathComponent("bin/Demo"))
        #expect(found == nil)
    }
}
