import Foundation

extension DisplayListBuilder {
    /// The runs of `run` that differ from the graphics they would replace,
    /// which start at `start` in the kept list; `nil` when all of them differ.
    ///
    /// A node that draws many graphics draws them all again when one changes:
    /// an editor's keystroke draws a screenful of rows to change one. Put in
    /// whole, every one was measured, compared for damage and kept again, for
    /// a tenth of the keystroke; a graphic equal to the one it replaces
    /// changes nothing on screen.
    func changedRuns(of run: [Graphic], replacingAt start: Int) -> [Range<Int>]? {
        var changed: [Range<Int>] = []
        var runStart: Int?
        var unchanged = 0
        run.withUnsafeBufferPointer { new in
            graphics.withUnsafeBufferPointer { old in
                for index in new.indices {
                    if Self.same(new.baseAddress! + index, old.baseAddress! + start + index) {
                        unchanged += 1
                        if let first = runStart { changed.append(first..<index) }
                        runStart = nil
                    } else if runStart == nil {
                        runStart = index
                    }
                }
            }
        }
        if let first = runStart { changed.append(first..<run.count) }
        return unchanged == 0 ? nil : changed
    }

    /// Whether two graphics are the same: their places first, which differ
    /// for rows that scrolled or moved (a table's page of cells), then bit
    /// for bit, as a node drawing what it drew before gives the same strings,
    /// boxes and values (1,300 instructions a graphic compared field by
    /// field, 40 as bytes), then field by field, which finds equal values made anew.
    static func same(_ new: UnsafePointer<Graphic>, _ old: UnsafePointer<Graphic>) -> Bool {
        let place = new.pointee.frame, oldPlace = old.pointee.frame
        guard place.origin.x == oldPlace.origin.x, place.origin.y == oldPlace.origin.y,
              place.size.width == oldPlace.size.width, place.size.height == oldPlace.size.height else { return false }
        if memcmp(new, old, MemoryLayout<Graphic>.size) == 0 { return true }
        return new.pointee.id == old.pointee.id && new.pointee == old.pointee
    }

    /// Puts `run` in place of the graphics at `start`, naming as changed only
    /// its `changed` runs, each a splice of its own: the rest are equal to
    /// what they replace, neither touched nor gone. The old graphics this
    /// redraw noted as touched (from `touchedOldFrom` on) are noted again
    /// for the changed runs only.
    func putInPlace(_ changed: [Range<Int>], of run: consuming [Graphic], at start: Int, touchedOldFrom mark: Int) {
        touchedOld.removeSubrange(mark...)
        var changedCount = 0
        for range in changed { changedCount += range.count }
        changes.touched.reserveCapacity(changes.touched.count + changedCount)
        for range in changed {
            for index in range {
                touchedOld.append(graphics[start + index].id)
                changes.touched[run[index].id] = start + index
            }
            splices.append(DisplaySplice(range: (start + range.lowerBound)..<(start + range.upperBound), count: range.count))
        }
        // All of the run goes in, in one exchange: the graphics equal to those they replace may be new values.
        let count = run.count
        let replaced = graphics.exchangeSubrange(start..<(start + count), with: run)
        changes.replaced.append((start, replaced))
    }
}
