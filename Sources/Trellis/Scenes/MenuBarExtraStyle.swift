@_spi(TrellisExtension) import TrellisCore

/// How a menu bar extra shows its content: as a menu, or in a window.
public protocol MenuBarExtraStyle {
    /// Whether the content shows in a window under the icon rather than as a menu.
    var _showsWindow: Bool { get }
}

/// The default style: a menu, as on a Mac.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// The automatic style.
    public init() {}
    /// A menu.
    public var _showsWindow: Bool { false }
}

/// The content as a menu that pulls down from the icon: buttons are rows,
/// toggles rows with a tick, dividers lines, texts greyed rows.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// The menu style.
    public init() {}
    /// A menu.
    public var _showsWindow: Bool { false }
}

/// The content in a window of its own that opens under the icon, and closes with another click.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// The window style.
    public init() {}
    /// A window.
    public var _showsWindow: Bool { true }
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The default style: a menu.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// The content as a menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// The content in a window.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
    /// How the menu bar extras in this scene show their content.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        StyledMenuBarExtras(content: self, showsWindow: style._showsWindow)
    }
}

/// A scene whose menu bar extras take a style.
struct StyledMenuBarExtras<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let showsWindow: Bool

    var body: Never { fatalError("StyledMenuBarExtras has no body") }

    func collect(into list: inout SceneList) {
        let first = list.menuBarExtras.count
        content.collectScenes(into: &list)
        for index in first..<list.menuBarExtras.count { list.menuBarExtras[index].showsWindow = showsWindow }
    }
}

/// One menu bar extra as the app runs it.
@MainActor
struct MenuBarExtraDescription {
    /// Its tooltip, and what screen readers say of it.
    var title: String
    /// Whether it is in the tray; nil when always.
    var isInserted: Binding<Bool>?
    var makeLabel: @MainActor () -> AnyView
    var makeContent: @MainActor () -> AnyView
    /// Whether its content shows in a window (`.window`) rather than as a menu.
    var showsWindow = false
}
