/// Whether a window is in use: `.active` while it has the keyboard,
/// `.inactive` while it is shown but another window has it, `.background`
/// while it is minimised.
///
/// Read it with `@Environment(\.scenePhase)`; in a view it is the phase of the
/// window the view is in. Phases order from `.background` up to `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Minimised, or not shown at all.
    case background
    /// Shown, but another window receives the keyboard.
    case inactive
    /// Shown and receiving the keyboard.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    // A lone view (a ViewHost) is shown and has the keyboard.
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the window this view is in; see ``ScenePhase``.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
