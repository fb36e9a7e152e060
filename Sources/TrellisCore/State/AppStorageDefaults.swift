import Foundation
import Observation

/// Where `@AppStorage` keeps values when neither the property nor an enclosing
/// view names a store.
///
/// That is the file Linux's Foundation keeps `UserDefaults.standard` in,
/// `$XDG_CONFIG_HOME/<program>.plist` (or `~/.config/<program>.plist` when the
/// variable is unset), so settings saved before still load; but it is read and
/// written by `SettingsDefaults`, because Foundation rewrites the file in place
/// and a crash or a full disk lost every value. `UserDefaults.standard` is kept
/// in step in memory, so code that uses it directly sees the same values, as on
/// a Mac (what it writes itself is saved only by its own `synchronize()`, as
/// before). Setting `TRELLIS_DEFAULTS_DIR`
/// to a folder keeps `@AppStorage` values in `<folder>/<program>.plist`
/// instead, for trying a program without touching its real settings.
package enum AppStorageDefaults {
    /// The store for `environment`: the `TRELLIS_DEFAULTS_DIR` folder's if set, else the XDG config folder's.
    package static func store(environment: [String: String] = ProcessInfo.processInfo.environment) -> UserDefaults {
        let ownFolder = !(environment["TRELLIS_DEFAULTS_DIR"] ?? "").isEmpty
        // `UserDefaults.standard` reads the same file; kept in step, it sees what `@AppStorage` writes.
        return SettingsDefaults(file: file(environment: environment), mirroring: ownFolder ? nil : .standard)
    }

    /// The settings file for `environment`.
    package static func file(environment: [String: String]) -> URL {
        let name = ProcessInfo.processInfo.processName + ".plist"
        if let folder = environment["TRELLIS_DEFAULTS_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).standardizedFileURL.appendingPathComponent(name)
        }
        // The XDG rule: a relative XDG_CONFIG_HOME is invalid and ignored.
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent(name)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config").appendingPathComponent(name)
    }

    /// The process's default store, chosen once.
    @MainActor static var store: UserDefaults {
        if let chosen { return chosen }
        let made = store()
        chosen = made
        return made
    }

    @MainActor private static var chosen: UserDefaults?
}

/// One signal per stored key: `@AppStorage` reads note it and writes fire it,
/// so every body that read the key, in any view, runs again.
@MainActor
enum AppStorageChanges {
    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private static var signals: [Key: AppStorageSignal] = [:]
    /// Keeps each store alive while its signals are, so its identifier is not reused.
    private static var stores: [ObjectIdentifier: UserDefaults] = [:]

    static func signal(_ store: UserDefaults, _ key: String) -> AppStorageSignal {
        let id = ObjectIdentifier(store)
        let lookup = Key(store: id, key: key)
        if let signal = signals[lookup] { return signal }
        let signal = AppStorageSignal()
        signals[lookup] = signal
        stores[id] = store
        return signal
    }
}

/// Observation's view of one stored key.
@MainActor
final class AppStorageSignal: Observable {
    private let registrar = ObservationRegistrar()
    private var version = 0

    func noteRead() {
        registrar.access(self, keyPath: \.version)
    }

    func noteWrite() {
        registrar.withMutation(of: self, keyPath: \.version) { version &+= 1 }
    }
}
