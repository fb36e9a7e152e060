/// The rows of a lazy stack as the data changes: rows that exist only in the
/// data (counted, not built), rows coming and going in one pass, and rows
/// built and torn down as they near and leave the viewport.
extension LazyStackLayout {
    /// `amount` rows, not yet built, now start at `offset`.
    package func insertVirtual(_ amount: Int, at offset: Int) {
        guard amount > 0 else { return }
        shift(from: offset, by: amount)
        count += amount
        setNeedsLayout()
    }

    /// The `amount` rows from `offset` are gone, built or not.
    package func removeVirtual(_ amount: Int, at offset: Int) {
        guard amount > 0 else { return }
        for gone in offset..<(offset + amount) { detach(at: gone) }
        shift(from: offset + amount, by: -amount)
        count -= amount
        setNeedsLayout()
    }

    /// Many rows came, went or moved at once: the stack now has `newCount`
    /// rows, and each built row stands where `relocation` says, or is gone with
    /// its data when it says `nil`. One pass, where a row at a time would move
    /// every built row and lay the stack out again for each.
    func relocateRows(count newCount: Int, by relocation: RowRelocation) {
        var moved: [(offset: Int, row: LayoutNode)] = []
        moved.reserveCapacity(rows.count)
        for (offset, row) in rows {
            if let destination = relocation.destination(of: offset) {
                moved.append((destination, row))
            } else {
                row.parent = nil
            }
        }
        rows.replaceAll(with: moved)
        let keepsChildren = Self.areSameNodes(rows.values, children)
        if !keepsChildren { children = rows.values }
        count = newCount
        if let edits = relocation.edits {
            for edit in edits { lengths.follow(edit) }
        } else {
            lengths.relocate(by: relocation)
        }
        // When every row stayed where it was, each perhaps showing a new
        // element (`IdentityFreeRows`), the stack is measured and placed again
        // but what it draws itself follows its decoration, which placing
        // compares, and rows that change mark themselves: drawing it again
        // whole would repaint every visible row.
        setNeedsLayout(ownDrawingChanged: !keepsChildren)
        if keepsChildren { keptRowsInPlace = true }
    }

    /// Whether two lists hold the same nodes in the same order. A loop: a
    /// main-actor closure given to `elementsEqual` checks the executor per row.
    private static func areSameNodes(_ first: [LayoutNode], _ second: [LayoutNode]) -> Bool {
        guard first.count == second.count else { return false }
        for index in first.indices where first[index] !== second[index] { return false }
        return true
    }

    private func shift(from offset: Int, by delta: Int) {
        rows.shift(from: offset, by: delta)
        lengths.shift(from: offset, by: delta)
    }

    /// A row at `offset` was built.
    package func attach(_ child: LayoutNode, at offset: Int) {
        let inStep = children.count == rows.count
        let (position, replaced) = rows.put(child, at: offset)
        becomeParent(of: child)
        defer {
            if isPlacingRows {
                builtWhilePlacing = true
                markDisplayPath()
            } else {
                setNeedsLayout()
            }
        }
        if inStep && !replaced {
            // The children are the built rows in offset order: the new one goes
            // where the store put it, without copying the others.
            children.insert(child, at: position)
        } else {
            children = rows.values
        }
    }

    /// The row at `offset` was torn down; the row itself still exists in the data.
    package func detach(at offset: Int) {
        guard let row = rows.removeValue(forKey: offset) else { return }
        row.parent = nil
        // Found by a loop: a main-actor closure given to `removeAll(where:)` checks the executor per row.
        for index in children.indices where children[index] === row {
            children.remove(at: index)
            break
        }
        // Redrawing the whole stack for one row gone would repaint (and
        // re-measure the bounds of) every visible row.
        if isPlacingRows { markDisplayPath() } else { setNeedsChildPlacement() }
    }
}
