import TrellisSDL

/// A window showing a view, titled with a string.
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let content: () -> Content

    /// A window titled `title` that shows what `content` builds.
    public init(_ title: String = "Trellis", @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    /// Opens the window and runs its frame loop.
    public func _run(options: LaunchOptions) throws {
        try WindowHost(title: title, content: content(), options: options).run()
    }
}
