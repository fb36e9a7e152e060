/// Moving keyboard focus with Tab and Shift-Tab (and a menu's arrows), in
/// reading order, scrolling the focused control into view.
extension EventRouter {
    /// Moves focus to the next focusable in reading order, or the previous one, wrapping round.
    func moveFocus(backwards: Bool, root: LayoutNode) {
        let order = HitTesting.focusables(in: root)
        guard !order.isEmpty else { return }
        let current = order.firstIndex { $0 === focused }
        let next: Int = switch current {
        case nil: backwards ? order.count - 1 : 0
        case let index?: (index + (backwards ? order.count - 1 : 1)) % order.count
        }
        focus(order[next])
        scrollToShow(order[next])
    }

    /// Moves focus to the first control of the next focus section (F6), or the
    /// previous one (Shift+F6), wrapping round, as F6 moves between panes in
    /// GTK: from a sidebar to the detail beside it. With one section, nothing moves.
    func moveFocusSection(backwards: Bool, root: LayoutNode) {
        let sections = HitTesting.focusSections(in: root)
        let current = sections.firstIndex { $0.contains { $0 === focused } }
        guard sections.count > 1 || (current == nil && !sections.isEmpty) else { return }
        let next: Int = switch current {
        case nil: backwards ? sections.count - 1 : 0
        case let index?: (index + (backwards ? sections.count - 1 : 1)) % sections.count
        }
        focus(sections[next][0])
        scrollToShow(sections[next][0])
    }

    /// Scrolls the scroll view around `target` just enough to show it, as
    /// moving through a long menu or form with the keys needs.
    func scrollToShow(_ target: LayoutNode) {
        target.enclosingScrollLayout?.scroll(toShow: target.frame)
    }
}
