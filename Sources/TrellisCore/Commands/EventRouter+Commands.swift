/// The standard commands (Exit, Delete, Copy, Cut, Paste, Move) go to the
/// focused view, then to each view around it, as AppKit's responder chain
/// sends them up from the first responder.
extension EventRouter {
    /// Runs the command `key` with `modifiers` stands for on the innermost view
    /// around `focused` that handles it; returns whether one did.
    func runCommand(_ key: Key, _ modifiers: KeyModifiers, from focused: LayoutNode) -> Bool {
        var current: LayoutNode? = focused
        while let node = current {
            if let handler = node as? CommandHandlerLayout, handler.handler.run(key, modifiers, clipboard: handler.clipboard) {
                return true
            }
            current = node.parent
        }
        return false
    }
}
