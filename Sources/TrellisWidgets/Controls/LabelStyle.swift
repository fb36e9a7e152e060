@_spi(TrellisExtension) import TrellisCore

/// How labels arrange their title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label in this style shows.
    associatedtype Body: View
    /// The label as it looks in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a label tells its style.
    typealias Configuration = LabelStyleConfiguration
}

/// What a label tells a `LabelStyle`.
public struct LabelStyleConfiguration {
    /// The label's title, whatever views it is made of.
    public struct Title: View {
        let content: AnyView

        init(_ content: some View) {
            self.content = (content as? Title)?.content ?? AnyView(content)
        }

        /// The title's views.
        public var body: some View { content }
    }

    /// The label's icon, whatever views it is made of.
    public struct Icon: View {
        let content: AnyView

        init(_ content: some View) {
            self.content = (content as? Icon)?.content ?? AnyView(content)
        }

        /// The icon's views.
        public var body: some View { content }
    }

    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
    /// Which style in the environment made this configuration.
    let styleDepth: Int
}

/// The platform's usual label: the icon before the title, or, in a window's
/// toolbar, the icon alone with the title as its tooltip, as on a Mac.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}

    /// The icon before the title, or the icon alone in a toolbar.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultLabel(configuration: configuration)
    }
}

/// The icon before the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}

    /// The icon before the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            // Beside its title the icon adds nothing a screen reader should say: VoiceOver reads a Label by its title.
            configuration.icon.accessibilityHidden(true)
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}

    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}

    /// The icon alone, named by the title for non-visual descriptions, as in SwiftUI.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon.modifier(AccessibilityLabelModifier(label: configuration.title.plainText ?? ""))
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's usual label: the icon before the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension EnvironmentValues {
    /// The label styles set around here, innermost last.
    var labelStyleStack: StyleStack<any LabelStyle> {
        get { self[LabelStyleStackKey.self] }
        set { self[LabelStyleStackKey.self] = newValue }
    }
}

private struct LabelStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<any LabelStyle> { StyleStack() }
}

extension View {
    /// Arranges the labels in this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment(\.labelStyleStack) { $0 = $0.pushing(style) }
    }
}
