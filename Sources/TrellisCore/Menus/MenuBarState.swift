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

    /// Opens the menu whose title starts with `letter`, ignoring case; returns whether one did.
    package func openMenu(startingWith letter: Character) -> Bool {
        let wanted = String(letter).lowercased()
        guard let index = titles.firstIndex(where: { $0.first.map { String($0).lowercased() } == wanted }) else { return false }
        open(index)
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
    }

    /// Closes any open menu and takes the keyboard out of the bar.
    package func close() {
        openIndex = nil
        highlightedIndex = nil
    }
}
