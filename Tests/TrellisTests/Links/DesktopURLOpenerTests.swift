import Foundation
import Testing
@testable import TrellisSDL

/// With no portal, a window's link opener starts `xdg-open` itself, without a shell:
/// a stand-in script records what it was given.
@MainActor
@Suite struct DesktopURLOpenerTests {
    @Test func withoutAPortalTheURLGoesToXDGOpen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-xdg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("opened")
        let script = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(record.path).part' && mv '\(record.path).part' '\(record.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let url = URL(string: "https://example.org/a?b=c&d")!
        #expect(DesktopURLOpener(asksPortal: false, program: script.path).open(url))
        // The request runs on a thread of its own; wait for the script's record.
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: record.path) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(try String(contentsOf: record, encoding: .utf8) == url.absoluteString)
    }
}
