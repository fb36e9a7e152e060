import TrellisSDL

/// Part of an app's interface: a group of windows, a single window, or the
/// settings window. Write your own by composing others in `body`, as a view
/// composes views.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scenes this scene is made of.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder var body: Body { get }
}

/// A scene Trellis knows how to show itself, rather than through a body.
@MainActor
protocol PrimitiveScene {
    /// Adds what this scene shows, and the commands it brings, to `list`.
    func collect(into list: inout SceneList)
}

extension Never: Scene {}

extension Scene {
    /// Adds the scenes this one is made of to `list`, in order.
    func collectScenes(into list: inout SceneList) {
        if let primitive = self as? any PrimitiveScene {
            primitive.collect(into: &list)
        } else {
            body.collectScenes(into: &list)
        }
    }

    /// Opens this scene's first window and runs every window's frames until
    /// the last one closes, or for as many frames as `options` say.
    public func _run(options: LaunchOptions) throws {
        var list = SceneList()
        collectScenes(into: &list)
        try SDLScenePlatform.run(list, options: options)
    }
}

/// Builds an app's scenes.
@MainActor @resultBuilder
public enum SceneBuilder {
    /// One scene passes through.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, shown side by side: the first opens at launch.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    /// A scene written as a statement.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes built together by ``SceneBuilder``.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let scenes: (repeat each Content)

    /// Groups `scenes`.
    public init(_ scenes: repeat each Content) {
        self.scenes = (repeat each scenes)
    }

    /// Primitive: Trellis shows the scenes it holds.
    public var body: Never { fatalError("TupleScene has no body") }

    func collect(into list: inout SceneList) {
        for scene in repeat each scenes {
            scene.collectScenes(into: &list)
        }
    }
}
