import Foundation

/// Takes Xcode's previews out of a Swift file: `#Preview { … }` blocks (with
/// or without a name and traits) and types that conform to `PreviewProvider`.
/// They exist for Xcode's canvas alone, and their helpers (`.previewLayout`,
/// `PreviewProvider`) have no meaning in a Linux build.
enum PreviewRemover {
    /// A removed block: what it was, and its first and last line (from 1) in the original file.
    struct Removal: Equatable {
        /// `#Preview` or `PreviewProvider ContentView_Previews`.
        var what: String
        /// The first line removed.
        var firstLine: Int
        /// The last line removed.
        var lastLine: Int
    }

    /// `text` without its previews, and what was removed.
    static func removePreviews(from text: String) -> (text: String, removals: [Removal]) {
        var bytes = Array(text.utf8)
        var removals: [Removal] = []
        // Line numbers refer to the original file: count the lines removed so far.
        var linesRemoved = 0
        while let (range, what) = firstPreview(in: bytes) {
            let first = bytes[..<range.lowerBound].filter { $0 == newline }.count + 1
            let span = bytes[range].filter { $0 == newline }.count
            let last = first + max(span - (bytes[range].last == newline ? 1 : 0), 0)
            removals.append(Removal(what: what, firstLine: first + linesRemoved, lastLine: last + linesRemoved))
            linesRemoved += span
            bytes.removeSubrange(range)
        }
        return (String(decoding: bytes, as: UTF8.self), removals)
    }

    /// The first preview in the file: its byte range, widened to whole lines, and a description.
    private static func firstPreview(in bytes: [UInt8]) -> (Range<Int>, String)? {
        let mask = SwiftCodeMask(String(decoding: bytes, as: UTF8.self))
        let macro = mask.occurrences(of: "#Preview").first
        let provider = mask.occurrences(of: "PreviewProvider").first { declarationStart(before: $0, in: mask) != nil }
        switch (macro, provider) {
        case let (macro?, provider) where provider.map({ macro < $0 }) ?? true:
            guard var end = mask.nextCode(from: macro + "#Preview".utf8.count) else { return nil }
            if bytes[end] == openParenthesis {
                guard let afterArguments = mask.closing(from: end), let brace = mask.nextCode(from: afterArguments) else { return nil }
                end = brace
            }
            guard bytes[end] == openBrace, let close = mask.closing(from: end) else { return nil }
            return (wholeLines(macro..<close, in: bytes), "#Preview")
        case let (_, provider?):
            guard let (start, name) = declarationStart(before: provider, in: mask),
                  let brace = (provider..<bytes.count).first(where: { mask.isCode[$0] && bytes[$0] == openBrace }),
                  let close = mask.closing(from: brace) else { return nil }
            return (wholeLines(attributesStart(before: start, in: bytes)..<close, in: bytes), "PreviewProvider \(name)")
        default:
            return nil
        }
    }

    /// The `struct`/`class`/`enum`/`extension` keyword whose inheritance clause
    /// holds the `PreviewProvider` at `position`, and the type's name.
    private static func declarationStart(before position: Int, in mask: SwiftCodeMask) -> (Int, String)? {
        for keyword in ["struct", "extension", "class", "enum"] {
            guard let start = mask.occurrences(of: keyword).last(where: { $0 < position }) else { continue }
            let between = mask.bytes[start..<position]
            if between.contains(openBrace) || between.contains(closeBrace) { continue }
            let nameBytes = between.dropFirst(keyword.utf8.count).drop { SwiftCodeMask.isSpace($0) }.prefix { SwiftCodeMask.isIdentifier($0) || $0 == UInt8(ascii: ".") }
            return (start, String(decoding: nameBytes, as: UTF8.self))
        }
        return nil
    }

    /// Widens a declaration's start over attribute lines (`@available(…)`) and
    /// modifiers (`private`) that come before it.
    private static func attributesStart(before start: Int, in bytes: [UInt8]) -> Int {
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != newline { lineStart -= 1 }
        var result = start
        let prefix = String(decoding: bytes[lineStart..<start], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let modifiers: Set<Substring> = ["private", "fileprivate", "internal", "public", "final"]
        if prefix.split(separator: " ").allSatisfy({ modifiers.contains($0) }) { result = lineStart }
        while result > 0 {
            var previous = result - 1
            while previous > 0, bytes[previous - 1] != newline { previous -= 1 }
            let line = String(decoding: bytes[previous..<(result - 1)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("@") else { break }
            result = previous
        }
        return result
    }

    /// The range grown to start at its line's beginning when only spaces come
    /// before it, and to swallow the rest of its last line when only spaces follow.
    private static func wholeLines(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        var probe = start
        while probe > 0, bytes[probe - 1] == 32 || bytes[probe - 1] == 9 { probe -= 1 }
        if probe == 0 || bytes[probe - 1] == newline { start = probe }
        probe = end
        while probe < bytes.count, bytes[probe] == 32 || bytes[probe] == 9 || bytes[probe] == 13 { probe += 1 }
        if probe == bytes.count || bytes[probe] == newline { end = min(probe + 1, bytes.count) }
        return start..<end
    }
}
