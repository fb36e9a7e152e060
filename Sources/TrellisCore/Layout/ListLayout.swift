/// The rows of a `List`: a lazy stack that also knows each row's selection
/// tag, draws the selected rows highlighted, and shows where dragged rows
/// will land. ListInteraction.swift makes clicks, keys and drags act on it.
@MainActor
package final class ListLayout: LazyStackLayout, ColorSchemeDependent {
    /// The scheme the list's colours were resolved in. A list is a container,
    /// which a new environment does not rebuild, so a new scheme (a dark mode
    /// preferred after the first frame) asks its view to resolve them again.
    package var colorScheme: ColorScheme = .light { didSet { if colorScheme != oldValue { colorSchemeDidChange?() } } }
    /// Resolves the separator, stripe, highlight and header colours again.
    var colorSchemeDidChange: (@MainActor () -> Void)?
    /// The tags of the selected rows.
    package var selection: Set<AnyHashable> = [] { didSet { if selection != oldValue { setNeedsPlacement() } } }
    /// The rows the highlight was last drawn behind.
    private var highlightedRows: [Int] = []
    /// Whether rows can be selected: the list was given a selection binding.
    package var isSelectable = false { didSet { interaction?.isFocusable = isSelectable } }
    /// Whether more than one row can be selected: the binding is to a `Set`.
    package var allowsMultiple = false
    /// What a double-click on a row or Return does with the selection, from `.contextMenu(forSelectionType:menu:primaryAction:)`.
    package var primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
    /// The row of the last tap, so a double-click needs both on one row.
    var lastTappedRow: Int?
    /// Writes a new selection to the binding.
    package var writeSelection: @MainActor (Set<AnyHashable>) -> Void = { _ in }
    /// The colour selected rows are drawn in.
    package var selectionTint = RGBA(r: 0, g: 122, b: 255) { didSet { if selectionTint != oldValue { setNeedsPlacement() } } }
    /// Colours of even and odd rows when rows are striped, as macOS tables are.
    package var alternatingRowColors: (even: RGBA, odd: RGBA)? {
        didSet { if alternatingRowColors.map({ [$0.even, $0.odd] }) != oldValue.map({ [$0.even, $0.odd] }) { setNeedsPlacement() } }
    }
    /// Whether the selection spans rows edge to edge, as a table's does.
    package var highlightsFullWidth = false

    /// A list of list items (`ContainerAccessibility`).
    override package func accessibilityElement() -> AccessibilityNode? { listAccessibility() }
    /// Where Shift-clicks and Shift-arrows extend the selection from.
    var anchor: AnyHashable?
    /// The row the arrow keys move on from: the one clicked or reached last.
    var lead: AnyHashable?
    /// What has been typed to select a row by its text, and when the last key came.
    var typeSelectPrefix = ""
    var typeSelectTime: Double?
    /// The row a press in progress started on.
    var pressedRow: Int?
    /// While rows are dragged: the y of the line showing where they would land.
    var dropLine: CGFloat? { didSet { if dropLine != oldValue { setNeedsPlacement() } } }
    private var sources: [WeakSource] = []
    private var highlightIDs: [GraphicID] = []
    private var stripeIDs: [GraphicID] = []
    private let dropLineID = GraphicID.next()
    /// The focus ring round the keyboard's row (`ListLayout+FocusRing`).
    let focusRingID = GraphicID.next()
    /// The row that ring was last drawn round, nil when none was.
    var ringedRow: Int?

    private struct WeakSource {
        weak var source: (any ListRowSource)?
    }

    /// The list a `ForEach` at `node` makes rows of, when displayables pass
    /// straight from it to a list, so its elements are that list's rows.
    static func enclosing(_ node: ViewNode) -> (container: ViewNode, layout: ListLayout)? {
        var current = node
        while let parent = current.parent {
            switch parent.role {
            case .container(let layout as ListLayout): return (parent, layout)
            case .passThrough, .modifier: current = parent
            default: return nil
            }
        }
        return nil
    }

    func register(_ source: any ListRowSource) {
        sources.removeAll { $0.source == nil }
        sources.append(WeakSource(source: source))
    }

    /// The live `ForEach`es whose elements are rows of this list.
    var rowSources: [any ListRowSource] { sources.compactMap(\.source).filter(\.isAttached) }

    // MARK: Rows and tags

    /// The built row under `point`; a pinned header covers the row beneath it.
    package func row(at point: Point) -> Int? {
        if let pinned = pinnedRows.first(where: { rows[$0].map { $0.frame.y <= point.y && point.y < $0.frame.maxY } ?? false }) {
            return pinned
        }
        return rows.keys.first { slot(ofRow: $0).map { $0.y <= point.y && point.y < $0.maxY } ?? false }
    }

    /// The tag a row stands for: its own `.tag(_:)`, else its `ForEach` id.
    package func tag(ofRow offset: Int) -> AnyHashable? {
        if let row = rows[offset], let tag = Self.explicitTag(in: row) { return tag }
        for source in rowSources {
            if let tag = source.tag(ofRow: offset) { return tag }
        }
        return nil
    }

    /// The rows showing `tag`.
    func rows(withTag tag: AnyHashable) -> [Int] {
        let tagged = rows.keys.filter { Self.explicitTag(in: rows[$0]!) == tag }
        if !tagged.isEmpty { return tagged }
        for source in rowSources {
            if let found = source.rows(withTag: tag) { return Array(found) }
        }
        return []
    }

    /// The innermost `.tag(_:)` among the wrappers of a row.
    private static func explicitTag(in row: LayoutNode) -> AnyHashable? {
        var found: AnyHashable?
        var node: LayoutNode? = row
        while let current = node {
            if let tagged = current as? TagLayout { found = tagged.tag }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return found
    }

    // MARK: Placing

    /// Rows first, then each row background in the slot its row now has.
    override package func placeChildren(in rect: Rect, context: LayoutContext) {
        super.placeChildren(in: rect, context: context)
        placeRowBackgrounds(context: context)
    }

    // MARK: Drawing

    /// A row with a background of its own cannot be drawn again alone: the
    /// list draws its background, apart from the row, beneath the highlights.
    override package func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? {
        Self.rowBackground(of: child) == nil ? .unchanged : nil
    }

    override package func coversSeparator(at y: Double) -> Bool {
        pinnedRows.contains { slot(ofRow: $0).map { $0.y <= y && y < $0.maxY } ?? false }
    }

    override package func appendGraphics(to list: inout DisplayList) {
        appendStripes(to: &list)
        // Row backgrounds replace their rows' stripes and lie beneath the highlights, as on a Mac.
        appendRowBackgrounds(to: &list)
        appendHighlights(to: &list)
        super.appendGraphics(to: &list)
        appendRowFocusRing(to: &list)
        if let dropLine {
            let line = Rect(x: frame.x + rowInsets.leading / 2, y: dropLine - 1, width: max(frame.width - rowInsets.leading, 0), height: 2)
            list.append(Graphic(id: dropLineID, content: .fill(selectionTint), frame: line, version: 0, clip: nil, opacity: 1))
        }
    }

    /// Rounded bars in the tint colour behind the selected rows, inset from the
    /// edges as a Mac's sidebar and inset lists draw them. The bar is a light
    /// wash of the tint, as GTK lists draw selection, so the row's own text
    /// colours stay readable in light and dark mode.
    private static let highlightOpacity = 0.3

    /// Odd rows get the second colour; even rows the first, so a white
    /// window stays white behind them. Ids follow the row's place among the
    /// built rows, not its offset, so scrolling moves stripes rather than
    /// making new ones.
    private func appendStripes(to list: inout DisplayList) {
        guard let colors = alternatingRowColors else { return }
        var drawn = 0
        for (offset, row) in rows {
            guard let slot = slot(ofRow: offset), Self.rowBackground(of: row)?.hasBackground != true else { continue }
            if drawn == stripeIDs.count { stripeIDs.append(GraphicID.next()) }
            list.append(Graphic(id: stripeIDs[drawn], content: .fill(offset % 2 == 0 ? colors.even : colors.odd),
                                frame: slot, version: 0, clip: nil, opacity: 1))
            drawn += 1
        }
    }

    /// The built rows whose tags are selected, in order.
    private var selectedBuiltRows: [Int] {
        guard isSelectable, !selection.isEmpty else { return [] }
        // A loop, not `filter`: the layout path hands no main-actor closures to library calls.
        var selected: [Int] = []
        for offset in rows.keys {
            if let tag = tag(ofRow: offset), selection.contains(tag) { selected.append(offset) }
        }
        return selected
    }

    /// Redraws the highlight when the rows it covers changed without the selection
    /// changing: a table's values were sorted or replaced under its numbered rows.
    func rowTagsMayHaveChanged() {
        if selectedBuiltRows != highlightedRows { setNeedsPlacement() }
    }

    /// Stripes, highlights and the drop line follow the rows' slots.
    override var drawsOwnGraphics: Bool { true }

    /// The highlights stay behind the same slots only while the same built rows
    /// are selected. A list whose rows' tags may have changed already marks
    /// itself (`rowTagsMayHaveChanged`); this also covers rows tagged with `.tag(_:)`.
    override var drawsOwnGraphicsAsLastBuilt: Bool { selectedBuiltRows == highlightedRows && ringRow == ringedRow }

    private func appendHighlights(to list: inout DisplayList) {
        highlightedRows = selectedBuiltRows
        var drawn = 0
        for offset in highlightedRows {
            guard let slot = slot(ofRow: offset) else { continue }
            if drawn == highlightIDs.count { highlightIDs.append(GraphicID.next()) }
            let inset = highlightsFullWidth ? 0.0 : 6.0
            let bar = Rect(x: slot.x + inset, y: slot.y + inset / 6, width: max(slot.width - 2 * inset, 0),
                           height: max(slot.height - inset / 3, 0))
            let shape = Path { $0.addRoundedRect(in: Rect(origin: .zero, size: bar.size), cornerRadius: highlightsFullWidth ? 0 : 5) }
            list.append(Graphic(id: highlightIDs[drawn], content: .shape(shape, .fill(selectionTint)),
                                frame: bar, version: 0, clip: nil, opacity: Self.highlightOpacity))
            drawn += 1
        }
    }
}

/// The rows one `ForEach` makes in a list: how they map to its elements and
/// ids, and the delete and move actions set on it.
@MainActor
package protocol ListRowSource: AnyObject {
    /// Whether the `ForEach` is still in the graph; a removed one's rows are gone.
    var isAttached: Bool { get }
    /// The tag (the element's id) of the list row at `offset`, if it is one of these.
    func tag(ofRow offset: Int) -> AnyHashable?
    /// The list rows of the element whose id is `tag`, if there is one.
    func rows(withTag tag: AnyHashable) -> Range<Int>?
    /// The element shown by the list row at `offset`, if it is one of these.
    func element(atRow offset: Int) -> Int?
    /// The list rows of the element at `element`.
    func rows(ofElement element: Int) -> Range<Int>
    /// How many elements there are.
    var elementCount: Int { get }
    /// Set by `onDelete(perform:)`.
    var deleteAction: ((IndexSet) -> Void)? { get }
    /// Set by `onMove(perform:)`.
    var moveAction: ((IndexSet, Int) -> Void)? { get }
}
