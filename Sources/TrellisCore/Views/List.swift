/// A scrolling list of rows with separators, built lazily.
public struct List<Content: View>: View {
    let content: Content

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows in a lazy stack inside a scroll view.
    public var body: some View {
        ScrollView {
            ListRows(content: content)
        }
    }
}

extension List {
    /// A row per element, identified by the elements' own ids.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row per element, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row per number in a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// The lazy stack of a list: rows padded, leading-aligned, with separators.
struct ListRows<Content: View>: View, PrimitiveView {
    let content: Content

    static var _displayableCount: Int? { 1 }

    private static var separator: Color {
        Color(storage: .scheme(light: RGBA(r: 198, g: 198, b: 200), dark: RGBA(r: 56, g: 56, b: 58)))
    }

    func makeNode(_ node: ViewNode) {
        let layout = LazyStackLayout(axis: .vertical, alignment: 0, spacing: 0)
        layout.rowInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        layout.separatorColor = Self.separator.resolve(in: node.environment)
        LazyStackNodes.make(node, layout: layout, content: content)
    }

    func updateNode(_ node: ViewNode) {
        node.children[0].update(to: content)
    }
}
