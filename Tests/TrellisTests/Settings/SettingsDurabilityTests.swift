import Foundation
import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// `@AppStorage`'s default store keeps its settings through kills, full disks,
/// read-only folders and two processes at once; each of these lost values when
/// Foundation's `UserDefaults` rewrote its file in place.
@Suite(.serialized) struct SettingsDurabilityTests {
    // Apple: set values change "synchronously within your process, and asynchronously to persistent storage".
    @Test func aKillAtAnyMomentOfAWriteLeavesTheOldSettingsOrTheNew() async throws {
        struct Trial: Sendable {
            let saved: Int
            let parses: Bool
            let keep: String?
            let count: Int?
        }
        let trials = try await offThePool {
            try withSettingsFolder { folder in
                let file = folder.appendingPathComponent("app.plist")
                _ = try SettingsFile(url: file).merge(["keep": "safe"])
                return try (1...15).map { trial in
                    // A 256 KB padding makes each save long, so the kill often lands inside one
                    // (and stays light enough not to slow the rest of a parallel test run).
                    let writer = try SettingsWriterProcess(file: file, key: "count", count: 1_000, padding: 256_000)
                    var saved = 0
                    while saved < trial, let number = writer.nextSaved() { saved = number }
                    writer.kill()
                    let values = strictSettings(at: file)
                    return Trial(saved: saved, parses: values != nil, keep: values?["keep"] as? String, count: values?["count"] as? Int)
                }
            }
        }
        for (number, trial) in zip(1..., trials) {
            #expect(trial.parses, "trial \(number): the file parses after the kill")
            #expect(trial.keep == "safe", "trial \(number): the key written before is kept")
            #expect((trial.count ?? 0) >= trial.saved, "trial \(number): what was saved stays saved")
        }
    }

