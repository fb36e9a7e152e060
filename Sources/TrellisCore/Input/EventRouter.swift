/// Routes input events: pointer events to what is under the pointer, keys and
/// text to what has keyboard focus, and Tab between focusable controls.
@MainActor
package final class EventRouter {
    private weak var pressed: LayoutNode?
    private var pressLocation = Point.zero
    /// Where a press in progress last was, for ending a drag the window let go of.
    private var lastPointerWhilePressed = Point.zero
    private var isDragging = false
    private weak var hovered: LayoutNode?
    private weak var lastTapped: LayoutNode?
    private var tapsInARow = 0
    private var lastTapFrame = 0
    /// The displayable with keyboard focus.
    package private(set) weak var focused: LayoutNode?
    /// The frame number, for telling double taps from two single taps.
    package var frame = 0
    /// The pointer shape for what is under the pointer.
    package private(set) var cursor = Cursor.arrow
    /// The modifier keys held at the pointer event being handled; the backend
    /// sets it, as pointer events do not carry them.
    package var pointerModifiers: KeyModifiers = []

    package init() {}

    /// Delivers `event` to the layout tree under `root`.
    package func handle(_ event: Event, root: LayoutNode) {
        switch event {
        case let .pointerDown(point, button):
            // Other buttons belong to features that ask for them, such as context menus.
            if button == .primary { pointerDown(at: point, root: root) }
        case .pointerMove(let point):
            pointerMove(to: point, root: root)
        case let .pointerUp(point, button):
            if button == .primary { pointerUp(at: point) }
        case .pointerLeave:
            endHover()
        case .windowFocusOut, .windowClose:
            // The button-up may go to another window, so let go now rather than never.
            abandonPress()
            endHover()
        case .windowFocusIn, .windowResize:
            break
        case let .scroll(dx, dy, point):
            var scrollable = scrollTarget(at: point, in: root)
            // The innermost scroll view that can still move takes the wheel.
            while let current = scrollable, !current.scroll(by: dx, dy) {
                scrollable = current.enclosingScrollLayout
            }
        case let .keyDown(key, modifiers):
            keyDown(key, modifiers, root: root)
        case .keyUp:
            break
        case .textInput(let text):
            // Typing with nothing focused goes nowhere, on purpose.
            focused?.interaction?.onText?(text)
        }
    }

    private func pointerDown(at point: Point, root: LayoutNode) {
        guard let target = HitTesting.target(at: point, in: root, where: \.respondsToPointer) else { return }
        pressed = target
        pressLocation = point
        lastPointerWhilePressed = point
        isDragging = false
        target.interaction?.pressModifiers = pointerModifiers
        if target.interaction?.isFocusable == true { focus(target) }
        target.interaction?.onPressChange?(true)
        target.interaction?.onPressAt?(point)
    }

    private func pointerMove(to point: Point, root: LayoutNode) {
        if pressed != nil { lastPointerWhilePressed = point }
        if let target = pressed, let onDrag = target.interaction?.onDrag {
            isDragging = isDragging || abs(point.x - pressLocation.x) + abs(point.y - pressLocation.y) >= 2
            if isDragging { onDrag(DragValue(startLocation: pressLocation, location: point), false) }
        }
        let over = HitTesting.target(at: point, in: root) { $0.onHover != nil || $0.cursor != nil }
        if over !== hovered {
            hovered?.interaction?.onHover?(false)
            over?.interaction?.onHover?(true)
            hovered = over
        }
        cursor = over?.interaction?.cursor ?? .arrow
    }

    private func pointerUp(at point: Point) {
        guard let target = pressed, let interaction = target.interaction else { return }
        pressed = nil
        interaction.onPressChange?(false)
        if isDragging, let onDrag = interaction.onDrag {
            onDrag(DragValue(startLocation: pressLocation, location: point), true)
            return
        }
        guard target.frame.contains(point), let onTap = interaction.onTap else { return }
        // Taps closer than a third of a second (20 frames) count as one multi-tap.
        tapsInARow = target === lastTapped && frame - lastTapFrame <= 20 ? tapsInARow + 1 : 1
        lastTapped = target
        lastTapFrame = frame
        if tapsInARow % interaction.tapCount == 0 { onTap(tapsInARow) }
    }

    /// Ends a press without a tap; a drag ends where the pointer last was.
    private func abandonPress() {
        guard let target = pressed else { return }
        pressed = nil
        target.interaction?.onPressChange?(false)
        if isDragging { target.interaction?.onDrag?(DragValue(startLocation: pressLocation, location: lastPointerWhilePressed), true) }
        isDragging = false
    }

    private func endHover() {
        hovered?.interaction?.onHover?(false)
        hovered = nil
        cursor = .arrow
    }

    private func keyDown(_ key: Key, _ modifiers: KeyModifiers, root: LayoutNode) {
        // In a text field, plain and shifted keys type or edit; there only chords
        // with Ctrl, Alt or Super are shortcuts. Escape and Tab are never text.
        let fieldTakesKey = focused?.interaction?.acceptsText == true && modifiers.isSubset(of: .shift)
            && key != .escape && key != .tab
        if !fieldTakesKey && KeyboardShortcuts.trigger(key, modifiers, in: root) { return }
        if key == .tab {
            moveFocus(backwards: modifiers.contains(.shift), root: root)
            return
        }
        guard let target = focused, let interaction = target.interaction else { return }
        if key == .escape && interaction.acceptsText {
            focus(nil)
            return
        }
        if interaction.onKey?(key, modifiers) == true {
            // Return submits the field, then confirms the dialog, as on a desktop.
            if fieldTakesKey && key == .enter { _ = KeyboardShortcuts.trigger(key, modifiers, in: root) }
            return
        }
        if (key == .space || key == .enter), let onTap = interaction.onTap, interaction.isEnabled() { onTap(1) }
    }

    /// Applies the focus changes `.focused` bindings asked for.
    package func apply(_ requests: [FocusRequest]) {
        for request in requests {
            guard let scope = request.scope else { continue }
            let holdsFocus = focused.map { Self.isInside($0, scope) } ?? false
            if request.wantsFocus && !holdsFocus {
                focus(HitTesting.focusables(in: scope).first)
            } else if !request.wantsFocus && holdsFocus {
                focus(nil)
            }
        }
    }

    private static func isInside(_ node: LayoutNode, _ scope: LayoutNode) -> Bool {
        var current: LayoutNode? = node
        while let candidate = current {
            if candidate === scope { return true }
            current = candidate.parent
        }
        return false
    }

    private static func focusBindings(around node: LayoutNode?) -> [FocusBindingLayout] {
        var result: [FocusBindingLayout] = []
        var current = node
        while let candidate = current {
            if let binding = candidate as? FocusBindingLayout { result.append(binding) }
            current = candidate.parent
        }
        return result
    }

    /// Moves keyboard focus to `target`, or clears it.
    package func focus(_ target: LayoutNode?) {
        guard target !== focused else { return }
        let previous = focused
        focused = target
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
            interaction.onFocusChange?(true)
            target.contentDidChange()
        }
    }

    private func moveFocus(backwards: Bool, root: LayoutNode) {
        let order = HitTesting.focusables(in: root)
        guard !order.isEmpty else { return }
        let current = order.firstIndex { $0 === focused }
        let next: Int = switch current {
        case nil: backwards ? order.count - 1 : 0
        case let index?: (index + (backwards ? order.count - 1 : 1)) % order.count
        }
        focus(order[next])
    }

    /// The innermost scroll view containing `point`.
    package func scrollTarget(at point: Point, in node: LayoutNode) -> ScrollLayout? {
        for child in node.children.reversed() {
            if let target = scrollTarget(at: point, in: child) { return target }
        }
        if let scroll = node as? ScrollLayout, scroll.frame.contains(point) { return scroll }
        return nil
    }
}
