@_spi(TrellisExtension) import TrellisCore

/// An icon beside a title, as in menus, lists and toolbars.
///
/// How the two are arranged comes from the label style in the environment
/// (`.labelStyle(_:)`): the icon before the title unless one is set.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// Set for a label made from a style's configuration (see `Button`).
    let styleDepth: Int?
    @Environment(\.labelStyleStack) private var styles

    /// A label showing what `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        styleDepth = nil
    }

    /// The title and icon, arranged by the label style in effect.
    public var body: some View {
        let chosen = styles.style(outside: styleDepth)
        let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon), styleDepth: chosen?.depth ?? -1)
        return StyledBody(erased: StyleBody.make(chosen?.style ?? DefaultLabelStyle(), configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label showing the symbol `systemImage` before `title`.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label showing the picture `image` from the assets folder before `title`.
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made inside a `LabelStyle`'s `makeBody(configuration:)`, drawn
    /// with the label style that was in effect around the custom one.
    public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title
        icon = configuration.icon
        styleDepth = configuration.styleDepth
    }
}
