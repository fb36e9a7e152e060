import Foundation

/// A value kept in `UserDefaults` under `key`, read and written like `@State`.
///
/// Writing it stores the value (the default store saves it within a frame,
/// atomically, see `SettingsDefaults`; any other `UserDefaults` is saved at
/// once, as Linux's Foundation does not save by itself) and runs again the bodies that
/// read the same key of the same store. The store is `store:` if given, else
/// the one an enclosing view set with `.defaultAppStorage(_:)`, else the
/// process default (see `AppStorageDefaults`). Writes made with
/// `UserDefaults.set` directly are read on the next body run but do not cause
/// one, as Linux has no key-value observing to notice them.
@MainActor @preconcurrency @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let explicitStore: UserDefaults?
    private let defaultValue: Value
    private let read: @MainActor (UserDefaults, String) -> Value?
    private let write: @MainActor (UserDefaults, String, Value) -> Void
    private let link = AppStorageLink()

    init(key: String, store: UserDefaults?, defaultValue: Value,
         read: @escaping @MainActor (UserDefaults, String) -> Value?,
         write: @escaping @MainActor (UserDefaults, String, Value) -> Void) {
        self.key = key
        explicitStore = store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    private var store: UserDefaults {
        if let explicitStore { return explicitStore }
        if let node = link.node, let store = node.environment[DefaultAppStorageKey.self] {
            node.noteEnvironmentRead(ObjectIdentifier(DefaultAppStorageKey.self), KeyRead<DefaultAppStorageKey>(value: store))
            return store
        }
        return AppStorageDefaults.store
    }

    /// The stored value, or the default when nothing (or something of another type) is stored.
    public var wrappedValue: Value {
        get {
            let store = store
            AppStorageChanges.signal(store, key).noteRead()
            return read(store, key) ?? defaultValue
        }
        nonmutating set {
            let store = store
            write(store, key, newValue)
            // A settings file saves itself once a frame; Foundation's store saves only when told.
            if !(store is SettingsDefaults) { store.synchronize() }
            AppStorageChanges.signal(store, key).noteWrite()
        }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        let signal = AppStorageChanges.signal(store, key)
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 },
                       location: StorageLocation(owner: ObjectIdentifier(signal), path: []))
    }

    /// Remembers the node, whose environment may name the store.
    public func _install(in node: _GraphNodeReference, slot: inout Int) {
        link.node = node.node
    }
}

extension AppStorage: SelfComparingProperty {
    /// The same key of the same store is the same input; the value lives in the store.
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return key == other.key && explicitStore === other.explicitStore
    }
}

/// The link from an `@AppStorage` in a view value to its node.
@MainActor
final class AppStorageLink {
    weak var node: ViewNode?
}

/// The store `@AppStorage` uses when an enclosing view set one.
struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension View {
    /// The store that `@AppStorage` properties inside this view use when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        ModifiedContent(content: self, modifier: EnvironmentModifier(
            apply: { $0[DefaultAppStorageKey.self] = store },
            probe: { $0[DefaultAppStorageKey.self].map(ObjectIdentifier.init) as Any }))
    }
}
