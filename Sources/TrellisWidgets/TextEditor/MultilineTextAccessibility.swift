@_spi(TrellisExtension) import TrellisCore

/// A multi-line box as a reader sees it: an editor (GTK's text role) or a
/// vertical field (an entry), several lines of editable text with its caret
/// and selection, whose whole text a reader can replace as typing would.
extension MultilineTextLayout {
    /// The box's accessible facts: `placeholder` names a vertical field, as a
    /// single-line field's placeholder names it; an editor has no name of its own.
    func accessibility(placeholder: String) -> ControlAccessibility {
        let lines = document.lines
        // Offsets count Unicode scalars, as AT-SPI does; a line break is one.
        func scalars(at position: TextPosition) -> Int {
            guard lines.indices.contains(position.line) else { return 0 }
            let before = lines[..<position.line].reduce(0) { $0 + $1.unicodeScalars.count + 1 }
            return before + lines[position.line].prefix(position.column).unicodeScalars.count
        }
        let selection = document.selection
        let isEditor = if case .fills = sizing { true } else { false }
        return ControlAccessibility(role: isEditor ? .text : .entry, name: placeholder, value: lines.joined(separator: "\n"),
                                    editable: true, tapAction: nil, isMultiLine: true,
                                    caret: (scalars(at: document.caret), scalars(at: selection.lowerBound)..<scalars(at: selection.upperBound)),
                                    replaceText: { [weak self] text in self?.replaceAll(with: text) },
                                    select: { [weak self] range in self?.select(scalars: range) })
    }

    /// Selects the Unicode scalars `range` (an empty range puts the caret there), as a drag would.
    func select(scalars range: Range<Int>) {
        let start = position(ofScalar: range.lowerBound), end = position(ofScalar: range.upperBound)
        moveCaret(to: start, extending: false)
        if end != start { moveCaret(to: end, extending: true) }
    }

    /// The place of scalar `offset`, counting a line break as one; a place
    /// inside a character goes to the start of that character.
    private func position(ofScalar offset: Int) -> TextPosition {
        var left = max(offset, 0)
        for (number, line) in document.lines.enumerated() {
            let scalars = line.unicodeScalars.count
            if left <= scalars {
                var column = 0, counted = 0
                for character in line {
                    let next = counted + character.unicodeScalars.count
                    if next > left { break }
                    counted = next
                    column += 1
                }
                return TextPosition(line: number, column: column)
            }
            left -= scalars + 1
        }
        let last = document.lines.count - 1
        return TextPosition(line: last, column: document.lines[last].count)
    }

    /// Replaces the whole text with `text`, as selecting all and typing would: one step to undo.
    func replaceAll(with text: String) {
        let last = document.lines.count - 1
        document.select(TextPosition.start..<TextPosition(line: last, column: document.lines[last].count))
        type(text)
    }
}
