/// The colours `Color("name")` finds in the assets folder.
///
/// Two sources, read once per process and searched in this order:
/// - `colors.json` at the top of the assets folder: an object whose keys are names
///   and whose values are `"#RRGGBB"` / `"#RRGGBBAA"`, or `{"light": …, "dark": …}`.
/// - Xcode colour sets anywhere below it (`Brand.colorset/Contents.json`), so an
///   `Assets.xcassets` folder copied from a Mac project works as it is, with its
///   dark appearance.
package enum NamedColorCatalog {
    /// A colour's light and dark forms.
    package typealias Entry = (light: RGBA, dark: RGBA)

    /// What a folder defines: its colours, and why each colour set that could not be read was not.
    package struct Catalog {
        /// The colours, by name.
        package var entries: [String: Entry] = [:]
        /// For each colour set that is malformed or refused, the reason, by name.
        package var problems: [String: String] = [:]
    }

    /// The largest colour set read: Xcode writes about a kilobyte, and an 8 MB one took 575 MB to parse.
    package static let colorSetByteLimit = 64 * 1024
    /// The largest `colors.json` read.
    package static let listByteLimit = 1_048_576

    nonisolated(unsafe) private static var cache: (folder: URL?, catalog: Catalog)?
    private static let lock = NSLock()

    /// The colour called `name` in the process's assets folder, or `nil`.
    package static func color(named name: String, in folder: URL? = AssetLocator.processAssets) -> Entry? {
        catalog(in: folder).entries[name]
    }

    /// Why the colour set called `name` could not be used, when there is one and it could not.
    package static func problem(named name: String, in folder: URL? = AssetLocator.processAssets) -> String? {
        catalog(in: folder).problems[name]
    }

    private static func catalog(in folder: URL?) -> Catalog {
        lock.lock()
        defer { lock.unlock() }
        if let cache, cache.folder == folder { return cache.catalog }
        let loaded = folder.map(load(from:)) ?? Catalog()
        cache = (folder, loaded)
        return loaded
    }

    /// Every colour the folder defines, by name.
    package static func load(from folder: URL) -> Catalog {
        var catalog = Catalog()
        if let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "colorset" {
                let name = url.deletingPathExtension().lastPathComponent
                switch colorSet(at: url.appendingPathComponent("Contents.json")) {
                case .success(let entry): catalog.entries[name] = entry
                case .failure(let problem): catalog.problems[name] = "\(url.path)/Contents.json \(problem.description)"
                }
            }
        }
        let list = folder.appendingPathComponent("colors.json")
        switch RegularFile.contents(of: list.path, limit: listByteLimit) {
        case .failure(let refusal) where refusal.code == ENOENT: break
        case .failure(let refusal):
            Diagnostics.warnOnce("colors.json.unread", "could not read \(list.path): \(refusal); ignoring it")
        case .success(let bytes):
            guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                Diagnostics.warnOnce("colors.json.invalid", "\(list.path) is not a JSON object of names to colours; ignoring it")
                return catalog
            }
            for (name, value) in object {
                if let entry = entry(from: value) {
                    catalog.entries[name] = entry
                } else {
                    Diagnostics.warnOnce("colors.json.\(name)", "colour \"\(name)\" in \(list.path) is not \"#RRGGBB\", \"#RRGGBBAA\" or {\"light\", \"dark\"}; ignoring it")
                }
            }
        }
        return catalog
    }

    private static func entry(from value: Any) -> Entry? {
        if let hex = value as? String, let color = rgba(hex: hex) { return (color, color) }
        guard let pair = value as? [String: Any], let light = (pair["light"] as? String).flatMap(rgba(hex:)) else { return nil }
        return (light, (pair["dark"] as? String).flatMap(rgba(hex:)) ?? light)
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func rgba(hex: String) -> RGBA? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        return RGBA(r: UInt8(full >> 24 & 0xFF), g: UInt8(full >> 16 & 0xFF), b: UInt8(full >> 8 & 0xFF), a: UInt8(full & 0xFF))
    }

    /// Why a colour set was not read, worded to follow its file's path.
    package struct Problem: Error, CustomStringConvertible {
        /// The reason, in words.
        package let description: String
    }

    /// Reads an Xcode colour set: the universal colour, and its dark appearance if any.
    private static func colorSet(at url: URL) -> Result<Entry, Problem> {
        let bytes: [UInt8]
        switch RegularFile.contents(of: url.path, limit: colorSetByteLimit) {
        case .success(let read): bytes = read
        case .failure(let refusal): return .failure(Problem(description: "could not be read: \(refusal)"))
        }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                return .failure(Problem(description: "is not a JSON object"))
            }
            root = object
        } catch {
            return .failure(Problem(description: "is not valid JSON (\(Diagnostics.excerpt(error.localizedDescription)))"))
        }
        guard let colors = root["colors"] as? [[String: Any]] else {
            return .failure(Problem(description: "has no \"colors\" list"))
        }
        var light: RGBA?
        var dark: RGBA?
        for item in colors {
            guard let color = item["color"] as? [String: Any], let rgba = components(of: color) else { continue }
            let appearances = item["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            if isDark { dark = rgba } else if appearances.isEmpty { light = rgba }
        }
        guard let light else {
            return .failure(Problem(description: "has no universal colour (one without appearances) whose red, green and blue components read as numbers"))
        }
        return .success((light, dark ?? light))
    }

    /// Xcode writes components as "0.5" (a fraction), "128" (0–255) or "0x80".
    private static func components(of color: [String: Any]) -> RGBA? {
        guard let parts = color["components"] as? [String: Any] else { return nil }
        func channel(_ key: String, default fallback: UInt8? = nil) -> UInt8? {
            guard let raw = parts[key] else { return fallback }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16) }
            guard let number = Double(text), number.isFinite else { return nil }
            let scaled = text.contains(".") ? number * 255 : number
            return UInt8(min(max(scaled, 0), 255).rounded())
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue"),
              let alpha = channel("alpha", default: 255) else { return nil }
        return RGBA(r: red, g: green, b: blue, a: alpha)
    }
}
