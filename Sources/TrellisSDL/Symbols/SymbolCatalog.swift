import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Maps SF Symbols names to glyphs of the Material Icons font.
///
/// The table is data, `SymbolMap.tsv`, which SwiftPM builds into the library
/// (`embedInCode`), read when the first symbol is looked up. Names not in it are
/// looked up as Material names (`home`, `photo_camera`) in the codepoints list
/// that Debian ships beside the font.
package enum SymbolCatalog {
    /// One glyph: the Material name, for messages, and its codepoint.
    package struct Glyph: Hashable, Sendable {
        /// The Material Icons name.
        package let material: String
        /// The codepoint in the Material Icons font's private use area.
        package let codepoint: UInt32
    }

    /// The glyph for `name`, or `nil` when neither table knows it.
    package static func glyph(named name: String) -> Glyph? {
        if let known = sfSymbols[name] { return known }
        let material = name.replacingOccurrences(of: ".", with: "_")
        if let codepoint = materialCodepoints[material] { return Glyph(material: material, codepoint: codepoint) }
        return nil
    }

    /// The SF names the table maps explicitly.
    package static var mappedNames: [String] { sfSymbols.keys.sorted() }

    /// The name of the table's file, for messages about its lines.
    static let mapFileName = "SymbolMap.tsv"

    /// Codepoints from the `scss/_variables.scss` list Debian ships with the font.
    private static let materialCodepoints: [String: UInt32] = {
        let file = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [:] }
        var table: [String: UInt32] = [:]
        // Lines look like `	"star_border": e83a,`.
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
            let hex = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t,"))
            if let codepoint = UInt32(hex, radix: 16), !name.isEmpty { table[name] = codepoint }
        }
        return table
    }()

    private static let sfSymbols: [String: Glyph] =
        parse(String(decoding: PackageResources.SymbolMap_tsv, as: UTF8.self), source: mapFileName)

    /// Reads the table's lines, `name<TAB>material<TAB>codepoint`; a malformed line is skipped with a warning.
    static func parse(_ text: String, source: String) -> [String: Glyph] {
        var table: [String: Glyph] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let codepoint = UInt32(fields[2], radix: 16) else {
                Diagnostics.warnOnce("symbol-map-line:\(source):\(index)",
                                     "\(source):\(index + 1): expected name, Material name and hex codepoint; line skipped")
                continue
            }
            table[String(fields[0])] = Glyph(material: String(fields[1]), codepoint: codepoint)
        }
        return table
    }
}
