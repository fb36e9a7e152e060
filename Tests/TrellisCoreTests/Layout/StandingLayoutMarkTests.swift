import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A node that counts what it hears of layout marks, and its measurings.
@MainActor
private final class CountingLayout: LayoutNode {
    var invalidations: [LayoutNode?] = []
    var measurings = 0

    /// A node measured whenever a mark passes through this one.
    var measuresWhenInvalidated: LayoutNode?

    override func layoutDidInvalidate(through child: LayoutNode?) {
        invalidations.append(child)
        if let measured = measuresWhenInvalidated {
            _ = measured.sizeThatFits(ProposedSize(width: 50, height: 50),
                                      in: LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: true)))
        }
    }

    override func measure(_ proposal: ProposedSize, in context: LayoutContext) -> Size {
        measurings += 1
        for child in children { _ = child.sizeThatFits(proposal, in: context) }
        return Size(width: 10, height: 10)
    }
}

/// `setNeedsLayout` walks to the root once per node and span without layout
/// work: a second mark from the same node finds the path as the first left it.
@MainActor
@Suite struct StandingLayoutMarkTests {
    private let context = LayoutContext(textMeasurer: AddingTextMeasurer(offersTable: true))

    /// A root, a container in it, and a leaf in that, all measured once.
    private func tree() -> (root: CountingLayout, middle: CountingLayout, leaf: CountingLayout) {
        let root = CountingLayout(), middle = CountingLayout(), leaf = CountingLayout()
        root.insertChild(middle, at: 0)
        middle.insertChild(leaf, at: 0)
        _ = root.sizeThatFits(ProposedSize(width: 100, height: 100), in: context)
        root.invalidations.removeAll()
        middle.invalidations.removeAll()
        return (root, middle, leaf)
    }

    @Test func manyMarksFromOneNodeWalkThePathOnce() {
        let (root, middle, leaf) = tree()
        for _ in 0..<100 { leaf.setNeedsLayout() }
        #expect(middle.invalidations.count == 1)
        #expect(middle.invalidations.first.map { $0 === leaf } == true)
        #expect(root.invalidations.count == 1)
        #expect(root.needsPlacement && middle.needsPlacement && leaf.needsPlacement)
    }

    @Test func aMarkAfterMeasuringWalksAgainAndForgetsTheNewSizes() {
        let (root, middle, leaf) = tree()
        leaf.setNeedsLayout()
        _ = root.sizeThatFits(ProposedSize(width: 100, height: 100), in: context)
        #expect(root.measurings == 2)
        leaf.setNeedsLayout()
        #expect(root.invalidations.count == 2)
        #expect(middle.invalidations.count == 2)
        // The size measured between the marks was forgotten by the second.
        _ = root.sizeThatFits(ProposedSize(width: 100, height: 100), in: context)
        #expect(root.measurings == 3)
    }

    @Test func aMarkAfterPlacingWalksAgainAndAsksForPlacement() {
        let (root, _, leaf) = tree()
        leaf.setNeedsLayout()
        root.place(in: Rect(x: 0, y: 0, width: 100, height: 100), context: context)
        #expect(!root.needsPlacement)
        leaf.setNeedsLayout()
        #expect(root.needsPlacement)
        #expect(root.invalidations.count == 2)
    }

    @Test func aWalkThatLaysOutOnTheWayLeavesNoStandingMark() {
        let (root, middle, leaf) = tree()
        // A hook that measures as the mark passes, as a container that lays
        // out while told of a change could: the walk no longer leaves the
        // path as it found it, so the next mark must walk again.
        middle.measuresWhenInvalidated = leaf
        leaf.setNeedsLayout()
        middle.measuresWhenInvalidated = nil
        leaf.setNeedsLayout()
        #expect(middle.invalidations.count == 2)
        #expect(root.invalidations.count == 2)
    }

    @Test func aNodeMovedToAnotherParentMarksItsNewPath() {
        let (root, middle, leaf) = tree()
        let other = CountingLayout()
        root.insertChild(other, at: 1)
        leaf.setNeedsLayout()
        // No layout work between: the mark that went up the old path still stands there.
        middle.removeChild(at: 0)
        other.insertChild(leaf, at: 0)
        other.invalidations.removeAll()
        leaf.setNeedsLayout()
        #expect(other.invalidations.count == 1)
        #expect(other.invalidations.first.map { $0 === leaf } == true)
    }
}
