@_spi(TrellisExtension) import TrellisCore

/// What keys, typing, the pointer and the wheel do to a multi-line text box.
extension MultilineTextLayout {
    /// Whether Return inserts a line break (an editor) rather than submitting (a field).
    private var returnSubmits: Bool { if case .grows = sizing { true } else { false } }

    // MARK: Edits

    /// Replaces the selection with `string`, as one step of `kind` for undo.
    func replaceSelection(with string: String, kind: EditHistory.Kind) {
        replace(document.selection, with: string, kind: kind)
    }

    private func replace(_ range: Range<TextPosition>, with string: String, kind: EditHistory.Kind) {
        guard !(range.isEmpty && string.isEmpty) else { return }
        let change = TextChange(start: range.lowerBound, removed: document.text(in: range), inserted: string,
                                selectionBefore: document.selection, caretWasAtStart: document.caret < document.anchor)
        let replacement = document.replace(range, with: string)
        history.record(change, kind: kind)
        linesDidChange(replacement)
    }

    /// Text typed (and committed by the input method, if composing).
    package func type(_ text: String) {
        composition = nil
        replaceSelection(with: text, kind: .typing)
    }

    /// The input method's composition changed; an empty one ends it.
    package func compose(_ text: String, cursor: Int) {
        if !text.isEmpty, !document.selection.isEmpty { replaceSelection(with: "", kind: .other) }
        composition = text.isEmpty ? nil : Composition(text: text, cursor: cursor)
    }

    package func undo() {
        if let replacement = history.undo(in: &document) { linesDidChange(replacement) }
    }

    package func redo() {
        if let replacement = history.redo(in: &document) { linesDidChange(replacement) }
    }

    // MARK: Moving the caret

    /// Moves the caret to `position`; with `extending`, the selection follows.
    func moveCaret(to position: TextPosition, extending: Bool, keepingColumn: Bool = false) {
        let x = preferredX
        // The caret leaves an unfinished composition behind, as the input method abandons it.
        composition = nil
        document.moveCaret(to: position, extending: extending)
        history.closeGroup()
        preferredX = keepingColumn ? x : nil
        caretDidChange(reveal: true)
    }

    /// A double-click selects the word at the caret (the press put it there), a triple-click its line.
    package func selectByClicks(_ taps: Int) {
        let caret = document.caret
        guard taps >= 2 else { return }
        let range = taps == 2 ? document.word(at: caret)
            : TextPosition(line: caret.line, column: 0)..<TextPosition(line: caret.line, column: document.length(of: caret.line))
        composition = nil
        document.select(range)
        history.closeGroup()
        caretDidChange(reveal: true)
    }

    /// The place `rows` rows above (negative) or below the caret, at the column the caret keeps to.
    private func position(rowsFromCaret rows: Int) -> TextPosition {
        let caret = point(of: document.caret)
        let x = preferredX ?? caret.x
        let y = caret.y + Double(rows) * rowHeight
        if y < 0 { return .start }
        if y >= contentHeight { return document.end }
        return position(at: Point(x: x, y: y + rowHeight / 2))
    }

    /// Moves by `rows` rows, keeping the caret's x as it goes.
    private func moveVertically(by rows: Int, extending: Bool) {
        let x = preferredX ?? point(of: document.caret).x
        let target = position(rowsFromCaret: rows)
        preferredX = x
        moveCaret(to: target, extending: extending, keepingColumn: true)
    }

    /// The start (or end) of the caret's row.
    private func rowEdge(end: Bool) -> TextPosition {
        let line = document.caret.line
        let wrapping = wrapping(of: line)
        let range = wrapping.rows[wrapping.row(of: displayColumn(of: document.caret))]
        // The end of a wrapped row is just before the space it wraps at.
        let column = end ? (range.upperBound < wrapping.count ? max(range.upperBound - 1, range.lowerBound) : range.upperBound)
                         : range.lowerBound
        return TextPosition(line: line, column: min(column, document.length(of: line)))
    }

    // MARK: Keys

