@_spi(TrellisExtension) import TrellisCore

/// A run of rows under an optional header and over an optional footer.
///
/// In a form, sections are spaced apart; with `.formStyle(.grouped)` each one
/// is a rounded box with separators between its rows. Elsewhere, as in a menu,
/// the header, each row and the footer are displayables of the enclosing
/// container, so a menu's items stay its own; in a list or menu the header and
/// footer are small and secondary, in a lazy stack or grid they are drawn as given. In a list the header is not a row, and it stays pinned at
/// the top while its rows scroll under it; lazy stacks and grids pin headers
/// and footers when their `pinnedViews` ask.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    @Environment(\.formRowLook) private var look
    @Environment(\.plainSectionViews) private var isPlain

    /// A section of `content` under `header` and over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with the header and footer given first; SwiftUI deprecates this
    /// order, but much code still uses it.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// The header, the rows and the footer.
    public var body: some View {
        if let look {
            SectionContainer(look: look, header: header, content: content, footer: footer)
        } else if isPlain {
            header.modifier(SectionViewModifier(role: .header))
            content
            footer.modifier(SectionViewModifier(role: .footer))
        } else {
            header.font(.caption).foregroundColor(.secondary).padding(.horizontal, 12).padding(.top, 4)
                .modifier(SectionViewModifier(role: .header))
            content
            footer.font(.caption).foregroundColor(.secondary).padding(.horizontal, 12)
                .modifier(SectionViewModifier(role: .footer))
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` under the header `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A section of `content` under the header `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section under `header`, given first (deprecated in SwiftUI).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section over `footer`, given first (deprecated in SwiftUI).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

/// The section's layout: the header, each row and the footer as its displayables.
struct SectionContainer<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    /// Its node publishes a `SectionLayout`.
    package typealias NodeLayout = SectionLayout

    let look: FormLook?
    let header: Parent
    let content: Content
    let footer: Footer

    package static var _displayableCount: Int? { 1 }

    /// The header and footer are one displayable each, whatever they hold, so
    /// the layout finds them first and last. Headers are bold, as on a Mac;
    /// footers are small and secondary, explaining the rows above them.
    private var parts: some View {
        TupleView(VStack(alignment: .leading, spacing: 2) { header }.font(.headline).environment(\.formRowLook, nil),
                  content,
                  VStack(alignment: .leading, spacing: 2) { footer }.font(.footnote).foregroundStyle(.secondary)
                      .environment(\.formRowLook, nil))
    }

    package func makeNode(_ node: ViewNode) {
        let layout = SectionLayout(look: look)
        layout.colorScheme = node.environment.colorScheme
        node.role = .container(layout)
        node.addChild(parts)
        node.publish(layout)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node), layout.look != look {
            layout.look = look
            node.publishChange()
        }
        node.children[0].update(to: parts)
    }
}
