@_spi(TrellisExtension) import TrellisCore

/// Multi-line text kept as lines, with a caret and a selection.
///
/// An edit rebuilds only the lines it touches, so typing into a megabyte of
/// text costs about as much as typing into one line of it.
package struct TextDocument: Equatable, Sendable {
    /// The lines, without their line breaks; there is always at least one.
    package private(set) var lines: [String]
    /// Where the selection started; equal to `caret` when nothing is selected.
    package private(set) var anchor = TextPosition.start
    /// Where the caret is.
    package private(set) var caret = TextPosition.start

    /// `text`, split into lines, with the caret at its start.
    package init(_ text: String = "") {
        lines = Self.lines(of: text)
    }

    /// The lines of `text`; a line break (`\n`, `\r\n` or `\r`) ends a line.
    package static func lines(of text: String) -> [String] {
        // Bytes, not characters: finding breaks in a megabyte must not cost grapheme breaking.
        let bytes = text.utf8
        var lines: [String] = []
        var start = bytes.startIndex, index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
            index = bytes.index(after: index)
            if byte == 0x0D, index != bytes.endIndex, bytes[index] == 0x0A { index = bytes.index(after: index) }
            start = index
        }
        if lines.isEmpty { return [text] }
        lines.append(String(decoding: bytes[start..<bytes.endIndex], as: UTF8.self))
        return lines
    }

    /// The whole text, lines joined by `\n`.
    package var text: String { lines.count == 1 ? lines[0] : lines.joined(separator: "\n") }
    /// The selected range; empty when nothing is selected.
    package var selection: Range<TextPosition> { min(anchor, caret)..<max(anchor, caret) }
    /// The last place in the text.
    package var end: TextPosition { TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count) }
    /// How many characters line `line` has.
    package func length(of line: Int) -> Int { lines[line].count }

    /// The text between two places.
    package func text(in range: Range<TextPosition>) -> String {
        let start = clamped(range.lowerBound), end = clamped(range.upperBound)
        if start.line == end.line {
            return String(lines[start.line].dropFirst(start.column).prefix(end.column - start.column))
        }
        var pieces = [String(lines[start.line].dropFirst(start.column))]
        pieces.append(contentsOf: lines[(start.line + 1)..<end.line])
        pieces.append(String(lines[end.line].prefix(end.column)))
        return pieces.joined(separator: "\n")
    }

    /// The selected text.
    package var selectedText: String { text(in: selection) }

    /// `position` moved inside the text.
    package func clamped(_ position: TextPosition) -> TextPosition {
        let line = min(max(position.line, 0), lines.count - 1)
        return TextPosition(line: line, column: min(max(position.column, 0), length(of: line)))
    }

    /// Replaces `range` with `string`, leaving the caret after it; returns the
    /// lines replaced and how many lines took their place.
    @discardableResult
    package mutating func replace(_ range: Range<TextPosition>, with string: String) -> LineReplacement {
        let start = clamped(range.lowerBound), end = clamped(range.upperBound)
        let head = lines[start.line].prefix(start.column)
        let tail = lines[end.line].dropFirst(end.column)
        let inserted = Self.lines(of: string)
        var replacement: [String]
        if inserted.count == 1 {
            replacement = [String(head) + inserted[0] + String(tail)]
        } else {
            replacement = inserted
            replacement[0] = String(head) + replacement[0]
            replacement[replacement.count - 1] += String(tail)
        }
        lines.replaceSubrange(start.line...end.line, with: replacement)
        caret = start.advanced(over: string)
        anchor = caret
        return LineReplacement(replaced: start.line..<(end.line + 1), count: replacement.count)
    }

    /// Types `string` over the selection.
    @discardableResult
    package mutating func insert(_ string: String) -> LineReplacement {
        replace(selection, with: string)
    }

    /// Moves the caret to `position`; with `extending`, the selection grows or shrinks with it.
    package mutating func moveCaret(to position: TextPosition, extending: Bool = false) {
        caret = clamped(position)
        if !extending { anchor = caret }
    }

    /// Selects `range`, the caret at its end.
    package mutating func select(_ range: Range<TextPosition>) {
        anchor = clamped(range.lowerBound)
        caret = clamped(range.upperBound)
    }

    /// The place one character before `position`, across line breaks.
    package func before(_ position: TextPosition) -> TextPosition {
        if position.column > 0 { return TextPosition(line: position.line, column: position.column - 1) }
        if position.line > 0 { return TextPosition(line: position.line - 1, column: length(of: position.line - 1)) }
        return position
    }

    /// The place one character after `position`, across line breaks.
    package func after(_ position: TextPosition) -> TextPosition {
        if position.column < length(of: position.line) { return TextPosition(line: position.line, column: position.column + 1) }
        if position.line < lines.count - 1 { return TextPosition(line: position.line + 1, column: 0) }
        return position
    }

    /// Replaces the text from outside (a binding changed), keeping the caret within it.
    package mutating func reset(to text: String) {
        lines = Self.lines(of: text)
        caret = clamped(caret)
        anchor = clamped(anchor)
    }
}

/// Which lines an edit replaced, so cached layouts of the others can be kept.
package struct LineReplacement: Equatable, Sendable {
    /// The lines as they were numbered before the edit.
    package var replaced: Range<Int>
    /// How many lines stand in their place.
    package var count: Int
}
