/// Which bytes of a Swift file are code, and which lie inside comments and
/// string literals, so that searching for `#Preview` or matching braces is
/// not fooled by `"{"` or `// }`.
///
/// Handles nested block comments, multi-line strings, raw strings (`#"…"#`)
/// and interpolations (`\( … )`), whose insides are code again.
struct SwiftCodeMask {
    /// The file's UTF-8 bytes.
    let bytes: [UInt8]
    /// `isCode[i]` is true when byte `i` is code.
    private(set) var isCode: [Bool]
    private var index = 0

    /// Scans `text` once.
    init(_ text: String) {
        bytes = Array(text.utf8)
        isCode = Array(repeating: false, count: bytes.count)
        scanCode(untilClosingParenthesis: false)
    }

    private func byte(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func scanCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            if current == slash, byte(1) == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
            } else if current == slash, byte(1) == star {
                skipBlockComment()
            } else if current == quote || (current == hash && rawStringFollows()) {
                scanString()
            } else {
                if untilClosingParenthesis {
                    if current == openParenthesis { depth += 1 }
                    if current == closeParenthesis {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                isCode[index] = true
                index += 1
            }
        }
    }

    /// `#`s followed by a quote open a raw string.
    private func rawStringFollows() -> Bool {
        var offset = 0
        while byte(offset) == hash { offset += 1 }
        return byte(offset) == quote
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == slash, byte(1) == star {
                depth += 1
                index += 2
            } else if bytes[index] == star, byte(1) == slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    private mutating func scanString() {
        var hashes = 0
        while byte(0) == hash { hashes += 1; index += 1 }
        let multiLine = byte(0) == quote && byte(1) == quote && byte(2) == quote
        index += multiLine ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == backslash && hashesFollow(hashes, from: 1) {
                index += 1 + hashes
                if byte(0) == openParenthesis {
                    isCode[index] = true
                    index += 1
                    scanCode(untilClosingParenthesis: true)
                    if index < bytes.count { isCode[index] = true }
                }
                index += 1
            } else if current == quote, !multiLine || (byte(1) == quote && byte(2) == quote),
                      hashesFollow(hashes, from: multiLine ? 3 : 1) {
                index += (multiLine ? 3 : 1) + hashes
                return
            } else if current == newline && !multiLine {
                return   // an unterminated string ends at the line, as the compiler would complain there
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == hash }
    }

    /// The index just past the bracket that closes the one at `open`
    /// (`{`/`}` or `(`/`)`), counting only code; `nil` when it is never closed.
    func closing(from open: Int) -> Int? {
        let opener = bytes[open]
        let closer = opener == openBrace ? closeBrace : closeParenthesis
        var depth = 0
        for position in open..<bytes.count where isCode[position] {
            if bytes[position] == opener { depth += 1 }
            if bytes[position] == closer {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
        }
        return nil
    }

    /// Where `word` occurs as a whole word in code, from `start`.
    func occurrences(of word: String, from start: Int = 0) -> [Int] {
        let pattern = Array(word.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return [] }
        var found: [Int] = []
        var position = start
        while position + pattern.count <= bytes.count {
            if isCode[position], bytes[position] == pattern[0], Array(bytes[position..<position + pattern.count]) == pattern,
               position == 0 || !Self.isIdentifier(bytes[position - 1]) || pattern[0] == hash,
               position + pattern.count == bytes.count || !Self.isIdentifier(bytes[position + pattern.count]) {
                found.append(position)
                position += pattern.count
            } else {
                position += 1
            }
        }
        return found
    }

    /// The first code byte at or after `start` that is not white space.
    func nextCode(from start: Int) -> Int? {
        var position = start
        while position < bytes.count {
            if isCode[position] && !Self.isSpace(bytes[position]) { return position }
            position += 1
        }
        return nil
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
}

let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
let newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")")
let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
