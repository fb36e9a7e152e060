@_spi(TrellisExtension) import TrellisCore

/// A single window, such as an inspector: `openWindow(id:)` opens it, or brings
/// it to the front when it is open already.
///
/// When it is the app's first scene it opens at launch; otherwise it waits to be opened.
public struct Window<Content: View>: Scene, PrimitiveScene {
    let title: String
    let id: String
    let content: @MainActor () -> Content

    /// A window titled `title` that `openWindow(id: id)` opens.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }

    /// Primitive: Trellis opens the window.
    public var body: Never { fatalError("Window has no body") }

    func collect(into list: inout SceneList) {
        let content = self.content
        list.scenes.append(SceneDescription(kind: .single, id: id, title: title, valueType: nil,
                                            makeContent: { _ in AnyView(SceneContent(make: content)) }))
    }
}
