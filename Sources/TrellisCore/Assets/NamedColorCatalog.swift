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

    nonisolated(unsafe) private static var cache: (folder: URL?, entries: [String: Entry])?
    private static let lock = NSLock()

    /// The colour called `name` in the process's assets folder, or `nil`.
    package static func color(named name: String, in folder: URL? = AssetLocator.processAssets) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        if cache == nil || cache?.folder != folder {
            cache = (folder, folder.map(load(from:)) ?? [:])
        }
        return cache?.entries[name]
    }

    /// Every colour the folder defines, by name.
    package static func load(from folder: URL) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        if let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "colorset" {
                let name = url.deletingPathExtension().lastPathComponent
                if let entry = colorSet(at: url.appendingPathComponent("Contents.json")) { entries[name] = entry }
            }
        }
        let list = folder.appendingPathComponent("colors.json")
        if let data = try? Data(contentsOf: list) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                Diagnostics.warnOnce("colors.json.invalid", "\(list.path) is not a JSON object of names to colours; ignoring it")
                return entries
            }
            for (name, value) in object {
                if let entry = entry(from: value) {
                    entries[name] = entry
                } else {
                    Diagnostics.warnOnce("colors.json.\(name)", "colour \"\(name)\" in \(list.path) is not \"#RRGGBB\", \"#RRGGBBAA\" or {\"light\", \"dark\"}; ignoring it")
                }
            }
        }
        return entries
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

    /// Reads an Xcode colour set: the universal colour, and its dark appearance if any.
    private static func colorSet(at url: URL) -> Entry? {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = root["colors"] as? [[String: Any]] else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for item in colors {
            guard let color = item["color"] as? [String: Any], let rgba = components(of: color) else { continue }
            let appearances = item["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            if isDark { dark = rgba } else if appearances.isEmpty { light = rgba }
        }
        guard let light else { return nil }
        return (light, dark ?? light)
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
