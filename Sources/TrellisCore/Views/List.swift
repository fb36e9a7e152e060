/// A scrolling list of rows with separators, built lazily.
///
/// Given a selection binding, rows can be selected: each row stands for its
/// `ForEach` element's id, or for the value of its `.tag(_:)`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelectionBinding?
    /// Which row shows its swipe actions, so that opening one closes another.
    @State private var openSwipeRow = OpenSwipeRow()

    /// A list of the rows `content` builds, where several can be selected:
    /// `selection` holds the tags of the selected rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelectionBinding.init(set:))
    }

    /// A list of the rows `content` builds, where one can be selected:
    /// `selection` holds the tag of the selected row, or `nil`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelectionBinding.init(single:))
    }

    /// The rows in a lazy stack inside a scroll view.
    public var body: some View {
        ScrollView {
            ListRows(content: content, selection: selection)
                .environment(\.isInList, true)
                .environment(\.openSwipeRow, openSwipeRow)
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}

/// A list's selection binding with its value type erased to tags.
@MainActor
package struct ListSelectionBinding {
    let allowsMultiple: Bool
    let read: @MainActor () -> Set<AnyHashable>
    let write: @MainActor (Set<AnyHashable>) -> Void
}

extension ListSelectionBinding {
    /// A `Set` selection as tags.
    package init<SelectionValue: Hashable>(set binding: Binding<Set<SelectionValue>>) {
        self.init(
            allowsMultiple: true,
            // Loops, not map: a nested closure would capture the metatype off the main actor.
            read: {
                var tags = Set<AnyHashable>()
                for value in binding.wrappedValue { tags.insert(AnyHashable(value)) }
                return tags
            },
            write: { tags in
                var values = Set<SelectionValue>()
                for tag in tags { if let value = tag.base as? SelectionValue { values.insert(value) } }
                binding.wrappedValue = values
            })
    }

    /// An optional single selection as tags.
    package init<SelectionValue: Hashable>(single binding: Binding<SelectionValue?>) {
        self.init(
            allowsMultiple: false,
            read: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
            // A tag of another type than the binding's selects nothing, as in SwiftUI.
            write: { tags in binding.wrappedValue = tags.first.flatMap { $0.base as? SelectionValue } })
    }
}

/// The lazy stack of a list: rows padded, leading-aligned, with separators,
/// and the selection drawn behind them.
package struct ListRows<Content: View>: View, PrimitiveView {
    /// Its node publishes a `ListLayout`.
    package typealias NodeLayout = ListLayout

    let content: Content
    let selection: ListSelectionBinding?
    /// A table's look; `nil` for a list, which takes its `.listStyle(_:)`.
    var appearance: ListRowsAppearance?
    /// Tags rows ahead of the `ForEach`es inside, for a table whose rows are numbered.
    var rowTags: (any ListRowSource)?

    package static var _displayableCount: Int? { 1 }

    /// macOS's alternating rows: the window's background, then a faint grey.
    private static var evenRow: Color {
        Color(storage: .scheme(light: RGBA(r: 255, g: 255, b: 255), dark: RGBA(r: 30, g: 30, b: 30)))
    }

    private static var oddRow: Color {
        Color(storage: .scheme(light: RGBA(r: 244, g: 245, b: 245), dark: RGBA(r: 42, g: 42, b: 44)))
    }

    private static var separator: Color {
        Color(storage: .scheme(light: RGBA(r: 198, g: 198, b: 200), dark: RGBA(r: 56, g: 56, b: 58)))
    }

    package func makeNode(_ node: ViewNode) {
        let layout = ListLayout(axis: .vertical, alignment: 0, spacing: 0)
        layout.interaction = layout.makeInteraction(enabledBy: node)
        if let rowTags { layout.register(rowTags) }
        configure(layout, node: node)
        layout.colorScheme = node.environment.colorScheme
        layout.colorSchemeDidChange = { [unowned node, unowned layout] in
            (node.view as? Self)?.configure(layout, node: node)
        }
        // A list's headers stay at the top, as a plain list's do on a Mac.
        LazyStackNodes.make(node, layout: layout, pinnedViews: .sectionHeaders, plainSections: false, content: content)
    }

    package func updateNode(_ node: ViewNode) {
        if let layout = layout(of: node) {
            configure(layout, node: node)
            // A table's numbered rows may stand for other values now, selected or not.
            if rowTags != nil { layout.rowTagsMayHaveChanged() }
        }
        node.children[0].update(toValue: content)
    }

    /// The table's look, or the list style's from the environment.
    private func appearance(in environment: EnvironmentValues) -> ListRowsAppearance {
        appearance ?? ListRowsAppearance(environment.listStyleAppearance)
    }

    /// Reads the selection as this node's reader, so a new selection redraws
    /// the highlight without running any row's body.
    private func configure(_ layout: ListLayout, node: ViewNode) {
        layout.selectionTint = node.environment.resolvedTint.resolve(in: node.environment)
        let appearance = appearance(in: node.environment)
        let separator: RGBA? = appearance.hasSeparators ? Self.separator.resolve(in: node.environment) : nil
        if layout.rowInsets != appearance.rowInsets || layout.separatorColor != separator
            || layout.highlightsFullWidth != appearance.highlightsFullWidth {
            layout.rowInsets = appearance.rowInsets
            layout.separatorColor = separator
            layout.highlightsFullWidth = appearance.highlightsFullWidth
            layout.setNeedsLayout()
        }
        layout.alternatingRowColors = node.environment.alternatingRowBackgrounds.resolve(byDefault: appearance.alternatesRows)
            ? (Self.evenRow.resolve(in: node.environment), Self.oddRow.resolve(in: node.environment)) : nil
        layout.pinnedBackground = Self.evenRow.resolve(in: node.environment)
        layout.isSelectable = selection != nil
        guard let selection else { return }
        layout.allowsMultiple = selection.allowsMultiple
        layout.writeSelection = selection.write
        layout.selection = node.trackingReads { selection.read() }
    }

    /// Every stored property, as the memberwise initialiser takes them: Swift gives
    /// that one no access beyond the module, and the widget library makes these too.
    package init(content: Content, selection: ListSelectionBinding?, appearance: ListRowsAppearance? = nil, rowTags: (any ListRowSource)? = nil) {
        self.content = content
        self.selection = selection
        self.appearance = appearance
        self.rowTags = rowTags
    }
}
