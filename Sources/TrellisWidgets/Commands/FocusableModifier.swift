@_spi(TrellisExtension) import TrellisCore

extension View {
    /// Lets this view take keyboard focus, by a click or by Tab, so keys and
    /// commands (`.onMoveCommand`, `.onDeleteCommand`, …) reach it, as
    /// `.focusable()` makes a view a Mac's first responder.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: InteractionModifier { $0.isFocusable = isFocusable })
    }
}
