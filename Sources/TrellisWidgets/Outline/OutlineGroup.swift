@_spi(TrellisExtension) import TrellisCore

/// A tree of rows: each element whose `children` are not `nil` has a
/// disclosure triangle that shows or hides them, one level further in.
///
/// Only the rows of expanded elements exist, and inside a `List` only the
/// visible ones among them are built.
///
/// Unlike SwiftUI, a subgroup is not a `DisclosureGroup` (which Trellis
/// does not have yet), so `Subgroup` is `OutlineSubgroupChildren`.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let roots: Data
    let children: KeyPath<Data.Element, Data?>
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Leaf

    /// The ids of the elements whose children show.
    @State private var expanded: Set<ID> = []

    /// The rows of the expanded part of the tree, each indented by its depth.
    public var body: some View {
        let open = expanded
        // Identified as `Identifiable` rows: `id: \.id` into this generic type was a key path made anew on every body.
        return ForEach(OutlineRows.visible(roots, children: children, id: id, expanded: open)) { row in
            OutlineRow(depth: row.depth, isExpanded: row.hasChildren ? open.contains(row.id) : nil,
                       setExpanded: { isOpen in
                           if isOpen { expanded.insert(row.id) } else { expanded.remove(row.id) }
                       }) {
                content(row.element)
            }
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == OutlineSubgroupChildren, Data.Element: Identifiable {
    /// A tree of `data`'s elements, identified by their own ids.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == OutlineSubgroupChildren {
    /// A tree of `data`'s elements, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        roots = data
        self.id = id
        self.children = children
        self.content = content
    }
}

/// The children of an expanded element of an outline, as its subgroup shows them.
public struct OutlineSubgroupChildren: View {
    /// Nothing of its own: an `OutlineGroup` lays the children out as rows.
    public var body: some View { EmptyView() }
}

/// One visible row of an outline: the element, how deep it is, and its id.
struct OutlineRows<Element, ID: Hashable>: Identifiable {
    let element: Element
    let id: ID
    let depth: Int
    let hasChildren: Bool

    /// The rows of the roots and, depth first, of every expanded element's children.
    static func visible<Data: RandomAccessCollection>(
        _ roots: Data, children: KeyPath<Element, Data?>, id: KeyPath<Element, ID>, expanded: Set<ID>
    ) -> [OutlineRows] where Data.Element == Element {
        var rows: [OutlineRows] = []
        // Read for every visible row on each update: at their offsets when stored (`KeyPathReader`).
        let childrenReader = KeyPathReader(children), idReader = KeyPathReader(id)
        func add(_ level: Data, depth: Int) {
            for element in level {
                let kids = childrenReader.read(from: element)
                let key = idReader.read(from: element)
                rows.append(OutlineRows(element: element, id: key, depth: depth, hasChildren: kids != nil))
                if let kids, expanded.contains(key) { add(kids, depth: depth + 1) }
            }
        }
        add(roots, depth: 0)
        return rows
    }
}
