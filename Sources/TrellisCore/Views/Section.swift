/// A group of views with a header and a footer: in a menu, a titled group of items.
///
/// Its header and footer are drawn small and secondary; the content follows the header.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` under `header`, over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The header, the content, then the footer, each displayable on its own.
    public var body: some View {
        header.font(.caption).foregroundColor(.secondary).padding(.horizontal, 12).padding(.top, 4)
        content
        footer.font(.caption).foregroundColor(.secondary).padding(.horizontal, 12)
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header) { EmptyView() }
    }

    /// A section of `content` under `header`, in the older form.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content) { header }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A section of `content` titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}
