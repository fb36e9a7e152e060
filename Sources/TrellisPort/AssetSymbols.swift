/// The Swift symbols Xcode generates for an asset catalog (`ColorResource.brandBlue`,
/// `Color.brandBlue`, `ImageResource.logo`), written as a source file of the
/// ported app so code that uses them compiles unchanged.
enum AssetSymbols {
    /// Colour names SwiftUI's `Color` already has: Xcode does not generate a
    /// `Color` property that would clash with them, and neither does this.
    static let existingColorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "black", "white", "clear", "primary", "secondary", "accentColor",
    ]

    /// Swift's reserved words (The Swift Programming Language, "Keywords and Punctuation"): a
    /// symbol spelt as one is written in backticks, as Xcode writes it (`breakColor` → `` `break` ``).
    static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "operator", "precedencegroup", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "as", "false", "is", "nil", "rethrows", "self", "Self", "super", "throws", "true", "try",
    ]

    /// The symbol Xcode makes of an asset name: words joined in lower camel
    /// case, a trailing `Color` (for colours) or `Image` (for images) dropped.
    static func identifier(for name: String, droppingSuffix suffix: String) -> String {
        var base = name
        if base.count > suffix.count, base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        let words = base.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var result = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if result.isEmpty { result = "asset" }
        if result.first!.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// The generated file, or `nil` when the catalogs hold no colours or images.
    static func source(colorNames: [String], imageNames: [String]) -> String? {
        guard !colorNames.isEmpty || !imageNames.isEmpty else { return nil }
        func literal(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let colors = colorNames.map { (identifier(for: $0, droppingSuffix: "Color"), $0) }
        let images = imageNames.map { (identifier(for: $0, droppingSuffix: "Image"), $0) }
        var lines = ["// Written by `trellis port`: the symbols Xcode generates for the app's asset catalogs.", "import Trellis", ""]
        if !colors.isEmpty {
            lines.append("extension ColorResource {")
            lines += colors.map { "    static let \($0.0) = ColorResource(name: \(literal($0.1)), bundle: .main)" }
            lines.append("}")
            let properties = colors.filter { !existingColorNames.contains($0.0) }
            for extended in ["Color", "ShapeStyle where Self == Color"] where !properties.isEmpty {
                lines.append("")
                lines.append("extension \(extended) {")
                lines += properties.map { "    static var \($0.0): Color { Color(.\($0.0)) }" }
                lines.append("}")
            }
        }
        if !images.isEmpty {
            lines.append("")
            lines.append("extension ImageResource {")
            lines += images.map { "    static let \($0.0) = ImageResource(name: \(literal($0.1)), bundle: .main)" }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
