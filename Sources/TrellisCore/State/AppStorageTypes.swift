import Foundation

// The types `@AppStorage` can keep, as in SwiftUI: property-list values, and
// enumerations whose raw values are integers or strings. A stored value of
// another type reads as the default.

extension AppStorage {
    /// A stored value of a property-list type, read back only as that type.
    private init(plist key: String, store: UserDefaults?, default value: Value) {
        self.init(key: key, store: store, defaultValue: value,
                  read: { $0.object(forKey: $1) as? Value },
                  write: { $0.set($2, forKey: $1) })
    }

    /// A stored flag; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(plist: key, store: store, default: wrappedValue)
    }

    /// A stored integer; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(plist: key, store: store, default: wrappedValue)
    }

    /// A stored number; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(plist: key, store: store, default: wrappedValue)
    }

    /// A stored string; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(plist: key, store: store, default: wrappedValue)
    }

    /// A stored date; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(plist: key, store: store, default: wrappedValue)
    }

    /// Stored bytes; `wrappedValue` until some are written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(plist: key, store: store, default: wrappedValue)
    }

    /// A stored URL; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { StoredURL.read($0, $1) }, write: { StoredURL.write($2, to: $0, $1) })
    }

    /// A stored enumeration case, kept as its integer raw value; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { ($0.object(forKey: $1) as? Int).flatMap { Value(rawValue: $0) } },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A stored enumeration case, kept as its string raw value; `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { $0.string(forKey: $1).flatMap { Value(rawValue: $0) } },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional stored value of a property-list type; writing nil removes it.
    private init<Wrapped>(optional key: String, store: UserDefaults?) where Value == Wrapped? {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { $0.object(forKey: $1) as? Wrapped },
                  write: { store, key, value in
                      if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }

    /// An optional stored flag, nil until one is written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store)
    }

    /// An optional stored integer, nil until one is written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store)
    }

    /// An optional stored number, nil until one is written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store)
    }

    /// An optional stored string, nil until one is written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store)
    }

    /// An optional stored date, nil until one is written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(optional: key, store: store)
    }

    /// Optional stored bytes, nil until some are written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store)
    }

    /// An optional stored URL, nil until one is written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, read: { StoredURL.read($0, $1) },
                  write: { store, key, value in
                      if let value { StoredURL.write(value, to: store, key) } else { store.removeObject(forKey: key) }
                  })
    }

    /// An optional stored enumeration case, kept as its integer raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { ($0.object(forKey: $1) as? Int).flatMap { R(rawValue: $0) } },
                  write: { store, key, value in
                      if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }

    /// An optional stored enumeration case, kept as its string raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, store: store, defaultValue: nil,
                  read: { $0.string(forKey: $1).flatMap { R(rawValue: $0) } },
                  write: { store, key, value in
                      if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }
}

/// URLs kept as their full text. Linux's `UserDefaults.set(_: URL, forKey:)`
/// keeps only the path, so `https://example.org/home` came back as
/// `file:///home/`; a path written that way still reads back as a file URL.
private enum StoredURL {
    static func read(_ store: UserDefaults, _ key: String) -> URL? {
        guard let text = store.string(forKey: key) else { return nil }
        if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
        if text.hasPrefix("~") { return URL(fileURLWithPath: NSString(string: text).expandingTildeInPath) }
        return URL(string: text)
    }

    static func write(_ url: URL, to store: UserDefaults, _ key: String) {
        store.set(url.absoluteString, forKey: key)
    }
}