    // A writer killed before its rename leaves `<file>.new-<pid>`; the next save, under the lock, removes it.
    @Test func theNextSaveRemovesTheNewFilesOfKilledWriters() throws {
        try withSettingsFolder { folder in
            let file = folder.appendingPathComponent("app.plist")
            let leftovers = ["app.plist.new-4242", "app.plist.new-1"].map { folder.appendingPathComponent($0) }
            let other = folder.appendingPathComponent("other.plist.new-4242")
            for url in leftovers + [other] { try Data("half a plist".utf8).write(to: url) }
            _ = try SettingsFile(url: file).merge(["name": "Ada"])
            for url in leftovers { #expect(!FileManager.default.fileExists(atPath: url.path), "\(url.lastPathComponent) is gone") }
            #expect(FileManager.default.fileExists(atPath: other.path), "another file's are not ours to remove")
            #expect(strictSettings(at: file)?["name"] as? String == "Ada")
        }
    }

    @Test func twoProcessesWritingAtOnceKeepEachOthersKeys() async throws {
        let (statuses, first, second) = try await offThePool {
            try withSettingsFolder { folder in
                let file = folder.appendingPathComponent("app.plist")
                let first = try SettingsWriterProcess(file: file, key: "first", count: 300)
                let second = try SettingsWriterProcess(file: file, key: "second", count: 300)
                let statuses = [first.wait(), second.wait()]
                let values = strictSettings(at: file)
                return (statuses, values?["first"] as? Int, values?["second"] as? Int)
            }
        }
        #expect(statuses == [0, 0])
        #expect(first == 300)
        #expect(second == 300)
    }

    @Test func valuesNotYetSavedAreSavedAtExit() throws {
        try withSettingsFolder { folder in
            let file = folder.appendingPathComponent("app.plist")
            let writer = try SettingsWriterProcess(file: file, key: "last", count: 50, mode: "unsaved")
            #expect(writer.wait() == 0)
            #expect(strictSettings(at: file)?["last"] as? Int == 50)
        }
    }

    @Test func aCorruptFileIsMovedAsideAndItsReadableValuesKept() throws {
        try withSettingsFolder { folder in
            let file = folder.appendingPathComponent("app.plist")
            _ = try SettingsFile(url: file).merge(["name": "Ada", "volume": 0.75, "launches": 3, "theme": "dark"])
            let whole = try Data(contentsOf: file)
            // Cut off in the middle of the last entry, as a kill during an in-place rewrite left it.
            let cut = whole.prefix(try #require(String(decoding: whole, as: UTF8.self).range(of: "<key>volume</key>"))
                .upperBound.utf16Offset(in: String(decoding: whole, as: UTF8.self)) + 4)
            try cut.write(to: file)
            let store = SettingsDefaults(file: file)
            #expect(store.string(forKey: "name") == "Ada")
            #expect(store.integer(forKey: "launches") == 3)
            #expect(store.string(forKey: "theme") == "dark")
            let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("app.plist.corrupt-") }
            #expect(aside.count == 1)
            let asidePath = folder.appendingPathComponent(try #require(aside.first)).path
            #expect(FileManager.default.contents(atPath: asidePath) == cut, "the damaged file is kept as it was")
            #expect(Diagnostics.warnings.contains { $0.contains(file.path) && $0.contains(asidePath) })
            store.set("blue", forKey: "accent")
            #expect(store.synchronize())
            let values = try #require(strictSettings(at: file))
            #expect(values["name"] as? String == "Ada" && values["accent"] as? String == "blue")
        }
    }

    @Test func aFolderThatIsAFileWarnsWithThePathAndKeepsTheValueInMemory() throws {
        try withSettingsFolder { folder in
            let blocker = folder.appendingPathComponent("config")
            try Data("not a folder".utf8).write(to: blocker)
            let file = blocker.appendingPathComponent("app.plist")
            let store = SettingsDefaults(file: file)
            store.set("Ada", forKey: "name")
            #expect(!store.synchronize())
            #expect(store.string(forKey: "name") == "Ada")
            #expect(Diagnostics.warnings.contains { $0.contains(file.path) && $0.contains("is a file, not a folder") })
        }
    }

    @Test(.enabled(if: SmallFileSystem.isAvailable, "mounting a tmpfs needs root"))
    func aFullDiskWarnsOnceKeepsTheFileAndSavesWhenThereIsRoomAgain() throws {
        let disk = try SmallFileSystem(kilobytes: 256)
        defer { disk.unmount() }
        let file = disk.folder.appendingPathComponent("app.plist")
        let store = SettingsDefaults(file: file)
        store.set("Ada", forKey: "name")
        #expect(store.synchronize())
        disk.fill()
        store.set(String(repeating: "x", count: 64_000), forKey: "notes")
        #expect(!store.synchronize())
        #expect(!store.synchronize())
        let warnings = Diagnostics.warnings.filter { $0.contains(file.path) }
        #expect(warnings.count == 1, "one warning, however many saves fail: \(warnings)")
        #expect(warnings.first?.contains("No space left on device") == true)
        #expect(strictSettings(at: file)?["name"] as? String == "Ada", "the old file is whole")
        #expect(store.string(forKey: "notes")?.count == 64_000, "the value stays in memory")
        disk.empty()
        #expect(store.synchronize())
        #expect((strictSettings(at: file)?["notes"] as? String)?.count == 64_000)
    }

    @Test(.enabled(if: SmallFileSystem.isAvailable, "mounting a tmpfs needs root"))
    func aReadOnlyFolderWarnsWithThePathAndTheReason() throws {
        let disk = try SmallFileSystem(kilobytes: 64)
        defer { disk.unmount() }
        let file = disk.folder.appendingPathComponent("app.plist")
        _ = try SettingsFile(url: file).merge(["name": "Ada"])
        #expect(disk.makeReadOnly())
        let store = SettingsDefaults(file: file)
        store.set("Grace", forKey: "name")
        #expect(!store.synchronize())
        #expect(store.string(forKey: "name") == "Grace")
        #expect(Diagnostics.warnings.contains { $0.contains(file.path) && $0.contains("Read-only file system") })
        #expect(strictSettings(at: file)?["name"] as? String == "Ada")
    }

    @MainActor @Test func manyWritesInOneTurnAreOneSave() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let file = folder.appendingPathComponent("app.plist")
            let store = SettingsDefaults(file: file)
            // A slider dragged across its range within a frame.
            for step in 0...500 { store.set(Double(step) / 500, forKey: "volume") }
            #expect(store.hasUnsavedChanges)
            #expect(store.saves == 0)
            await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
            #expect(store.saves == 1)
            #expect(strictSettings(at: file)?["volume"] as? Double == 1)
        }
    }
}
