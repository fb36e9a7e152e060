/// How a list answers the pointer and the keyboard, as a Mac's does.
///
/// A click selects the row under it; Ctrl- (or Super-) click adds or removes
/// a row, and Shift-click selects the rows from the last clicked one, in a
/// list bound to a `Set`. Up and Down move the selection while the list has
/// focus, Shift extending it; Home, End and the page keys scroll, and letters
/// select by typing (ListKeyboardNavigation.swift); Delete and Backspace call the selected rows'
/// `onDelete`. Dragging a row of a `ForEach` with `onMove` moves it.
/// Controls inside a row (a toggle, a text field) take their own clicks.
extension ListLayout {
    /// Handlers for this layout, enabled while `node`'s environment says so, so `.disabled` turns them off.
    func makeInteraction(enabledBy node: ViewNode) -> Interaction {
        let interaction = Interaction()
        interaction.environmentSource = node
        let clock = node.graph.clock
        // A list that can neither select nor move rows lets clicks through to what encloses it.
        interaction.isEnabled = { [unowned self] in
            isSelectable || rowSources.contains { $0.moveAction != nil }
        }
        interaction.onPressAt = { [unowned self] point in
            pressedRow = row(at: point)
        }
        interaction.onTap = { [unowned self, unowned interaction] taps in
            guard let row = pressedRow else { return }
            let previous = lastTappedRow
            lastTappedRow = row
            // A double-click is two plain clicks on one row, not a click and then a Ctrl-click on another.
            if taps % 2 == 0, row == previous, interaction.pressModifiers.isEmpty, let primaryAction, let tag = tag(ofRow: row) {
                primaryAction(selection.contains(tag) ? selection : [tag])
                return
            }
            click(row: row, modifiers: interaction.pressModifiers)
        }
        interaction.onKey = { [unowned self] key, modifiers in
            if key == .enter, let primaryAction, !selection.isEmpty {
                primaryAction(selection)
                return true
            }
            return switch key {
            case .up: moveSelection(by: -1, extending: modifiers.contains(.shift))
            case .down: moveSelection(by: 1, extending: modifiers.contains(.shift))
            case .right: disclose(true)
            case .left: disclose(false)
            case .delete, .backspace: deleteSelection()
            case .home, .end, .pageUp, .pageDown: scroll(for: key)
            case .character(let character) where modifiers.isSubset(of: [.shift]):
                typeSelect(character, at: clock.now)
            // The arrows already chose; without this the router would replay the last click.
            case .space, .enter: true
            default: false
            }
        }
        interaction.onDrag = { [unowned self] value, ended in
            drag(value, ended: ended)
        }
        return interaction
    }

    // MARK: Selecting

    private func click(row: Int, modifiers: KeyModifiers) {
        guard isSelectable, let tag = tag(ofRow: row) else { return }
        let toggles = modifiers.contains(.control) || modifiers.contains(.command)
        if toggles && selection.contains(tag) {
            // Shift-clicks go on extending from the row last added, not from a row just let go.
            lead = tag
            writeSelection(selection.subtracting([tag]))
            return
        } else if toggles && allowsMultiple {
            writeSelection(selection.union([tag]))
        } else if modifiers.contains(.shift), allowsMultiple, let anchor {
            lead = tag
            writeSelection(tags(from: anchor, to: tag))
            return
        } else {
            writeSelection([tag])
        }
        anchor = tag
        lead = tag
    }

    /// The tags of the rows from `start`'s row to `end`'s, both included.
    private func tags(from start: AnyHashable, to end: AnyHashable) -> Set<AnyHashable> {
        guard let first = rows(withTag: start).first, let last = rows(withTag: end).first else { return [end] }
        return Set((min(first, last)...max(first, last)).compactMap { tag(ofRow: $0) })
    }

    /// Moves to the next row with a tag above or below the lead row; from
    /// nothing, Down starts at the first row and Up at the last.
    private func moveSelection(by step: Int, extending: Bool) -> Bool {
        guard isSelectable, count > 0 else { return false }
        let current = (lead.flatMap { rows(withTag: $0).first })
            ?? selection.compactMap { rows(withTag: $0).first }.min()
        var candidate = current.map { $0 + step } ?? (step > 0 ? 0 : count - 1)
        while (0..<count).contains(candidate) {
            if let tag = tag(ofRow: candidate) {
                if extending, allowsMultiple, let anchor {
                    writeSelection(tags(from: anchor, to: tag))
                } else {
                    writeSelection([tag])
                    anchor = tag
                }
                lead = tag
                scrollToShow(row: candidate)
                return true
            }
            candidate += step
        }
        // At the end already: the key is still the list's, so nothing else acts on it.
        return true
    }

    /// Scrolls the enclosing scroll view just enough to show a built row.
    func scrollToShow(row: Int) {
        guard let slot = slot(ofRow: row), let scroll = enclosingScrollLayout else { return }
        scroll.scroll(toShow: slot)
    }

    // MARK: Deleting and moving

    /// Calls each `ForEach`'s `onDelete` with the offsets of its selected elements.
    private func deleteSelection() -> Bool {
        guard isSelectable, !selection.isEmpty else { return false }
        var handled = false
        for source in rowSources {
            guard let action = source.deleteAction else { continue }
            let doomed = IndexSet(selection.flatMap { rows(withTag: $0) }.compactMap { source.element(atRow: $0) })
            if doomed.isEmpty { continue }
            action(doomed)
            handled = true
        }
        return handled
    }

    /// Follows a drag that started on a row of a `ForEach` with `onMove`: a
    /// line shows where it would land, and letting go calls `onMove`.
    private func drag(_ value: DragValue, ended: Bool) {
        guard let start = row(at: value.startLocation),
              let source = rowSources.first(where: { $0.moveAction != nil && $0.element(atRow: start) != nil }),
              let element = source.element(atRow: start), let action = source.moveAction else { return }
        let destination = dropElement(at: value.location.y, in: source)
        if !ended {
            dropLine = dropLineY(before: destination, in: source)
            return
        }
        dropLine = nil
        // A selected row takes the other selected rows of its ForEach with it.
        var moving = IndexSet([element])
        if let tag = tag(ofRow: start), selection.contains(tag) {
            moving = IndexSet(selection.flatMap { rows(withTag: $0) }.compactMap { source.element(atRow: $0) })
        }
        let staysPut = moving.count == 1 && (destination == element || destination == element + 1)
        if !staysPut { action(moving, destination) }
    }

    /// The element a drop at `y` goes in front of (the count for the end),
    /// judged by the built rows: the first whose middle is below `y`.
    private func dropElement(at y: Double, in source: any ListRowSource) -> Int {
        var lastElement: Int?
        for offset in rows.keys {
            guard let element = source.element(atRow: offset), let slot = slot(ofRow: offset) else { continue }
            if y < slot.y + slot.height / 2 { return element }
            lastElement = element
        }
        return lastElement.map { $0 + 1 } ?? source.elementCount
    }

    private func dropLineY(before element: Int, in source: any ListRowSource) -> CGFloat? {
        if element < source.elementCount, let first = source.rows(ofElement: element).first, let slot = slot(ofRow: first) {
            return slot.y
        }
        guard element > 0, let last = source.rows(ofElement: element - 1).last else { return nil }
        return slot(ofRow: last)?.maxY
    }
}