    /// A key went down while focused; returns whether it was used.
    package func handleKey(_ key: Key, _ modifiers: KeyModifiers, clipboard: (any ClipboardStore)?) -> Bool {
        let extending = modifiers.contains(.shift)
        let shortcut = modifiers.contains(.control) || modifiers.contains(.command)
        let selection = document.selection
        switch key {
        case .left where shortcut:
            moveCaret(to: document.wordBoundary(from: document.caret, forward: false), extending: extending)
        case .right where shortcut:
            moveCaret(to: document.wordBoundary(from: document.caret, forward: true), extending: extending)
        case .backspace where shortcut && selection.isEmpty:
            guard isEnabled else { return true }
            replace(document.wordBoundary(from: document.caret, forward: false)..<document.caret, with: "", kind: .other)
        case .delete where shortcut && selection.isEmpty:
            guard isEnabled else { return true }
            replace(document.caret..<document.wordBoundary(from: document.caret, forward: true), with: "", kind: .other)
        case .left:
            if !extending && !selection.isEmpty { moveCaret(to: selection.lowerBound, extending: false) } else {
                moveCaret(to: document.before(document.caret), extending: extending)
            }
        case .right:
            if !extending && !selection.isEmpty { moveCaret(to: selection.upperBound, extending: false) } else {
                moveCaret(to: document.after(document.caret), extending: extending)
            }
        case .up: moveVertically(by: -1, extending: extending)
        case .down: moveVertically(by: 1, extending: extending)
        case .pageUp, .pageDown:
            let rows = max(Int(viewportHeight / rowHeight) - 1, 1) * (key == .pageUp ? -1 : 1)
            scroll(by: Double(rows) * rowHeight)
            moveVertically(by: rows, extending: extending)
        case .home: moveCaret(to: shortcut ? .start : rowEdge(end: false), extending: extending)
        case .end: moveCaret(to: shortcut ? document.end : rowEdge(end: true), extending: extending)
        case .backspace:
            guard isEnabled else { return true }
            if selection.isEmpty {
                replace(document.before(document.caret)..<document.caret, with: "", kind: .deletingBackward)
            } else {
                replaceSelection(with: "", kind: .other)
            }
        case .delete:
            guard isEnabled else { return true }
            if selection.isEmpty {
                replace(document.caret..<document.after(document.caret), with: "", kind: .deletingForward)
            } else {
                replaceSelection(with: "", kind: .other)
            }
        case .enter:
            // On a Mac a field submits on Return and takes a line break with Option-Return.
            if returnSubmits && !modifiers.contains(.option) {
                onSubmit?()
            } else {
                replaceSelection(with: "\n", kind: .other)
            }
        case .character(let character) where shortcut:
            return handleShortcut(Character(character.lowercased()), shift: extending, clipboard: clipboard)
        default:
            return false
        }
        return true
    }

    private func handleShortcut(_ character: Character, shift: Bool, clipboard: (any ClipboardStore)?) -> Bool {
        switch character {
        case "a":
            document.select(.start..<document.end)
            caretDidChange(reveal: false)
        case "c":
            if !document.selection.isEmpty { clipboard?.text = document.selectedText }
        case "x":
            guard !document.selection.isEmpty else { return true }
            clipboard?.text = document.selectedText
            replaceSelection(with: "", kind: .other)
        case "v":
            if let pasted = clipboard?.text { replaceSelection(with: pasted, kind: .other) }
        case "z":
            if shift { redo() } else { undo() }
        case "y":
            redo()
        default:
            return false
        }
        return true
    }

    // MARK: The pointer

    /// A press at window point `location`: the caret goes there (Shift extends the selection).
    package func press(at location: Point, extending: Bool) {
        composition = nil
        moveCaret(to: position(at: textPoint(location)), extending: extending)
    }

    /// A drag to window point `location` selects from where it started.
    package func drag(to location: Point) {
        moveCaret(to: position(at: textPoint(location)), extending: true)
    }

    /// The wheel turned by `dy` points; returns whether the text moved.
    package func scrollWheel(by dy: Double) -> Bool {
        scroll(by: dy)
    }
}
