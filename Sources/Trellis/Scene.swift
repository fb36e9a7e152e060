import TrellisSDL

/// Part of an app's interface, such as a window group.
@MainActor @preconcurrency
public protocol Scene {
    /// Shows this scene until it is closed, or for as many frames as `options` say.
    func _run(options: LaunchOptions) throws
}

/// Builds an app's scenes.
@MainActor @resultBuilder
public enum SceneBuilder {
    /// One scene passes through.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
