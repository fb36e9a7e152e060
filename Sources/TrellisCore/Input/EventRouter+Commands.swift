/// The standard commands (Exit, Delete, Copy, Cut, Paste, Move) go to the
/// focused view, then to each view around it, as AppKit's responder chain
/// sends them up from the first responder.
extension EventRouter {
    /// Runs the command `key` with `modifiers` stands for on the innermost view
    /// around `focused` that handles it; returns whether one did.
    func runCommand(_ key: Key, _ modifiers: KeyModifiers, from focused: LayoutNode) -> Bool {
        var current: LayoutNode? = focused
        while let node = current {
            if let handler = node as? any CommandResponder, handler.runCommand(key, modifiers) {
                return true
            }
            current = node.parent
        }
        return false
    }
}

/// A layout that answers the standard commands (`.onCopyCommand`, `.onDeleteCommand`,
/// …) for what is inside it: the router asks each one from the focused layout up.
@MainActor
package protocol CommandResponder: AnyObject {
    /// Runs the command `key` with `modifiers` stands for; returns whether it handled it.
    func runCommand(_ key: Key, _ modifiers: KeyModifiers) -> Bool
}
