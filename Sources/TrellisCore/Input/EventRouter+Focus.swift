/// Keyboard focus: moving it, following `.focused` bindings, and handing it
/// to a presentation that appears and back when it goes.
extension EventRouter {
    /// Applies the focus changes `.focused` bindings asked for.
    package func apply(_ requests: [FocusRequest]) {
        for request in requests {
            guard let scope = request.scope else { continue }
            let holdsFocus = focused.map { Self.isInside($0, scope) } ?? false
            // A reader's focus moves the keyboard to a control, as VoiceOver's does by default; on a
            // text it is the reader's alone. Leaving a control, it leaves the keyboard where it is.
            let isReaders = scope is AccessibilityFocusLayout
            if request.wantsFocus && !holdsFocus {
                if let control = HitTesting.focusables(in: scope).first {
                    focus(control)
                } else if isReaders, readerFocus !== scope {
                    moveReaderFocus(to: scope)
                }
            } else if !request.wantsFocus && holdsFocus && !isReaders {
                focus(nil)
            } else if !request.wantsFocus, isReaders, readerFocus === scope {
                readerFocus = nil
            }
        }
    }

    /// Gives a presentation that has just appeared keyboard focus (its first
    /// control, or nothing, so keys do not reach behind it), and gives focus
    /// back to where it was when one goes. Runs after each layout, when frames are known.
    /// Whether a presentation came or went since focus last followed them, so focus must move.
    package func presentationsMoveFocus(in root: LayoutNode) -> Bool {
        guard let layer = (root as? WindowLayout)?.presentations else { return false }
        if let owner = layer.inputOwner, !owner.hasTakenFocus { return true }
        return layer.lastRemoved != nil
    }

    package func followPresentations(in root: LayoutNode) {
        guard let layer = (root as? WindowLayout)?.presentations else { return }
        if let owner = layer.inputOwner, !owner.hasTakenFocus {
            owner.hasTakenFocus = true
            owner.focusBefore = focused
            // A control that asks for the keyboard gets it even where the first control would not
            // (a pop-up menu opens on its choice; a menu from a bar opens with nothing lit).
            let controls = HitTesting.focusables(in: owner)
            let preferred = controls.first { $0.interaction?.takesFocusFirst?() == true }
            focus(preferred ?? (owner.focusesFirstControl ? controls.first : nil))
        } else if let removed = layer.lastRemoved {
            layer.lastRemoved = nil
            // Focus went with the presentation: back to where it was before it.
            if let focused, Self.isInside(focused, removed) {
                focus(removed.focusBefore.flatMap { Self.isInside($0, root) ? $0 : nil })
            }
        }
    }

    static func isInside(_ node: LayoutNode, _ scope: LayoutNode) -> Bool {
        var current: LayoutNode? = node
        while let candidate = current {
            if candidate === scope { return true }
            current = candidate.parent
        }
        return false
    }

    static func focusBindings(around node: LayoutNode?) -> [FocusBindingLayout] {
        var result: [FocusBindingLayout] = []
        var current = node
        while let candidate = current {
            if let binding = candidate as? FocusBindingLayout { result.append(binding) }
            current = candidate.parent
        }
        return result
    }

    /// Sends the reader to `scope`, views that take no keyboard focus, telling the binding it left.
    package func moveReaderFocus(to scope: LayoutNode?) {
        let previous = readerFocus as? AccessibilityFocusLayout
        if readerFocus !== scope {
            focusMoves &+= 1
            // The objects inside both take or lose the reader's focus in the next tree.
            readerFocus?.markAccessibilitySubtree()
            scope?.markAccessibilitySubtree()
            // The control with keyboard focus gives up its focused state to the reader's.
            focused?.markAccessibilityPath()
        }
        readerFocus = scope
        if previous !== scope { previous?.lost() }
        (scope as? AccessibilityFocusLayout)?.gained()
    }

    /// Moves keyboard focus to `target`, or clears it.
    package func focus(_ target: LayoutNode?) {
        guard target !== focused else { return }
        // The reader follows the keyboard away from a text it was sent to.
        if readerFocus != nil, !(target.map { Self.isInside($0, readerFocus!) } ?? false) { moveReaderFocus(to: nil) }
        let previous = focused
        focused = target
        focusMoves &+= 1
        // Focus is a state a reader hears, though a ring may not be drawn for it.
        previous?.markAccessibilityPath()
        target?.markAccessibilityPath()
        let before = Self.focusBindings(around: previous), after = Self.focusBindings(around: target)
        for binding in before where !after.contains(where: { $0 === binding }) { binding.lost() }
        for binding in after where !before.contains(where: { $0 === binding }) { binding.gained() }
        if let previous, let interaction = previous.interaction {
            interaction.isFocused = false
            interaction.onFocusChange?(false)
            previous.contentDidChange()
        }
        if let target, let interaction = target.interaction {
            interaction.isFocused = true
            interaction.isFocusedByPointer = isFocusingByPointer
            // A text field marks its focus wherever it came from: the caret alone is easy to miss.
            interaction.showsFocusRing = focusIsVisible || interaction.acceptsText
            interaction.onFocusChange?(true)
            target.contentDidChange()
        }
    }
}
