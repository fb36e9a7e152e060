import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A stack places again only the children that asked. Few children are found
/// by scanning them and many through a map of indices; both must name each
/// child that asked once, in the stack's order, and no other.
@MainActor
@Suite struct StackPlacementAskedTests {
    private func placement(afterAsking asked: [Int], of children: [LayoutNode]) -> [Int]? {
        var placement = StackPlacement()
        // The first placement places everything; what asks after it is what the next one places.
        #expect(placement.beginPlacing(children) == nil)
        for index in asked { placement.childAsked(children[index]) }
        return placement.beginPlacing(children)
    }

    @Test(arguments: [3, 16, 17, 40])
    func onlyTheChildrenThatAskedArePlacedInStackOrder(count: Int) {
        let children = (0..<count).map { _ in LayoutNode() }
        let asked = [count - 1, 1, count - 1, 0, 1]
        #expect(placement(afterAsking: asked, of: children) == [0, 1, count - 1])
    }

    @Test(arguments: [3, 40])
    func aChildThatIsNoLongerInTheStackIsNotPlaced(count: Int) {
        let children = (0..<count).map { _ in LayoutNode() }
        var placement = StackPlacement()
        _ = placement.beginPlacing(children)
        placement.childAsked(LayoutNode())
        placement.childAsked(children[2])
        #expect(placement.beginPlacing(children) == [2])
    }

    @Test(arguments: [3, 40])
    func theStackAskingItselfPlacesEverything(count: Int) {
        let children = (0..<count).map { _ in LayoutNode() }
        var placement = StackPlacement()
        _ = placement.beginPlacing(children)
        placement.childAsked(children[1])
        placement.childAsked(nil)
        #expect(placement.beginPlacing(children) == nil)
    }
}
