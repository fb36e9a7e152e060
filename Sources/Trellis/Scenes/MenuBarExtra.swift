@_spi(TrellisExtension) import TrellisCore
import TrellisWidgets

/// A scene that lives in the panel's tray, as a Mac's lives in the menu bar:
/// an icon whose menu (`.menu`, the default) or window (`.window`) shows `content`.
///
/// On Linux it is a StatusNotifierItem, which KDE, GNOME with the AppIndicator
/// extension, XFCE and most panels show; with no tray on the desktop the app
/// warns once and keeps running. An app whose only scene is a menu bar extra
/// opens no window and runs until it quits.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    let title: String
    let label: @MainActor () -> Label
    let content: @MainActor () -> Content
    let isInserted: Binding<Bool>?

    /// An extra showing `label` in the tray and `content` when chosen.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content, @ViewBuilder label: @escaping @MainActor () -> Label) {
        self.init(title: "", isInserted: nil, content: content, label: label)
    }

    /// An extra shown while `isInserted` is true. On a Mac the user can also
    /// drag it out of the menu bar, which sets it to false; a StatusNotifierItem
    /// tray has no such gesture, so here only the app changes it.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content,
                @ViewBuilder label: @escaping @MainActor () -> Label) {
        self.init(title: "", isInserted: isInserted, content: content, label: label)
    }

    /// The content is kept as its closure, not built once: it is built in a body, so that the
    /// state it reads (an app's model) updates the menu as it changes, as SwiftUI's App body does.
    init(title: String, isInserted: Binding<Bool>?, content: @escaping @MainActor () -> Content,
         label: @escaping @MainActor () -> Label) {
        self.title = title
        self.isInserted = isInserted
        self.content = content
        self.label = label
    }

    /// Primitive: Trellis puts the extra in the tray.
    public var body: Never { fatalError("MenuBarExtra has no body") }

    func collect(into list: inout SceneList) {
        let label = self.label, content = self.content
        list.menuBarExtras.append(MenuBarExtraDescription(
            title: title.isEmpty ? (list.scenes.first?.title ?? "") : title, isInserted: isInserted,
            makeLabel: { AnyView(SceneContent(make: label)) }, makeContent: { AnyView(SceneContent(make: content)) }))
    }
}

extension MenuBarExtra where Label == Text {
    /// An extra titled `title`, which the tray shows as its tooltip.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), isInserted: nil, content: content, label: { Text(title) })
    }

    /// An extra titled with `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey.resolved, isInserted: nil, content: content, label: { Text(titleKey) })
    }

    /// An extra titled `title`, shown while `isInserted` is true.
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), isInserted: isInserted, content: content, label: { Text(title) })
    }

    /// An extra titled with `titleKey`, shown while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey.resolved, isInserted: isInserted, content: content, label: { Text(titleKey) })
    }
}

extension MenuBarExtra where Label == TrellisWidgets.Label<Text, Image> {
    /// An extra whose icon is the symbol `systemImage`; `title` is its tooltip and what readers say.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), isInserted: nil, content: content, label: { TrellisWidgets.Label(title, systemImage: systemImage) })
    }

    /// An extra whose icon is the symbol `systemImage`, titled with `titleKey`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: titleKey.resolved, isInserted: nil, content: content, label: { TrellisWidgets.Label(titleKey.resolved, systemImage: systemImage) })
    }

    /// An extra whose icon is the symbol `systemImage`, shown while `isInserted` is true.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), isInserted: isInserted, content: content, label: { TrellisWidgets.Label(title, systemImage: systemImage) })
    }

    /// An extra whose icon is the image `image` from the app's assets.
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), isInserted: nil, content: content, label: { TrellisWidgets.Label(title, image: image) })
    }

    /// An extra whose icon is the image `image`, shown while `isInserted` is true.
    public init<S: StringProtocol>(_ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(title: String(title), isInserted: isInserted, content: content, label: { TrellisWidgets.Label(title, image: image) })
    }
}
