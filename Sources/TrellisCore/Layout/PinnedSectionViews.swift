/// Section headers and footers that stay in view while a lazy stack, lazy
/// grid or list scrolls: one mechanism for all three.
///
/// After the rows are placed, the header of the section at the top of the
/// viewport moves down to the viewport's top edge, but no further than the
/// next header lets it, so that one pushes it up and out as it arrives. A
/// footer mirrors this at the bottom edge: the footer of the section at the
/// bottom of the viewport moves up to the bottom edge, but not above its own
/// section's header. Only built rows can be pinned, which a section's header
/// and footer always are: a section's displayable count is not known from
/// its type, so a `ForEach` of sections builds every one of them.
extension LazyStackLayout {
    /// The header or footer marker of `row`, through its single-child wrappers.
    package static func sectionView(in row: LayoutNode) -> SectionViewLayout? {
        var node: LayoutNode? = row
        while let current = node {
            if let marker = current as? SectionViewLayout { return marker }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }

    /// The built rows that are section headers or footers, by offset.
    func sectionViews() -> [(offset: Int, row: LayoutNode, marker: SectionViewLayout)] {
        // Loops, not closures: this runs at every placement, and a main-actor
        // closure handed to a library call checks the executor on every call.
        var found: [(offset: Int, row: LayoutNode, marker: SectionViewLayout)] = []
        for offset in rows.keys {
            if let row = rows[offset], let marker = Self.sectionView(in: row) { found.append((offset, row, marker)) }
        }
        return found
    }

    /// Moves the pinned header and footer into place; see above. Call after
    /// every placement of the rows, which puts them back where they belong.
    package func pinSectionViews(context: LayoutContext) {
        let marked = sectionViews()
        pinnedRows = []
        var node = parent
        while let current = node, !(current is ScrollLayout) { node = current.parent }
        var pinned: [ObjectIdentifier: Rect] = [:]
        if let viewport = node?.frame, !pinnedViews.isEmpty, !marked.isEmpty {
            // Natural slots first: moving one marker must not move another's limit.
            let slots = marked.map { slot(ofRow: $0.offset) }
            if pinnedViews.contains(.sectionHeaders), let (index, place) = pinnedHeader(marked, slots, in: viewport) {
                move(marked[index], to: place, context: context)
                pinned[ObjectIdentifier(marked[index].marker)] = place
            }
            if pinnedViews.contains(.sectionFooters), let (index, place) = pinnedFooter(marked, slots, in: viewport) {
                move(marked[index], to: place, context: context)
                pinned[ObjectIdentifier(marked[index].marker)] = place
            }
        }
        for entry in marked {
            guard let place = pinned[ObjectIdentifier(entry.marker)] else {
                entry.marker.isPinned = false
                entry.marker.pinnedBackground = nil
                continue
            }
            entry.marker.isPinned = true
            pinnedRows.insert(entry.offset)
            entry.marker.pinnedBackground = pinnedBackground.map { ($0, place) }
        }
    }

    /// The last header that has scrolled past the top edge heads the rows
    /// there; it sits at the edge, or above it as far as the next header
    /// (or the end of the stack) pushes it.
    private func pinnedHeader(_ marked: [(offset: Int, row: LayoutNode, marker: SectionViewLayout)], _ slots: [Rect?],
                              in viewport: Rect) -> (Int, Rect)? {
        let headers = marked.indices.filter { marked[$0].marker.role == .header }
        guard let position = headers.lastIndex(where: { slots[$0].map { start(of: $0) < start(of: viewport) } ?? false }),
              let natural = slots[headers[position]] else { return nil }
        var limit = end(of: frame)
        if position + 1 < headers.count, let next = slots[headers[position + 1]] { limit = start(of: next) }
        let edge = min(start(of: viewport), limit - length(of: natural))
        return (headers[position], moved(natural, toStart: edge))
    }

    /// The first footer still past the bottom edge closes the rows there; it
    /// sits at the edge, or below it as far as its section's header (or the
    /// previous footer, or the start of the stack) holds it down.
    private func pinnedFooter(_ marked: [(offset: Int, row: LayoutNode, marker: SectionViewLayout)], _ slots: [Rect?],
                              in viewport: Rect) -> (Int, Rect)? {
        guard let index = marked.indices.first(where: { index in
            marked[index].marker.role == .footer && (slots[index].map { end(of: $0) > end(of: viewport) } ?? false)
        }), let natural = slots[index] else { return nil }
        var limit = start(of: frame)
        if let previous = marked.indices.last(where: { $0 < index }), let slot = slots[previous] { limit = end(of: slot) }
        let edge = max(end(of: viewport) - length(of: natural), limit)
        return (index, moved(natural, toStart: edge))
    }

    /// Places the row of `entry` so that its slot lies at `place`.
    private func move(_ entry: (offset: Int, row: LayoutNode, marker: SectionViewLayout), to place: Rect, context: LayoutContext) {
        guard let natural = slot(ofRow: entry.offset) else { return }
        let frame = entry.row.frame
        let shift = start(of: place) - start(of: natural)
        let target = axis == .vertical
            ? Rect(x: frame.x, y: frame.y + shift, width: frame.width, height: frame.height)
            : Rect(x: frame.x + shift, y: frame.y, width: frame.width, height: frame.height)
        entry.row.place(in: target, context: context)
    }

    private func start(of rect: Rect) -> Double { axis == .vertical ? rect.y : rect.x }
    private func end(of rect: Rect) -> Double { axis == .vertical ? rect.maxY : rect.maxX }
    private func length(of rect: Rect) -> Double { axis == .vertical ? rect.height : rect.width }

    private func moved(_ rect: Rect, toStart start: Double) -> Rect {
        axis == .vertical
            ? Rect(x: rect.x, y: start, width: rect.width, height: rect.height)
            : Rect(x: start, y: rect.y, width: rect.width, height: rect.height)
    }
}
