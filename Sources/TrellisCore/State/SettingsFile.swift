import Foundation

/// A settings property list on disk, written so that nothing in it is lost.
///
/// Foundation's Linux `UserDefaults` rewrites its file in place: a kill or a
/// full disk in the middle left it empty, and the next start lost every value.
/// Here a write goes to a new file beside the old one, is flushed to the disk
/// and then renamed over it, so a reader (or the next start) sees either the
/// old settings or the new ones. Processes of one app share the file under an
/// advisory lock (`flock` on `<file>.lock`) and each write merges into what is
/// on disk, so one process never drops the keys another wrote. The format is
/// the XML property list Foundation writes, so existing settings still load.
package struct SettingsFile: Sendable {
    /// Why the file could not be written, in words that finish "could not save settings to …: ".
    package struct Failure: Error, CustomStringConvertible {
        /// The reason, such as the system's "No space left on device".
        package let description: String
    }

    /// The property list itself.
    package let url: URL

    /// A file at `url` (`…/name.plist`).
    package init(url: URL) {
        self.url = url
    }

    /// The largest file read: settings are small, and a huge file must not fill memory.
    package static let byteLimit = 16 * 1_048_576

    /// The values on disk; a corrupt file is moved aside and what it still holds is kept.
    package func load() -> [String: Any] {
        (try? locked { read() }) ?? read()
    }

    /// Writes `changes` (a nil value removes its key) over what is on disk now, and returns the result.
    package func merge(_ changes: [String: Any?]) throws(Failure) -> [String: Any] {
        try locked { () throws(Failure) -> [String: Any] in
            var values = read()
            for (key, change) in changes {
                if let change { values[key] = change } else { values.removeValue(forKey: key) }
            }
            try write(values)
            return values
        }
    }

    /// Runs `work` holding the lock every process of the app takes for this file.
    private func locked<Result>(_ work: () throws(Failure) -> Result) throws(Failure) -> Result {
        try makeFolder()
        let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: Self.reason()) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(description: Self.reason()) }
        }
        removeLeftovers()
        return try work()
    }

    /// Deletes the new files of writers killed before their rename.
    ///
    /// Every writer makes its `<file>.new-<pid>` and renames it while it holds
    /// the lock, so one that is there when we hold the lock is a leftover.
    private func removeLeftovers() {
        let folder = url.deletingLastPathComponent()
        let prefix = url.lastPathComponent + ".new-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    private func makeFolder() throws(Failure) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
            throw Failure(description: exists && !isFolder.boolValue
                ? "\(folder.path) is a file, not a folder" : "the folder \(folder.path) cannot be made")
        }
    }

    /// The values in the file now: empty when there is none, and what can be
    /// saved of it (after it is moved aside, with a warning) when it is corrupt.
    private func read() -> [String: Any] {
        let bytes: Data
        switch RegularFile.contents(of: url.path, limit: Self.byteLimit) {
        case .success(let read): bytes = Data(read)
        case .failure(let refusal) where refusal.code == ENOENT: return [:]
        // Written over, a file too large or not a file at all would be lost; it goes aside too.
        case .failure(let refusal): return setAside(because: "cannot be read (\(refusal))", keeping: [:])
        }
        if let values = try? PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any] {
            return values
        }
        return setAside(because: "is corrupt", keeping: SettingsSalvage.values(in: bytes))
    }

    /// Moves the file aside with a warning that names both files, and gives back `kept`.
    private func setAside(because problem: String, keeping kept: [String: Any]) -> [String: Any] {
        let aside = moveAside()
        // What was saved goes back at once, so the next merge (ours or another process's) starts from it.
        if aside != nil, !kept.isEmpty { try? write(kept) }
        Diagnostics.warnOnce("settings-aside:\(url.path):\(aside ?? "")", """
            the settings file \(url.path) \(problem); \(aside.map { "moved it aside to \($0)" } ?? "could not move it aside"), \
            keeping the \(kept.count) value\(kept.count == 1 ? "" : "s") still readable in it
            """)
        return kept
    }

    /// Renames the file to `<file>.corrupt-<date>`, so the next write cannot overwrite what a person may still recover.
    private func moveAside() -> String? {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        for attempt in 0..<100 {
            let aside = url.path + ".corrupt-\(stamp)" + (attempt == 0 ? "" : "-\(attempt)")
            guard !FileManager.default.fileExists(atPath: aside) else { continue }
            return rename(url.path, aside) == 0 ? aside : nil
        }
        return nil
    }

    /// Writes `values` to a new file beside the old one, flushes it and renames it over the old one.
    private func write(_ values: [String: Any]) throws(Failure) {
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        } catch {
            throw Failure(description: "the values are not a property list (\(error))")
        }
        let temporary = url.path + ".new-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(description: Self.reason()) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { failure = Self.reason(); return }
                written += count
            }
        }
        // Without fsync a crash of the machine could still leave the renamed file empty.
        if failure == nil, fsync(descriptor) != 0 { failure = Self.reason() }
        if close(descriptor) != 0, failure == nil { failure = Self.reason() }
        if failure == nil, rename(temporary, url.path) != 0 { failure = Self.reason() }
        if let failure {
            unlink(temporary)
            throw Failure(description: failure)
        }
        // The rename itself is kept only once the folder is flushed.
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
