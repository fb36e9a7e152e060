/// Something that can build the rows of a lazy stack on demand: a `ForEach`.
@MainActor
package protocol LazyRowSource: AnyObject {
    /// Builds the rows at these offsets (in the stack's displayables) that it
    /// owns; unless `keepingOthers`, tears down the rows it built elsewhere.
    func materialize(_ offsets: Range<Int>, keepingOthers: Bool)
}

/// A stack that knows how many rows it has but holds only the visible ones.
///
/// Rows are addressed by their offset among the stack's displayables. Rows
/// not built take the average length of the rows measured so far; a row that
/// leaves the visible range (plus a few rows of overscan) is torn down.
@MainActor
@_spi(TrellisExtension) open class LazyStackLayout: LayoutNode {
    package let axis: Axis
    package var alignment: Double { didSet { if alignment != oldValue { setNeedsLayout() } } }
    package var spacing: Double { didSet { if spacing != oldValue { setNeedsLayout() } } }
    /// Rows built beyond each end of the visible range.
    package var overscan = 4
    /// Lines drawn between rows, as a `List` does.
    package var separatorColor: RGBA? { didSet { if separatorColor != oldValue { setNeedsDisplay() } } }
    /// Space around each row inside its slot, as a `List` pads its rows.
    package var rowInsets = EdgeInsets() { didSet { if rowInsets != oldValue { setNeedsLayout() } } }
    /// Which section views stay in view while the stack scrolls, from `pinnedViews:`.
    package var pinnedViews: PinnedScrollableViews = [] { didSet { if pinnedViews != oldValue { setNeedsPlacement() } } }
    /// The colour behind a pinned header or footer, so rows scrolling under it
    /// do not show through: a list's window colour. A lazy stack has none, as
    /// in SwiftUI, where a pinned header brings its own background.
    package var pinnedBackground: RGBA?
    /// The offsets of the section views pinned now, which cover the rows under them.
    package var pinnedRows: Set<Int> = []
    /// All rows, built or not.
    package internal(set) var count = 0
    /// The built rows, by offset.
    package internal(set) var rows = BuiltRows()
    var lengths = LazyLengths()
    private var sources: [WeakSource] = []
    private var separatorIDs: [GraphicID] = []
    private(set) var placedCross = 0.0
    /// What the stack's own graphics were last placed from; see `RowDecoration`.
    var decoration = RowDecoration()
    /// Set while the stack builds and places its rows: a row built or torn
    /// down then is measured and placed in the same pass, so it asks no layout
    /// of the stack's ancestors (which made every frame lay out twice).
    var isPlacingRows = false
    /// Whether rows were built in the current placement.
    var builtWhilePlacing = false
    /// Set when a change kept every row where it was, some perhaps for new
    /// elements, without drawing the stack again: placing checks that what it
    /// draws itself (a selection's highlight) still follows the rows.
    var keptRowsInPlace = false
    /// The length along the axis the stack last reported from `measure`.
    private var measuredLength: Double?

    private struct WeakSource {
        weak var source: LazyRowSource?
    }

    package init(axis: Axis, alignment: Double, spacing: Double) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    package func register(_ source: LazyRowSource) {
        sources.append(WeakSource(source: source))
    }

