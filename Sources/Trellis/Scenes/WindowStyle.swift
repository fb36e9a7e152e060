@_spi(TrellisExtension) import TrellisCore

/// How a scene's windows are framed: with a title bar, or without one.
///
/// On a Mac, `.hiddenTitleBar` lets the content reach under a transparent title
/// bar and hides the title. A Linux desktop draws the title bar itself, so
/// Trellis asks for a window without decorations: no title bar, no title, and
/// the content takes the whole window.
@MainActor @preconcurrency
public protocol WindowStyle {
    /// Whether the style hides the title bar.
    var _hidesTitleBar: Bool { get }
}

/// The platform's usual window: a title bar showing the title.
public struct DefaultWindowStyle: WindowStyle {
    /// The default style.
    public init() {}
    /// The title bar is shown.
    public var _hidesTitleBar: Bool { false }
}

/// A window with its title bar shown.
public struct TitleBarWindowStyle: WindowStyle {
    /// The title-bar style.
    public init() {}
    /// The title bar is shown.
    public var _hidesTitleBar: Bool { false }
}

/// A window without a visible title bar or title.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// The hidden-title-bar style.
    public init() {}
    /// The title bar is hidden.
    public var _hidesTitleBar: Bool { true }
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's usual window.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with its title bar shown.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window without a visible title bar or title.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension Scene {
    /// Frames the scene's windows as `style` says: `.hiddenTitleBar` opens
    /// them without decorations on the Linux desktop (see `WindowStyle`).
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        let hides = style._hidesTitleBar
        return ModifiedScene(content: self) { list, first in
            for index in first..<list.scenes.count { list.scenes[index].hidesTitleBar = hides }
        }
    }
}
