import Foundation
import Observation

/// Where `@AppStorage` keeps values when neither the property nor an enclosing
/// view names a store.
///
/// That is `UserDefaults.standard`, so `@AppStorage` and code that uses
/// `UserDefaults.standard` directly see the same values, as on a Mac. Linux's
/// Foundation keeps it in the XDG config folder: `$XDG_CONFIG_HOME/<program>.plist`,
/// or `~/.config/<program>.plist` when the variable is unset. Setting
/// `TRELLIS_DEFAULTS_DIR` to a folder keeps `@AppStorage` values in
/// `<folder>/<program>.plist` instead, for trying a program without touching
/// its real settings.
package enum AppStorageDefaults {
    /// The store for `environment`: the `TRELLIS_DEFAULTS_DIR` folder's if set, else the standard one.
    package static func store(environment: [String: String] = ProcessInfo.processInfo.environment) -> UserDefaults {
        guard let folder = environment["TRELLIS_DEFAULTS_DIR"], !folder.isEmpty else { return .standard }
        // A suite name that is a path names the property list itself (without ".plist").
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL
        let path = absolute.appendingPathComponent(ProcessInfo.processInfo.processName).path
        return UserDefaults(suiteName: path) ?? .standard
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
