/// How far a scene's windows can be resized, judged by their content's size.
public struct WindowResizability: Hashable, Sendable {
    enum Rule: Hashable, Sendable {
        case automatic, contentSize, contentMinSize
    }
    let rule: Rule

    /// Settings windows follow their content's size; other windows keep at least their content's minimum.
    public static let automatic = WindowResizability(rule: .automatic)
    /// The window can be no smaller than the content's minimum and no larger than its maximum.
    public static let contentSize = WindowResizability(rule: .contentSize)
    /// The window can be no smaller than the content's minimum, and as large as the screen.
    public static let contentMinSize = WindowResizability(rule: .contentMinSize)
}
