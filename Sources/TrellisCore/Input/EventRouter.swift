/// Routes input events: pointer events to what is under the pointer, keys and
/// text to what has keyboard focus, and Tab between focusable controls.
@MainActor
package final class EventRouter {
    private weak var pressed: LayoutNode?
    /// The list whose row the press is in, when a click there also selects the row (`ListLayout.selectingList`).
    private weak var pressedList: ListLayout?
    private var pressLocation = Point.zero
    /// Where a press in progress last was, for ending a drag the window let go of.
    private var lastPointerWhilePressed = Point.zero
    private var isDragging = false
    private weak var hovered: LayoutNode?
    private weak var lastTapped: LayoutNode?
    private var tapsInARow = 0
    private var lastTapFrame = 0
    /// The displayable with keyboard focus.
    package internal(set) weak var focused: LayoutNode?
    /// The views a screen reader was sent to that take no keyboard focus (an
    /// `.accessibilityFocused` text); cleared when keyboard focus moves, which the reader follows.
    package internal(set) weak var readerFocus: LayoutNode?
    /// How many times keyboard or reader focus moved: a screen reader hears of a
    /// move even when nothing on the screen changes with it (a focused text draws no ring).
    package internal(set) var focusMoves = 0
    /// Whether focus moved by keyboard since the last click: what decides if a ring shows.
    var focusIsVisible = true
    /// Set while a click moves focus, which the control it lands on learns.
    var isFocusingByPointer = false
    /// The frame number, for telling double taps from two single taps.
    package var frame = 0
    /// The pointer shape for what is under the pointer.
    package private(set) var cursor = Cursor.arrow
    /// The modifier keys held at the pointer event being handled; the backend
    /// sets it, as pointer events do not carry them.
    package var pointerModifiers: KeyModifiers = []
    private var rest = PointerRest()
    private var drags = DragAndDrop()

    /// Whether frames must keep coming to tell when the pointer rests (for tooltips).
    package var isWatchingPointerRest: Bool { rest.isWaiting }

    /// Shows the tooltip of what the pointer rests on, once it has rested long enough.
    package func tick(frame: Int, root: LayoutNode) {
        rest.tick(frame: frame, root: root)
    }

    package init() {}

    /// Delivers `event` to the layout tree under `root`.
    ///
    /// While a presentation that captures input is shown, input goes only to
    /// it: a press outside its card dismisses it (unless that is disabled) and
    /// goes no further, and keys, shortcuts and Tab stay inside it.
    package func handle(_ event: Event, root: LayoutNode) {
        let presentation = (root as? WindowLayout)?.presentations.inputOwner
        let root = presentation ?? root
        switch event {
        case let .pointerDown(point, button):
            rest.interrupt()
            if let presentation, !presentation.cardContains(point) {
                presentation.requestInteractiveDismiss()
                return
            }
            // Other buttons belong to features that ask for them, such as context menus.
            if button == .primary { pointerDown(at: point, root: root) }
            if button == .secondary { ContextMenuLayout.innermost(at: point, in: root)?.open(at: point) }
        case .pointerMove(let point):
            rest.moved(to: point, frame: frame, root: root)
            drags.externalPointerMoved(to: point, root: root)
            pointerMove(to: point, root: root)
        case let .pointerUp(point, button):
            if button == .primary { pointerUp(at: point, root: root) }
        case .pointerLeave:
            rest.moved(to: nil, frame: frame, root: root)
            endHover()
        case .windowFocusOut, .windowClose:
            // The button-up may go to another window, so let go now rather than never.
            abandonPress()
            endHover()
        case .windowFocusIn, .windowResize:
            break
        case .dropBegin(let point):
            drags.externalDropBegan(at: point, root: root)
        case let .drop(payload, point):
            drags.externalDrop(payload, at: point, root: root)
        case .dropComplete:
            drags.externalDropCompleted()
        case let .dragOver(kind, point):
            drags.externalDragMoved(offering: kind, to: point, root: root)
        case let .scroll(dx, dy, point):
            // A view that scrolls itself (a text editor) takes the wheel before the scroll view around it.
            if let target = HitTesting.target(at: point, in: root, where: { $0.onScroll != nil }),
               target.interaction?.onScroll?(dx, dy) == true { return }
            var scrollable = scrollTarget(at: point, in: root)
            // The innermost scroll view that can still move takes the wheel.
            while let current = scrollable, !current.scroll(by: dx, dy) {
                scrollable = current.enclosingScrollLayout
            }
        case let .keyDown(key, modifiers):
            // A key between two clicks makes them two clicks, not a double-click.
            lastTapped = nil
            if key == .escape, drags.isDragging {
                // Escape calls off a drag of items; the press is over too, so its release taps nothing.
                drags.cancel()
                pressed = nil
                return
            }
            rest.interrupt()
            showFocusRing()
            keyDown(key, modifiers, root: root, presentation: presentation)
        case .keyUp:
            break
        case .textInput(let text):
            lastTapped = nil
            // Typing with nothing focused goes nowhere, on purpose; nor does it reach behind a presentation.
            if let target = focused, Self.isInside(target, root) { target.interaction?.onText?(text) }
        case let .textEditing(text, start, length):
            if let target = focused, Self.isInside(target, root) { target.interaction?.onComposition?(text, start, length) }
        }
    }

    private func pointerDown(at point: Point, root: LayoutNode) {
        guard let target = HitTesting.target(at: point, in: root, where: \.respondsToPointer) else { return }
        pressed = target
        pressLocation = point
        lastPointerWhilePressed = point
        isDragging = false
        target.interaction?.pressModifiers = pointerModifiers
        drags.pressBegan(on: target)
        if target.interaction?.isFocusable == true {
            focusIsVisible = false
            isFocusingByPointer = true
            focus(target)
            isFocusingByPointer = false
        }
        target.interaction?.onPressChange?(true)
        target.interaction?.onPressAt?(point)
        pressedList = ListLayout.selectingList(around: target)
        if let list = pressedList, let interaction = list.interaction {
            interaction.pressModifiers = pointerModifiers
            interaction.onPressAt?(point)
        }
    }

    private func pointerMove(to point: Point, root: LayoutNode) {
        if pressed != nil { lastPointerWhilePressed = point }
        if let target = pressed {
            let wasDragging = drags.isDragging
            if drags.pressedPointerMoved(to: point, pressedAt: pressLocation, root: root) {
                // The press became a drag of items: what was pressed lets go without a tap.
                if !wasDragging { target.interaction?.onPressChange?(false) }
                cursor = .arrow
                return
            }
        }
        if let target = pressed, let onDrag = target.interaction?.onDrag {
            isDragging = isDragging || abs(point.x - pressLocation.x) + abs(point.y - pressLocation.y) >= 2
            if isDragging { onDrag(DragValue(startLocation: pressLocation, location: point), false) }
        }
        if let menu = root as? PresentationLayout, menu.placement.isMenu,
           let item = HitTesting.target(at: point, in: menu, where: \.isFocusable) {
            // In a menu the pointer and the arrow keys move the same highlight.
            focus(item)
        }
        let over = HitTesting.target(at: point, in: root) { $0.onHover != nil || $0.cursor != nil }
        if over !== hovered {
            hovered?.interaction?.onHover?(false)
            over?.interaction?.onHover?(true)
            hovered = over
        }
        cursor = over?.interaction?.cursor ?? .arrow
    }

    private func pointerUp(at point: Point, root: LayoutNode) {
        guard let target = pressed, let interaction = target.interaction else { return }
        pressed = nil
        if drags.pressEnded(at: point, root: root) { return }
        interaction.onPressChange?(false)
        if isDragging, let onDrag = interaction.onDrag {
            onDrag(DragValue(startLocation: pressLocation, location: point), true)
            return
        }
        // A row the press began on may have left the list while it was held
        // and wait, whole, for another element (`LazyRows+Parking`): it taps nothing.
        guard target.frame.contains(point) || ListLayout.rowAround(target, holds: point), Self.isInside(target, root) else { return }
        pressedList?.interaction?.onTap?(1)
        guard let onTap = interaction.onTap else { return }
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
        let wasDragging = drags.isDragging
        drags.cancel()
        if wasDragging { return }
        target.interaction?.onPressChange?(false)
        if isDragging { target.interaction?.onDrag?(DragValue(startLocation: pressLocation, location: lastPointerWhilePressed), true) }
        isDragging = false
    }

    private func endHover() {
        hovered?.interaction?.onHover?(false)
        hovered = nil
        cursor = .arrow
    }

    private func keyDown(_ key: Key, _ modifiers: KeyModifiers, root: LayoutNode, presentation: PresentationLayout?) {
        // In a text field, plain and shifted keys type or edit; there only chords
        // with Ctrl, Alt or Super are shortcuts. Escape and Tab are never text.
        let fieldTakesKey = focused?.interaction?.acceptsText == true && modifiers.isSubset(of: .shift)
            && key != .escape && key != .tab
        let textFieldFocused = focused?.interaction?.acceptsText == true
        if !fieldTakesKey && KeyboardShortcuts.trigger(key, modifiers, in: root, textFieldFocused: textFieldFocused) { return }
        if let presentation, !fieldTakesKey {
            if presentation.onKey?(key, modifiers, focused) == true { return }
            // Menus move their highlight with the arrows, as Tab would.
            if presentation.placement.isMenu, modifiers.isEmpty, key == .up || key == .down {
                moveFocus(backwards: key == .up, root: root)
                return
            }
        }
        // An editor takes Tab as text, and Shift+Tab as nothing, as a Mac's text
        // view does (it is no field editor); Ctrl+Tab and Ctrl+Shift+Tab move on.
        if key == .tab, modifiers.isSubset(of: .shift), let interaction = focused?.interaction, interaction.keepsTab,
           interaction.allowsInput {
            if modifiers.isEmpty { interaction.onText?("\t") }
            return
        }
        if key == .tab {
            moveFocus(backwards: modifiers.contains(.shift), root: root)
            return
        }
        if key == .function(6), modifiers.isSubset(of: .shift) {
            moveFocusSection(backwards: modifiers.contains(.shift), root: root)
            return
        }
        guard let target = focused, Self.isInside(target, root), let interaction = target.interaction else { return }
        if key == .escape && interaction.acceptsText {
            // A field may use Escape itself (a search field clears); else an
            // `.onExitCommand` around it runs; otherwise Escape leaves it.
            if interaction.onKey?(key, modifiers) != true && !runCommand(key, modifiers, from: target) { focus(nil) }
            return
        }
        if interaction.onKey?(key, modifiers) == true {
            // Return submits the field, then confirms the dialog, as on a desktop.
            if fieldTakesKey && key == .enter && !interaction.keepsReturn { _ = KeyboardShortcuts.trigger(key, modifiers, in: root) }
            return
        }
        if runCommand(key, modifiers, from: target) { return }
        if (key == .space || key == .enter), let onTap = interaction.onTap, interaction.allowsInput { onTap(1) }
    }

    /// Keyboard use shows the ring of a control a click focused, from then on.
    private func showFocusRing() {
        focusIsVisible = true
        guard let target = focused, let interaction = target.interaction, !interaction.showsFocusRing else { return }
        interaction.showsFocusRing = true
        target.contentDidChange()
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
