/// A value of an old-style (NeXTSTEP) property list, the format of Xcode's
/// `project.pbxproj`: strings, arrays and dictionaries, nothing else.
public indirect enum PropertyList: Equatable, Sendable {
    /// A quoted or bare string (numbers are strings in this format).
    case string(String)
    /// `( a, b, )`.
    case array([PropertyList])
    /// `{ key = value; }`.
    case dictionary([String: PropertyList])

    /// The string, or `nil` for an array or a dictionary.
    public var string: String? { if case .string(let text) = self { text } else { nil } }
    /// The elements, or `nil` for a string or a dictionary.
    public var array: [PropertyList]? { if case .array(let items) = self { items } else { nil } }
    /// The entries, or `nil` for a string or an array.
    public var dictionary: [String: PropertyList]? { if case .dictionary(let entries) = self { entries } else { nil } }

    /// The value under `key` when this is a dictionary.
    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// The strings of an array value, skipping anything else.
    public var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// Why a property list could not be read: what was expected, and where.
public struct PropertyListError: Error, CustomStringConvertible, Equatable {
    /// The line (from 1) where reading stopped.
    public let line: Int
    /// What was wrong there.
    public let reason: String
    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}

extension PropertyList {
    /// Parses the text of an old-style property list. Comments (`/* */`, `//`)
    /// are skipped, as Xcode writes one after nearly every object id.
    public static func parse(_ text: String) throws(PropertyListError) -> PropertyList {
        var reader = OldStyleReader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipTrivia()
        if reader.index < reader.bytes.count { throw reader.error("unexpected text after the end of the top-level value") }
        return value
    }
}

/// The character-level reader behind ``PropertyList/parse(_:)``.
private struct OldStyleReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// An error at the reading position; at the end of the text, at the last
    /// line with something on it, which is where the missing piece belonged.
    func error(_ reason: String) -> PropertyListError {
        var end = min(index, bytes.count)
        if end == bytes.count { while end > 0, [9, 10, 13, 32].contains(bytes[end - 1]) { end -= 1 } }
        return PropertyListError(line: bytes[..<end].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }, reason: reason)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipTrivia() {
        while let byte = current {
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                index += 1
            } else if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 42 {   // /*
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 42 && bytes[index + 1] == 47) { index += 1 }
                index = min(index + 2, bytes.count)
            } else if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 47 {   // //
                while let next = current, next != 10 { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func value() throws(PropertyListError) -> PropertyList {
        skipTrivia()
        guard let byte = current else { throw error("the text ended where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try dictionary()
        case UInt8(ascii: "("): return try array()
        case UInt8(ascii: "\""): return .string(try quoted())
        default:
            let word = bare()
            if word.isEmpty { throw error("unexpected character \"\(Character(Unicode.Scalar(byte)))\" where a value was expected") }
            return .string(word)
        }
    }

    mutating func dictionary() throws(PropertyListError) -> PropertyList {
        index += 1
        var entries: [String: PropertyList] = [:]
        while true {
            skipTrivia()
            guard let byte = current else { throw error("a dictionary was not closed with \"}\"") }
            if byte == UInt8(ascii: "}") { index += 1; return .dictionary(entries) }
            guard case .string(let key) = try value() else { throw error("a dictionary key must be a string") }
            skipTrivia()
            guard current == UInt8(ascii: "=") else { throw error("expected \"=\" after the key \"\(key)\"") }
            index += 1
            entries[key] = try value()
            skipTrivia()
            guard current == UInt8(ascii: ";") else { throw error("expected \";\" after the value of \"\(key)\"") }
            index += 1
        }
    }

    mutating func array() throws(PropertyListError) -> PropertyList {
        index += 1
        var items: [PropertyList] = []
        while true {
            skipTrivia()
            guard let byte = current else { throw error("an array was not closed with \")\"") }
            if byte == UInt8(ascii: ")") { index += 1; return .array(items) }
            items.append(try value())
            skipTrivia()
            if current == UInt8(ascii: ",") { index += 1 } else if current != UInt8(ascii: ")") {
                throw error("expected \",\" or \")\" in an array")
            }
        }
    }

    mutating func quoted() throws(PropertyListError) -> String {
        index += 1
        var scalars: [UInt8] = []
        while let byte = current {
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\"), let escaped = current else { scalars.append(byte); continue }
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): scalars.append(10)
            case UInt8(ascii: "t"): scalars.append(9)
            case UInt8(ascii: "r"): scalars.append(13)
            default: scalars.append(escaped)
            }
        }
        throw error("a quoted string was not closed")
    }

    /// Letters, digits and `_$/:.-` make an unquoted string.
    mutating func bare() -> String {
        let start = index
        while let byte = current, Self.isBare(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte >= 128
    }
}
