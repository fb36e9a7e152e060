/// Marks a `Section`'s header among a list's rows, so the list can keep it
/// pinned at the top while its section scrolls under it, as `.plain` lists do
/// on a Mac. Elsewhere, as in a menu, it only passes its content through.
package final class SectionHeaderLayout: WrapperLayout {
    /// While pinned: the colour behind the header, so rows scrolling under it
    /// do not show through, and the slot it covers.
    var pinnedBackground: (color: RGBA, slot: Rect)? {
        didSet { if pinnedBackground?.slot != oldValue?.slot || pinnedBackground?.color != oldValue?.color { setNeedsDisplay() } }
    }
    private let backgroundID = GraphicID.next()

    override package init() {
        super.init()
        // Drawn and hit over the rows that scroll under it.
        explicitZIndex = 1
    }

    override package func appendGraphics(to list: inout DisplayList) {
        if let pinnedBackground {
            list.append(Graphic(id: backgroundID, content: .fill(pinnedBackground.color), frame: pinnedBackground.slot,
                                version: 0, clip: nil, opacity: 1))
        }
        super.appendGraphics(to: &list)
    }
}

/// Wraps a section's header in a `SectionHeaderLayout`.
struct SectionHeaderModifier: WrappingModifier {
    func makeWrapper() -> SectionHeaderLayout { SectionHeaderLayout() }
    func configure(_ wrapper: SectionHeaderLayout) {}
}

extension ListLayout {
    /// The header of `row`, if it is a section's header.
    static func sectionHeader(in row: LayoutNode) -> SectionHeaderLayout? {
        var node: LayoutNode? = row
        while let current = node {
            if let header = current as? SectionHeaderLayout { return header }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }

    /// Moves the header of the section at the top of the viewport down to the
    /// viewport's top edge, or as far as the next header lets it: that one
    /// pushes it up and out as it arrives.
    func pinSectionHeaders(context: LayoutContext) {
        var node = parent
        while let current = node, !(current is ScrollLayout) { node = current.parent }
        let headers = rows.keys.sorted().compactMap { offset in
            rows[offset].flatMap { row in Self.sectionHeader(in: row).map { (offset: offset, row: row, header: $0) } }
        }
        pinnedHeaderRow = nil
        var pinned: (index: Int, slot: Rect)?
        if let scroll = node as? ScrollLayout,
           // The last header that has scrolled above the top edge heads the rows at the top.
           let index = headers.lastIndex(where: { slot(ofRow: $0.offset).map { $0.y < scroll.frame.y } ?? false }),
           let natural = slot(ofRow: headers[index].offset) {
            var y = scroll.frame.y
            if index + 1 < headers.count, let next = slot(ofRow: headers[index + 1].offset) {
                y = min(y, next.y - natural.height)
            }
            let row = headers[index].row
            row.place(in: Rect(x: row.frame.x, y: row.frame.y + (y - natural.y), width: row.frame.width, height: row.frame.height),
                      context: context)
            pinnedHeaderRow = headers[index].offset
            pinned = (index, Rect(x: frame.x, y: y, width: frame.width, height: natural.height))
        }
        for (index, entry) in headers.enumerated() {
            entry.header.pinnedBackground = index == pinned?.index ? pinned.map { (pinnedHeaderBackground, $0.slot) } : nil
        }
    }
}