    /// Asks every source to build the rows at `offsets`; see `LazyRowSource`.
    package func materialize(_ offsets: Range<Int>, keepingOthers: Bool) {
        for entry in sources { entry.source?.materialize(offsets, keepingOthers: keepingOthers) }
    }

    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func proposal(cross: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: cross, height: nil) : ProposedSize(width: nil, height: cross)
    }

    // MARK: Rows that exist in the data

    /// A displayable that really was inserted (not just built) at `offset`.
    override open func insertChild(_ child: LayoutNode, at offset: Int) {
        insertVirtual(1, at: offset)
        attach(child, at: offset)
    }

    override package func removeChild(at offset: Int) {
        removeVirtual(1, at: offset)
    }

    /// Its children are rows of a lazy stack, or symbols of a canvas: each is put in place by itself.
    override open var rearrangesChildrenPlainly: Bool { false }

    override package func moveChild(from source: Int, to destination: Int) {
        let moving = rows[source]
        removeVirtual(1, at: source)
        insertVirtual(1, at: destination)
        if let moving { attach(moving, at: destination) }
    }

    // MARK: Layout

    /// Where the row at `offset` starts along the axis, in window coordinates,
    /// and how long it is; rows not measured yet count at the average length,
    /// as placement counts them.
    package func span(ofRow offset: Int) -> (start: Double, length: Double) {
        let origin = axis == .vertical ? frame.y : frame.x
        return (origin + lengths.start(of: min(max(offset, 0), count), spacing: spacing), lengths.length(at: offset))
    }

    private func insetMain(_ insets: EdgeInsets) -> Double { axis == .vertical ? insets.vertical : insets.horizontal }
    private func insetCross(_ insets: EdgeInsets) -> Double { axis == .vertical ? insets.horizontal : insets.vertical }

    private func rowProposal(cross: Double?, insets: EdgeInsets) -> ProposedSize {
        // Unwrapped, not mapped: a main-actor closure checks the executor on every call.
        guard let cross else { return proposal(cross: nil) }
        return proposal(cross: max(cross - insetCross(insets), 0))
    }

    private func measureBuiltRows(cross: Double?, in context: LayoutContext) {
        for (offset, row) in rows {
            let insets = insets(of: row)
            lengths.set(main(row.sizeThatFits(rowProposal(cross: cross, insets: insets), in: context)) + insetMain(insets), at: offset)
        }
    }

    /// The rows built so far measured, the others estimated from their average length.
    override open func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        if rows.isEmpty, count > 0 {
            // Build one row to learn how long rows are.
            materialize(0..<1, keepingOthers: true)
        }
        measureBuiltRows(cross: crossProposal, in: context)
        let total = lengths.total(count: count, spacing: spacing)
        measuredLength = total
        let breadth = crossProposal
            ?? rows.values.reduce(0) { max($0, cross($1.sizeThatFits(self.proposal(cross: nil), in: context)) + insetCross(insets(of: $1))) }
        return axis == .vertical ? Size(width: breadth, height: total) : Size(width: total, height: breadth)
    }

    /// Builds the rows that come into view, places them, and tears down those far out of it.
    override open func placeChildren(in rect: Rect, context: LayoutContext) {
        let span = visibleSpan(of: rect)
        // Which rows overlap what can be seen, by position along the axis.
        // Unwrapped, not mapped: main-actor closures check the executor on every call.
        var wanted = 0..<0
        if let visible = lengths.rows(overlapping: span, count: count, spacing: spacing) {
            wanted = max(visible.lowerBound - overscan, 0)..<min(visible.upperBound + 1 + overscan, count)
        }
        isPlacingRows = true
        builtWhilePlacing = false
        materialize(wanted, keepingOthers: false)
        isPlacingRows = false

        let crossLength = cross(rect.size)
        placedCross = crossLength
        measureBuiltRows(cross: crossLength, in: context)
        // Rows built now may not be as long as the estimate the stack's size
        // was reported from: then its parent must hear the new size.
        defer {
            if builtWhilePlacing, lengths.total(count: count, spacing: spacing) != measuredLength { setNeedsLayout() }
        }
        // The first built row's start is found from the measured rows; each next one follows on.
        var position = 0.0
        if let first = rows.keys.first { position = lengths.start(of: first, spacing: spacing) }
        var next = rows.keys.first ?? 0
        var placed: [(offset: Int, insets: EdgeInsets)] = []
        placed.reserveCapacity(rows.count)
        for (offset, row) in rows {
            while next < offset { position += lengths.length(at: next) + spacing; next += 1 }
            let insets = insets(of: row)
            let size = row.sizeThatFits(rowProposal(cross: crossLength, insets: insets), in: context)
            let crossOffset = (crossLength - insetCross(insets) - cross(size)) * alignment
            let origin = axis == .vertical
                ? Point(x: rect.x + insets.leading + crossOffset, y: rect.y + position + insets.top)
                : Point(x: rect.x + position + insets.leading, y: rect.y + insets.top + crossOffset)
            row.place(in: Rect(origin: origin, size: size), context: context)
            placed.append((offset, insets))
        }
        pinSectionViews(context: context)
        if !noteDecoration(rows: placed) { repaintReplacedRowsAlone() }
        if keptRowsInPlace {
            keptRowsInPlace = false
            // A row kept for a new element may now be selected, or no longer.
            if !drawsOwnGraphicsAsLastBuilt { markDisplayPath() }
        }
    }

    /// Whether something drawn over the rows, such as a pinned header, hides
    /// the separator at `y`, which would otherwise be drawn across it.
    package func coversSeparator(at y: Double) -> Bool { false }

    /// Its rows are drawn as they are. What it draws of its own follows the
    /// rows' slots, and placing them marks it when those change.
    override open func adjustment(forRebuilding child: LayoutNode) -> ChildGraphicsAdjustment? { .unchanged }

    /// Its rows are drawn as they are; only its separators follow them.
    override package var changesChildGraphics: Bool { false }

    /// Its separators, a list's stripes and highlights follow its rows'
    /// slots, compared after placing them (`noteDecoration(rows:)`), not its frame.
    override package var ownGraphicsFollowFrame: Bool { false }

    /// Whether the stack draws anything of its own: a plain lazy stack draws
    /// only its rows, unless it separates them with lines.
    var drawsOwnGraphics: Bool { separatorColor != nil && axis == .vertical }

    /// Whether the stack's own graphics (separators, a list's stripes and
    /// highlights) would come out as last built, given that its decoration did
    /// not change; a list's highlights also follow which rows are selected.
    var drawsOwnGraphicsAsLastBuilt: Bool { true }

    /// The built rows' graphics, with separators and pinned section views.
    override open func appendGraphics(to list: inout DisplayList) {
        super.appendGraphics(to: &list)
        guard let separatorColor, axis == .vertical else { return }
        while separatorIDs.count < rows.count { separatorIDs.append(GraphicID.next()) }
        for (index, (offset, row)) in rows.enumerated() where offset < count - 1 {
            guard !coversSeparator(at: row.frame.maxY + insets(of: row).bottom) else { continue }
            let line = Rect(x: frame.x + rowInsets.leading, y: row.frame.maxY + insets(of: row).bottom + spacing / 2,
                            width: max(placedCross - rowInsets.leading, 0), height: 1)
            list.append(Graphic(id: separatorIDs[index], content: .fill(separatorColor), frame: line, version: 0, clip: nil, opacity: 1))
        }
    }
}
