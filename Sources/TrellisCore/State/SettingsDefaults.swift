import Foundation
import Synchronization

/// A `UserDefaults` whose values live in a `SettingsFile`: written atomically,
/// shared safely with other processes of the app, and never lost.
///
/// Writes change the values in memory at once and are saved together soon
/// after (once per turn of the main run loop, so once a frame at most): a
/// slider dragged across its range is a handful of file writes, not hundreds.
/// `synchronize()` saves at once, and whatever is still unsaved when the
/// process exits is saved then. A save that fails warns once, naming the file
/// and the reason, and the values stay in memory for the rest of the session;
/// the next save tries again.
///
/// Foundation's `UserDefaults` is not `Sendable` on Linux; this one guards its
/// state with a lock, and crosses to the main queue only through a weak box.
package final class SettingsDefaults: UserDefaults {
    /// The file the values are kept in.
    package let file: SettingsFile
    /// Everything below is guarded by `lock`, as a store may be used from any thread.
    private let lock = NSLock()
    private var loaded: [String: Any]?
    private var registered: [String: Any] = [:]
    /// Keys changed here since the last save, and their new values (nil: removed).
    private var unsaved: [String: Any?] = [:]
    private var saveScheduled = false
    private var lastFailure: String?
    private var savesMade = 0

    /// Foundation's store for the same file, kept in step in memory (never
    /// saved by us), so code using `UserDefaults.standard` directly sees what
    /// `@AppStorage` wrote and the other way round, as on a Mac.
    private let mirror: UserDefaults?

    /// A store kept in the property list at `url`, kept in step in memory with `mirror` if given.
    package init(file url: URL, mirroring mirror: UserDefaults? = nil) {
        file = SettingsFile(url: url)
        self.mirror = mirror
        super.init(suiteName: nil)!
        Self.live.withLock { $0.append(Weak(self)) }
        _ = Self.saveAtExit
    }

    /// The stored value for `defaultName`: a launch argument (`-name value`) first, as in Foundation, then the file's.
    override package func object(forKey defaultName: String) -> Any? {
        if let argument = volatileDomain(forName: UserDefaults.argumentDomain)[defaultName] { return argument }
        if let mirrored = mirror?.object(forKey: defaultName) { return mirrored }
        return lock.withLock { values[defaultName] ?? registered[defaultName] }
    }

    /// Stores `value` (nil removes the key); a value that is not a property list is refused with a warning.
    override package func set(_ value: Any?, forKey defaultName: String) {
        guard var value else { return removeObject(forKey: defaultName) }
        // Foundation keeps a URL as its path; `@AppStorage` keeps whole URLs as text itself.
        if let url = value as? URL { value = url.absoluteURL.path }
        guard PropertyListSerialization.propertyList(value, isValidFor: .xml) else {
            Diagnostics.warnOnce("settings-type:\(defaultName)",
                                 "a \(type(of: value)) cannot be kept in settings (key \"\(Diagnostics.excerpt(defaultName))\"); not stored")
            return
        }
        change(defaultName, to: value)
    }

    /// Removes the stored value for `defaultName`.
    override package func removeObject(forKey defaultName: String) {
        change(defaultName, to: nil)
    }

    /// Values used when none is stored, as in Foundation.
    override package func register(defaults registrationDictionary: [String: Any]) {
        lock.withLock { registered.merge(registrationDictionary) { $1 } }
    }

    /// Every stored and registered value.
    override package func dictionaryRepresentation() -> [String: Any] {
        lock.withLock { registered.merging(values) { $1 } }
    }

    /// Saves every unsaved change now; false when the file could not be written.
    @discardableResult
    override package func synchronize() -> Bool {
        save()
    }

    /// Whether changes are waiting to be saved.
    package var hasUnsavedChanges: Bool {
        lock.withLock { !unsaved.isEmpty }
    }

    /// How many times the file has been written, for tests of coalescing.
    package var saves: Int {
        lock.withLock { savesMade }
    }

    /// The values, read from the file the first time they are needed. Call holding `lock`.
    private var values: [String: Any] {
        if let loaded { return loaded }
        let read = file.load()
        loaded = read
        return read
    }

    private func change(_ key: String, to value: Any?) {
        if let mirror {
            if let value { mirror.set(value, forKey: key) } else { mirror.removeObject(forKey: key) }
        }
        let schedules = lock.withLock {
            var current = values
            current[key] = value
            loaded = current
            unsaved[key] = .some(value)
            defer { saveScheduled = true }
            return !saveScheduled
        }
        // One save per turn of the main run loop, however many writes the turn made.
        if schedules {
            let box = Weak(self)
            DispatchQueue.main.async { box.store?.save() }
        }
    }

    @discardableResult
    private func save() -> Bool {
        lock.withLock {
            saveScheduled = false
            guard !unsaved.isEmpty else { return true }
            do throws(SettingsFile.Failure) {
                let merged = try file.merge(unsaved)
                // Keys other processes saved meanwhile are seen from now on; ours are in `merged` already.
                loaded = merged
                unsaved = [:]
                savesMade += 1
                lastFailure = nil
                return true
            } catch {
                // One warning per reason: a full disk warns once, not once a frame.
                if lastFailure != error.description {
                    lastFailure = error.description
                    Diagnostics.warnOnce("settings-save:\(file.url.path):\(error.description)", """
                        could not save settings to \(file.url.path): \(error.description); \
                        the values are kept in memory for this session
                        """)
                }
                return false
            }
        }
    }

    /// A weak reference that may cross threads; the store behind it locks its own state.
    private struct Weak: @unchecked Sendable {
        weak var store: SettingsDefaults?
        init(_ store: SettingsDefaults) { self.store = store }
    }

    private static let live = Mutex<[Weak]>([])

    /// Saves every store's unsaved changes; run when the process exits.
    package static func saveAll() {
        let stores = live.withLock { list in
            list.removeAll { $0.store == nil }
            return list.compactMap(\.store)
        }
        for store in stores { store.save() }
    }

    /// Registers `saveAll` to run at exit, once per process.
    private static let saveAtExit: Void = {
        _ = atexit { SettingsDefaults.saveAll() }
    }()
}
