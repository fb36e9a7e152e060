// In the engine, not beside `Button`, because a displayable's interaction carries its
// button's role (`Interaction.buttonRole`) for dialogs' default and cancel keys.
/// What a button does, when it matters to how it looks.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or destroys something: drawn in red.
    case destructive
    /// Backs out of an action.
    case cancel
}
