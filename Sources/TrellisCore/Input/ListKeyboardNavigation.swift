import Foundation

/// The keys a Mac's table view answers besides the arrows: Home, End, Page Up
/// and Page Down scroll without touching the selection, and typing letters
/// selects the next row whose text starts with them (type-select).
extension ListLayout {
    /// How long a pause, in seconds, starts a new type-select prefix, as NSTableView's keyboard interval.
    static var typeSelectPause: Double { 1 }

    /// Scrolls for Home, End, Page Up and Page Down; returns whether the key was one of them.
    func scroll(for key: Key) -> Bool {
        guard let scroll = enclosingScrollLayout else { return false }
        // A page less one row, so the row at the edge stays in sight as context.
        let row = rows.values.first?.frame.height ?? 0
        let page = max(scroll.frame.height - row, scroll.frame.height / 2)
        switch key {
        case .home: scroll.scroll(by: 0, -.infinity)
        case .end: scroll.scroll(by: 0, .infinity)
        case .pageUp: scroll.scroll(by: 0, -page)
        case .pageDown: scroll.scroll(by: 0, page)
        default: return false
        }
        return true
    }

    /// Adds `character` to the typed prefix (a new one after a pause) and
    /// selects the first built row from the lead row on, wrapping, whose text
    /// starts with it, ignoring case and accents. `now` is the graph's clock, in
    /// seconds, so a test that advances it sees the pause.
    func typeSelect(_ character: Character, at now: Double) -> Bool {
        guard isSelectable, count > 0 else { return false }
        if let last = typeSelectTime, now - last > Self.typeSelectPause { typeSelectPrefix = "" }
        // A space only continues a prefix; alone it is the list's no-op key.
        if character == " ", typeSelectPrefix.isEmpty { return false }
        typeSelectPrefix.append(character)
        typeSelectTime = now
        let wanted = Self.folded(typeSelectPrefix)
        let built = rows.keys
        let start = lead.flatMap { rows(withTag: $0).first }.flatMap { built.firstIndex(of: $0) } ?? 0
        for step in 0..<built.count {
            let offset = built[(start + step) % built.count]
            guard let tag = tag(ofRow: offset), let row = rows[offset], let text = Self.firstText(in: row),
                  Self.folded(text).hasPrefix(wanted) else { continue }
            writeSelection([tag])
            anchor = tag
            lead = tag
            scrollToShow(row: offset)
            return true
        }
        // Nothing matches: the key is still the list's, as a Mac beeps rather than passing it on.
        return true
    }

    /// The string of the first text in `node`'s subtree, depth first: the row's title.
    private static func firstText(in node: LayoutNode) -> String? {
        if let text = node as? TextLayout { return text.run.string }
        for child in node.children {
            if let found = firstText(in: child) { return found }
        }
        return nil
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
