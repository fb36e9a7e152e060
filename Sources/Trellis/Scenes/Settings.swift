@_spi(TrellisExtension) import TrellisCore

/// The app's settings window, opened with Ctrl+, or Edit ▸ Preferences; never at launch.
///
/// It sizes itself to its content unless `.windowResizability` says otherwise.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    let content: @MainActor () -> Content

    /// A settings window showing what `content` builds.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    /// Primitive: Trellis opens the window.
    public var body: Never { fatalError("Settings has no body") }

    func collect(into list: inout SceneList) {
        let content = self.content
        list.scenes.append(SceneDescription(kind: .settings, id: nil, title: "Settings", valueType: nil,
                                            makeContent: { _ in AnyView(SceneContent(make: content)) }))
    }
}
