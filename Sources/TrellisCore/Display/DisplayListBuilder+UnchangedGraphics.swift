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

    /// Whether two graphics are the same: bit for bit first, as a node drawing
    /// what it drew before gives the same strings, arrays and values (1,300
    /// instructions a graphic compared field by field, 40 compared as bytes),
    /// then field by field, which also finds equal values made anew. The
    /// place is compared before the rest: rows that scrolled differ there.
    private static func same(_ new: UnsafePointer<Graphic>, _ old: UnsafePointer<Graphic>) -> Bool {
        if memcmp(new, old, MemoryLayout<Graphic>.size) == 0 { return true }
        return new.pointee.frame == old.pointee.frame && new.pointee.id == old.pointee.id && new.pointee == old.pointee
    }

    /// Puts the `changed` runs of `run` in place of the graphics they replace
    /// at `start`, each run a splice of its own, and leaves the rest as they
    /// are: neither touched nor gone. The old graphics this redraw noted as
    /// touched (from `touchedOldFrom` on) are noted again for the changed runs only.
    func putInPlace(_ changed: [Range<Int>], of run: [Graphic], at start: Int, touchedOldFrom mark: Int) {
        touchedOld.removeSubrange(mark...)
        for range in changed {
            let kept = (start + range.lowerBound)..<(start + range.upperBound)
            for index in kept { touchedOld.append(graphics[index].id) }
            for index in range { changes.touched[run[index].id] = start + index }
            splices.append(DisplaySplice(range: kept, count: range.count))
            changes.replaced.append((kept.lowerBound, Array(graphics[kept])))
            graphics.replaceSubrange(kept, with: run[range])
        }
    }
}
