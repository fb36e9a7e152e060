import Foundation
import TrellisSDL

/// Windows that show the same kind of content, each with state of its own.
///
/// The first window opens at launch. Ctrl+N (File ▸ New Window) opens another,
/// as does `openWindow(id:)` with the group's id.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: String
    let id: String?
    let valueType: Any.Type?
    let content: @MainActor (PresentedValue) -> Content

    /// Windows titled `title` that show what `content` builds.
    public init(_ title: String = "Trellis", @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title, id: nil) { _ in content() }
    }

    /// Windows titled `title` that `openWindow(id: id)` opens.
    public init(_ title: String = "Trellis", id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title, id: id) { _ in content() }
    }

    /// Windows titled `title` that each present a value of `type`: `openWindow(value:)`
    /// opens one showing that value, and Ctrl+N one showing `nil`.
    public init<D: Decodable & Encodable & Hashable>(_ title: String = "Trellis", id: String? = nil, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.title = title
        self.id = id
        valueType = type
        self.content = { box in
            let typed = TypedPresentedValue<D>(box)
            return content(Binding(get: { typed.value }, set: { typed.value = $0 }))
        }
    }

    private init(title: String, id: String?, content: @escaping @MainActor (PresentedValue) -> Content) {
        self.title = title
        self.id = id
        valueType = nil
        self.content = content
    }

    /// Primitive: Trellis opens the windows.
    public var body: Never { fatalError("WindowGroup has no body") }

    func collect(into list: inout SceneList) {
        let content = self.content
        list.scenes.append(SceneDescription(kind: .group, id: id, title: title, valueType: valueType,
                                            makeContent: { box in AnyView(SceneContent { content(box) }) }))
    }
}
