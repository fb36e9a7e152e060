/// Input as the backend delivers it: handlers run at once, and the state they
/// write shows on the next frame.
extension FrameDriver {
    /// Delivers an input event, in target pixels.
    ///
    /// Pointer moves are coalesced: only the last one before another event or
    /// the next frame is delivered, so a flood of motion costs one hit test.
    /// Typed text is joined the same way, until another event or the next
    /// frame, so a burst of typing is one edit rather than one per character.
    package func handle(_ event: Event) {
        ActiveHost.activate(self)
        switch event {
        case .pointerMove:
            deliverPendingText()
            pendingMove = event
        case .textInput(let text):
            deliverPendingMove()
            if pendingText == nil { pendingText = text } else { pendingText?.append(text) }
        default:
            deliverPendingInput()
            deliver(event)
        }
    }

    /// Where typed text goes, in target pixels: the caret of a focused text
    /// editor, or the focused field, so the backend can put the input method's
    /// candidate window beside it; `nil` when nothing focused takes text.
    package var textInputRect: Rect? {
        guard let focused = router.focused, focused.interaction?.acceptsText == true else { return nil }
        let rect = (focused as? any CaretLocating)?.caretFrame ?? focused.frame
        return Rect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// Delivers an input event made while `modifiers` were held: a Ctrl- or
    /// Shift-click. Events delivered by `handle(_:)` count as made with none.
    package func handle(_ event: Event, modifiers: KeyModifiers) {
        deliverPendingInput()
        router.pointerModifiers = modifiers
        handle(event)
        router.pointerModifiers = []
    }

    /// The pointer shape for what is under the pointer.
    package var cursor: Cursor { router.cursor }

    /// Delivers what waits: typed text or a pointer move (never both, as each
    /// arrival delivers the other first).
    package func deliverPendingInput() {
        deliverPendingText()
        deliverPendingMove()
    }

    private func deliverPendingText() {
        guard let text = pendingText else { return }
        pendingText = nil
        deliver(.textInput(text))
    }

    private func deliverPendingMove() {
        guard let move = pendingMove else { return }
        pendingMove = nil
        deliver(move)
    }

    private func deliver(_ event: Event) {
        let event = event.scaled(by: 1 / scale)
        switch event {
        case .windowResize(let newSize):
            // A nonsensical size lays out as an empty window rather than poisoning layout with NaN.
            func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
            resize(to: Size(width: length(newSize.width), height: length(newSize.height)))
        case .windowClose: closeRequested = true
        default: break
        }
        router.frame = frameNumber
        router.handle(event, root: graph.windowLayout)
    }
}
