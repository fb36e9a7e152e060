import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

private struct Composite: View {
    var body: some View {
        Text("a")
        Text("b")
    }
}

@MainActor
@Suite struct DisplayableCountTests {
    @Test func primitivesKnowTheirCount() {
        #expect(Text._displayableCount == 1)
        #expect(Color._displayableCount == 1)
        #expect(EmptyView._displayableCount == 0)
        #expect(VStack<TupleView<Text, Text>>._displayableCount == 1)
    }

    @Test func tuplesSumTheirParts() {
        #expect(TupleView<Text, Text, Text>._displayableCount == 3)
        #expect(TupleView<TupleView<Text, Text>, Text>._displayableCount == 3)
        #expect(TupleView<Text, EmptyView, Group<TupleView<Text, Text>>>._displayableCount == 3)
    }

    @Test func compositesUseTheirBody() {
        #expect(Composite._displayableCount == 2)
    }

    @Test func conditionalsAndForEachAreUnknown() {
        #expect(_ConditionalContent<EmptyView, Text>._displayableCount == nil)
        #expect(Optional<Text>._displayableCount == nil)
        #expect(ForEach<Range<Int>, Int, Text>._displayableCount == nil)
        #expect(AnyView._displayableCount == nil)
        #expect(TupleView<Text, Optional<Text>>._displayableCount == nil)
    }

    /// A conditional whose branches always give the same count is known after all:
    /// either branch fills the same number of places.
    @Test func aConditionalWithBranchesOfOneCountIsKnown() {
        #expect(_ConditionalContent<Text, Text>._displayableCount == 1)
        #expect(_ConditionalContent<Text, EmptyView>._displayableCount == nil)
    }

    @Test func modifiersKeepTheCountOfTheirContent() {
        #expect(ModifiedContent<TupleView<Text, Text>, Int>._displayableCount == 2)
    }
}
