/// Where a focused list shows its focus: a ring round the row the arrow keys
/// move on from, as GTK marks a list's cursor row, so focus stays visible in
/// a long list whose own frame runs past the scroll view that clips it.
extension ListLayout {
    /// The row the ring goes round while the list has visible focus: the lead
    /// row, else the first selected one, else the first row; nil when there is no ring.
    var ringRow: Int? {
        guard let interaction, interaction.isFocused, interaction.isFocusable, interaction.showsFocusRing,
              count > 0 else { return nil }
        if let lead, let row = rows(withTag: lead).first { return row }
        if let row = selection.compactMap({ rows(withTag: $0).first }).min() { return row }
        return 0
    }

    /// Draws the ring just inside the row's slot, so the list's clip never cuts it.
    func appendRowFocusRing(to list: inout DisplayList) {
        ringedRow = ringRow
        guard let row = ringedRow, let slot = slot(ofRow: row) else { return }
        let ring = Rect(x: slot.x + 1, y: slot.y + 1, width: max(slot.width - 2, 0), height: max(slot.height - 2, 0))
        list.append(Graphic(id: focusRingID, content: .border(RGBA(r: 0, g: 122, b: 255, a: 160), width: 2),
                            frame: ring, version: 0, clip: nil, opacity: 1))
    }
}
