@_spi(TrellisExtension) import TrellisCore

/// One change to the text, and what it takes to take it back.
package struct TextChange: Equatable, Sendable {
    /// Where the change starts.
    package var start: TextPosition
    /// The text that was there.
    package var removed: String
    /// The text put in its place.
    package var inserted: String
    /// The selection before the change, given back by undo.
    package var selectionBefore: Range<TextPosition>
    /// Whether the caret was at the start of the selection before the change.
    package var caretWasAtStart: Bool
}

/// Undo and redo for a text editor.
///
/// As in a Mac text view, typing is grouped: letters typed one after another
/// are one step up to the end of a word (so "hello world" undoes as "world",
/// then "hello "), and so are runs of Backspace or Delete. Moving the caret,
/// clicking, pasting or cutting starts a new step.
package struct EditHistory: Sendable {
    /// What a change was made by, for grouping.
    package enum Kind: Sendable {
        case typing, deletingBackward, deletingForward, other
    }

    private var undoStack: [TextChange] = []
    private var redoStack: [TextChange] = []
    private var lastKind = Kind.other
    private var groupIsOpen = false
    /// How many steps are kept; the oldest are forgotten first.
    private static let limit = 500

    package init() {}

    package var canUndo: Bool { !undoStack.isEmpty }
    package var canRedo: Bool { !redoStack.isEmpty }

    /// Notes `change`, joining it to the last step when it continues it.
    package mutating func record(_ change: TextChange, kind: Kind) {
        redoStack.removeAll()
        if groupIsOpen, kind == lastKind, var last = undoStack.last, Self.join(&last, change, kind) {
            undoStack[undoStack.count - 1] = last
        } else {
            undoStack.append(change)
            if undoStack.count > Self.limit { undoStack.removeFirst() }
        }
        lastKind = kind
        groupIsOpen = kind != .other
    }

    /// The next change starts a step of its own.
    package mutating func closeGroup() { groupIsOpen = false }

    /// Forgets everything, as when the text is replaced from outside.
    package mutating func clear() {
        undoStack.removeAll()
        redoStack.removeAll()
        groupIsOpen = false
    }

    /// Takes the last step back in `document`; returns the change undone.
    package mutating func undo(in document: inout TextDocument) -> LineReplacement? {
        guard let change = undoStack.popLast() else { return nil }
        groupIsOpen = false
        let replacement = document.replace(change.start..<change.start.advanced(over: change.inserted), with: change.removed)
        let selection = change.selectionBefore
        if change.caretWasAtStart { document.select(selection.upperBound..<selection.lowerBound) } else { document.select(selection) }
        redoStack.append(change)
        return replacement
    }

    /// Makes the last undone step again; returns the change redone.
    package mutating func redo(in document: inout TextDocument) -> LineReplacement? {
        guard let change = redoStack.popLast() else { return nil }
        groupIsOpen = false
        let replacement = document.replace(change.start..<change.start.advanced(over: change.removed), with: change.inserted)
        undoStack.append(change)
        return replacement
    }

    /// Joins `next` to `last` when it carries on where `last` stopped.
    private static func join(_ last: inout TextChange, _ next: TextChange, _ kind: Kind) -> Bool {
        switch kind {
        case .typing:
            guard next.removed.isEmpty, last.start.advanced(over: last.inserted) == next.start else { return false }
            // A word typed after a space is a step of its own.
            if let previous = last.inserted.last, previous.isWhitespace,
               let first = next.inserted.first, !first.isWhitespace { return false }
            last.inserted += next.inserted
        case .deletingBackward:
            guard next.inserted.isEmpty, next.start.advanced(over: next.removed) == last.start else { return false }
            last.removed = next.removed + last.removed
            last.start = next.start
        case .deletingForward:
            guard next.inserted.isEmpty, next.start == last.start else { return false }
            last.removed += next.removed
        case .other:
            return false
        }
        return true
    }
}
