/// A row built where another row stood: the new row repaints alone.
///
/// Swapping two rows, or a row whose element was replaced by one with a new
/// id, tears the old row down and builds a new one in its slot. Both change
/// the stack's children, which marks the stack as drawing again whole: every
/// visible row's graphics copied into a new run, and their drawn bounds moved
/// along. When nothing else about the stack changed, the new row can take over
/// the old row's place in the kept display list instead, so the display
/// builder goes through the stack to that one row, as it does for a row that
/// repaints in place.
extension LazyStackLayout {
    /// Called after placement when the decoration is as it was: if the rows
    /// drawn now are the rows drawn last time but for new rows standing where
    /// rows that left stood, each new row takes over its predecessor's place
    /// and the stack's own drawing counts as unchanged.
    func repaintReplacedRowsAlone() {
        // A stack drawn whole anyway, or never drawn, has nothing to keep.
        guard display.ownChanged, !display.changesAll, display.builtIn != 0 else { return }
        let drawn = display.drawnChildren
        let now = childrenInPaintOrder
        guard drawn.count == now.count, drawsOwnGraphicsAsLastBuilt else { return }
        var replaced = 0
        for index in now.indices where now[index] !== drawn[index] {
            guard canTakeOver(from: drawn[index], by: now[index], at: index) else { return }
            replaced += 1
        }
        // Nothing replaced: the mark came from elsewhere and stays. Most rows
        // replaced (new data): drawing the stack again copies little, and makes
        // one run where taking over would make one per row.
        guard replaced > 0, replaced * 2 <= now.count else { return }
        for index in now.indices where now[index] !== drawn[index] {
            takeOver(from: drawn[index], by: now[index])
        }
        display.drawnChildren = now
        display.ownChanged = false
        noteMarkedRows()
    }

    /// Whether `new`, never drawn, may be drawn in the place `old` had at
    /// paint index `index` of the last build, `old` having left the stack.
    private func canTakeOver(from old: LayoutNode, by new: LayoutNode, at index: Int) -> Bool {
        old.parent !== self && new.display.builtIn == 0 && new.display.placedInBuild == 0
            && old.display.placedInBuild == display.builtIn && old.display.paintIndex == index
            && adjustment(forRebuilding: new) != nil
    }

    /// Gives `new` the place of `old`'s graphics in the kept list. It stays
    /// marked to draw afresh; with the old run's place and length, the display
    /// builder replaces that run and counts `old`'s graphics as gone.
    private func takeOver(from old: LayoutNode, by new: LayoutNode) {
        new.display.paintIndex = old.display.paintIndex
        new.display.offsetInParent = old.display.offsetInParent
        new.display.count = old.display.count
        new.display.placedInBuild = old.display.placedInBuild
        new.display.builtIn = old.display.builtIn
    }

    /// Marks that came up through the stack while it was to draw again whole
    /// noted no child, since it would not have read them: note every row that
    /// is marked now, and forget rows that left.
    private func noteMarkedRows() {
        let listed = display.markedChildren.all
        display.markedChildren.removeAll()
        for child in listed where child.parent === self { display.markedChildren.append(child) }
        for child in children where child.display.needsRebuild && !child.display.isInMarkedChildren {
            display.markedChildren.append(child)
        }
    }
}
