/// A subtree that only moved: a row of a list shifted by the row removed above
/// it, every row of a list that scrolled. Nothing in it is measured or placed
/// again, each node's frame is shifted, and the display builder shifts the
/// graphics it drew last time (`DisplayState.movedBy`) instead of asking every
/// node to draw again.
///
/// Only nodes that place their children relative to their own frame, keep no
/// other position and draw nothing that moves differently from their frame
/// say they can be moved so (`canBeMovedWithoutPlacing`); a subtree holding any
/// other is placed as before.
extension LayoutNode {
    /// Moves this subtree to `rect` without placing anything in it again;
    /// `false`, having changed nothing, when it must be placed instead: `rect`
    /// has another size, or something in the subtree waits to be placed or drawn.
    final func moveWithoutPlacing(to rect: Rect) -> Bool {
        guard rect.size.width == frame.size.width, rect.size.height == frame.size.height else { return false }
        let delta = Size(width: rect.origin.x - frame.origin.x, height: rect.origin.y - frame.origin.y)
        // A fresh placement adds the same numbers in another order: on a
        // grid of sixty-fourths (where a font's 26.6 metrics fall) every sum
        // is exact, so both orders give the same frames.
        guard Self.isOnGrid(delta.width), Self.isOnGrid(delta.height),
              display.builtIn != 0, !display.needsRebuild, subtreeCanBeMoved() else { return false }
        shiftFrames(by: delta)
        // Set after the mark: a mark reaching a node that moved makes it draw again.
        markDisplayPath(ownDrawingChanged: false)
        display.movedBy = delta
        return true
    }

    /// Whether every node here can be moved without placing, is placed, and
    /// stands on the grid that keeps a shift exact.
    private func subtreeCanBeMoved() -> Bool {
        guard canBeMovedWithoutPlacing, !needsPlacement, Self.isOnGrid(frame.origin.x), Self.isOnGrid(frame.origin.y)
        else { return false }
        let children = children
        for index in children.indices where !children[index].subtreeCanBeMoved() { return false }
        return true
    }

    private func shiftFrames(by delta: Size) {
        frame.origin = Point(x: frame.origin.x + delta.width, y: frame.origin.y + delta.height)
        didMoveWithoutPlacing(by: delta)
        let children = children
        for index in children.indices { children[index].shiftFrames(by: delta) }
    }

    /// Sixty-fourths of a point, well inside a double's exact range: a
    /// value off the grid (a third of a length) cannot be on it after
    /// rounding, so a subtree laid out from such values is placed instead.
    private static func isOnGrid(_ value: Double) -> Bool {
        // A conversion, not `rounded()`, which is a call into libm.
        abs(value) < 0x1p40 && Double(Int64(value * 64)) == value * 64
    }
}
