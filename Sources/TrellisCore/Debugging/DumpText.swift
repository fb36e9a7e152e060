import Foundation

/// Builds the indented text of a tree dump.
///
/// Dumps are meant to be diffed between two frames, so everything written here
/// is deterministic: no addresses, numbers in one fixed notation, and sets
/// written in sorted order.
struct DumpText {
    private(set) var text = ""

    /// Appends `line` indented two spaces per level of `depth`.
    mutating func line(_ line: String, depth: Int) {
        text += String(repeating: "  ", count: depth)
        text += line
        text += "\n"
    }

    /// A length as a dump writes it: whole numbers without a fraction, others
    /// to two places, and the values that are no number at all by name.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.2f", value)
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A rectangle as `(x, y, width×height)`.
    static func rect(_ rect: Rect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width))×\(number(rect.height)))"
    }

    static func size(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }

    /// A proposal as `width×height`, with `nil` for an axis left to the ideal.
    static func proposal(_ proposal: ProposedSize) -> String {
        "\(proposal.width.map(number) ?? "nil")×\(proposal.height.map(number) ?? "nil")"
    }

    static func color(_ color: RGBA) -> String { "rgba(\(color.r),\(color.g),\(color.b),\(color.a))" }

    /// A type's name with generic arguments past the first level shortened to
    /// `…`: `ModifiedContent<VStack<…>, PaddingModifier>`. Nested arguments are
    /// the children's own types, which their lines show.
    static func typeName(_ type: Any.Type) -> String {
        var name = ""
        var depth = 0
        for character in String(describing: type) {
            switch character {
            case "<", "{", "(":
                if depth <= 1 { name.append(character) }
                if depth == 1 { name += "…" }
                depth += 1
            case ">", "}", ")":
                depth -= 1
                if depth <= 1 { name.append(character) }
            default:
                if depth < 2 { name.append(character) }
            }
        }
        return name
    }

    /// `value` as one line of at most `limit` characters, quoted when a string.
    static func value(_ value: Any, limit: Int = 60) -> String {
        var text = value is String ? "\"\(value)\"" : String(describing: value)
        text = text.replacingOccurrences(of: "\n", with: "\\n")
        // Addresses differ from run to run and would make every dump differ.
        text = text.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
        if text.count > limit { text = String(text.prefix(limit - 1)) + "…" }
        return text
    }
}
