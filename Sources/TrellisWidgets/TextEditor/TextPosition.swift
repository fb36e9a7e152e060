@_spi(TrellisExtension) import TrellisCore

/// A place in multi-line text: a line, and a count of characters into it.
///
/// Columns count characters (grapheme clusters), as `TextEditing` does, so
/// the caret never lands inside an emoji or an accented letter.
package struct TextPosition: Comparable, Hashable, Sendable {
    /// The line, counted from 0.
    package var line: Int
    /// Characters from the start of the line.
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first place in any text.
    package static let start = TextPosition(line: 0, column: 0)

    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// Where `text` ends when it is inserted here.
    package func advanced(over text: String) -> TextPosition {
        let pieces = TextDocument.lines(of: text)
        if pieces.count == 1 { return TextPosition(line: line, column: column + text.count) }
        return TextPosition(line: line + pieces.count - 1, column: pieces[pieces.count - 1].count)
    }
}
