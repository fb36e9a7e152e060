@_spi(TrellisExtension) import TrellisCore

import Observation

/// Which menu of a window's menu bar is open, and whether the keyboard is in
/// the bar: the part of the bar that keys (Alt, arrows, mnemonics) change.
@MainActor @Observable
package final class MenuBarState {
    /// The titles of the bar's menus, in order.
    package var titles: [String] = []
    /// The menu that is open, if any.
    package private(set) var openIndex: Int?
    /// The title the keyboard is on while the bar has it and no menu is open.
    package private(set) var highlightedIndex: Int?
    /// Whether the keyboard brought the bar into use, so each title underlines its mnemonic.
    package private(set) var showsMnemonics = false
    /// Whether the window's toolbar shows (nil: it has none), for View ▸ Hide or Show Toolbar.
    package var toolbarShown: Bool?

    /// Each title's mnemonic, as a character offset: its first letter no
    /// earlier title took, so "File" and "Format" open with F and O.
    package var mnemonicOffsets: [Int?] {
        var taken: Set<String> = []
        return titles.map { title in
            for (offset, character) in title.enumerated() where character.isLetter {
                let key = String(character).lowercased()
                if taken.insert(key).inserted { return offset }
            }
            return nil
        }
    }

    package init() {}

    /// Whether the keyboard is in the bar: a title is highlighted or a menu open.
    package var isActive: Bool { openIndex != nil || highlightedIndex != nil }

    /// Opens the menu at `index`, closing any other.
    package func open(_ index: Int) {
        guard titles.indices.contains(index) else { return }
        highlightedIndex = nil
        openIndex = index
    }

    /// Alt pressed and let go: the keyboard moves to the first title, or leaves the bar.
    package func toggleFocus() {
        if isActive {
            close()
        } else if !titles.isEmpty {
            highlightedIndex = 0
            showsMnemonics = true
        }
    }

    /// Moves to the next (`by: 1`) or previous (`by: -1`) menu, wrapping around;
    /// an open menu closes and its neighbour opens.
    package func move(by step: Int) {
        guard !titles.isEmpty else { return }
        let count = titles.count
        if let open = openIndex {
            openIndex = ((open + step) % count + count) % count
        } else if let highlighted = highlightedIndex {
            highlightedIndex = ((highlighted + step) % count + count) % count
        }
    }

    /// Opens the menu whose mnemonic is `letter`, ignoring case; returns whether one did.
    package func openMenu(startingWith letter: Character) -> Bool {
        let wanted = String(letter).lowercased()
        let offsets = mnemonicOffsets
        guard let index = titles.indices.first(where: { index in
            guard let offset = offsets[index] else { return false }
            return String(titles[index][titles[index].index(titles[index].startIndex, offsetBy: offset)]).lowercased() == wanted
        }) else { return false }
        open(index)
        showsMnemonics = true
        return true
    }

    /// Opens the highlighted menu.
    package func openHighlighted() {
        if let highlighted = highlightedIndex { open(highlighted) }
    }

    /// Closes the open menu, if `index` is it, and takes the keyboard out of the bar.
    package func dismiss(_ index: Int) {
        guard openIndex == index else { return }
        openIndex = nil
        showsMnemonics = false
    }

    /// Closes any open menu and takes the keyboard out of the bar.
    package func close() {
        openIndex = nil
        highlightedIndex = nil
        showsMnemonics = false
    }
}
