import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A custom container's stored content, as a `@ViewBuilder` init keeps it.
private struct Card<Content: View> { var content: Content; var title: String }

/// A block's parts live in a box shared by copies, and a clip's shape is
/// compared without describing it: both must still judge as member-by-member
/// comparison of the values does.
@MainActor @Suite struct BoxedContentEqualityTests {
    @Test func blocksWithEqualPartsAreEqual() {
        #expect(ValueEquality.areEqual(TupleView(Text("a"), Color.red), TupleView(Text("a"), Color.red)))
        #expect(!ValueEquality.areEqual(TupleView(Text("a"), Color.red), TupleView(Text("b"), Color.red)))
        #expect(!ValueEquality.areEqual(TupleView(Text("a"), Color.red), TupleView(Text("a"), Color.blue)))
        let block = TupleView(Text("a"), Text("b"))
        #expect(ValueEquality.areEqual(block, block))
    }

    @Test func storedBlocksCompareByTheirParts() {
        // The box adds no level: parts are compared at the depth the tuple's own members were.
        let old = Card(content: TupleView(Text("a"), Color.red), title: "t")
        #expect(ValueEquality.areEqual(old, Card(content: TupleView(Text("a"), Color.red), title: "t")))
        #expect(!ValueEquality.areEqual(old, Card(content: TupleView(Text("b"), Color.red), title: "t")))
        #expect(!ValueEquality.areEqual(old, Card(content: TupleView(Text("a"), Color.red), title: "u")))
        let nested = TupleView(Text("a"), TupleView(Text("b"), Color.red))
        #expect(ValueEquality.areEqual(nested, TupleView(Text("a"), TupleView(Text("b"), Color.red))))
        #expect(!ValueEquality.areEqual(nested, TupleView(Text("a"), TupleView(Text("c"), Color.red))))
    }

    @Test func aBlockStillReadsItsParts() {
        let block = TupleView(Text("a"), Text("b"))
        #expect(block.value.0 == Text("a") && block.value.1 == Text("b"))
    }

    @Test func clipsCompareTheirShapes() {
        let rounded = ClipModifier(shape: RoundedRectangle(cornerRadius: 4))
        #expect(rounded == ClipModifier(shape: RoundedRectangle(cornerRadius: 4)))
        #expect(rounded != ClipModifier(shape: RoundedRectangle(cornerRadius: 5)))
        #expect(rounded != ClipModifier(shape: Circle()))
        #expect(rounded != ClipModifier(shape: nil))
        #expect(ClipModifier(shape: nil) == ClipModifier(shape: nil))
    }
}
