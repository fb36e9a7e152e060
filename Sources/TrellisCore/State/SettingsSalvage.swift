import Foundation

/// What can still be read from a settings file that does not parse: the
/// `<key>`s of an XML property list each followed by a simple value (text, a
/// number, a flag, a date or bytes). A file cut short by a crash, or damaged
/// in one place, keeps every whole entry before and after the damage.
enum SettingsSalvage {
    /// The entries of `bytes` that parse on their own.
    static func values(in bytes: Data) -> [String: Any] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let pattern = try? NSRegularExpression(pattern: entryPattern, options: [.dotMatchesLineSeparators]) else { return [:] }
        var values: [String: Any] = [:]
        let whole = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text) else { continue }
            // Each entry is parsed alone, as a one-key property list, so its value has Foundation's own reading.
            let single = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(text[range])</dict></plist>"
            guard let parsed = try? PropertyListSerialization.propertyList(from: Data(single.utf8), format: nil) as? [String: Any]
            else { continue }
            values.merge(parsed) { $1 }
        }
        return values
    }

    /// A key and the simple value after it; arrays and dictionaries are not salvaged.
    private static let entryPattern =
        #"<key>[^<]*</key>\s*(?:<(string|integer|real|date|data)>[^<]*</\1>|<(?:string|data)/>|<true/>|<false/>)"#
}
