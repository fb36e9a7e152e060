import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

private final class Token {}
private enum Choice { case first, second(Int) }
private struct Plain { var number = 1; var label = "a" }
private struct Holder { var content: any View; var extra: Int }
private struct WithClosure { var run: () -> Void }
private struct WithObject { var token: Token }
private struct WithChoice { var choice: Choice }
private struct Level4 { var value: Plain }
private struct Level3 { var inner: Level4 }
private struct Level2 { var inner: Level3 }
private struct Level1 { var inner: Level2 }
private struct Level0 { var inner: Level1 }

/// The per-type plans must judge exactly as member-by-member comparison did.
@MainActor @Suite struct EqualityPlanTests {
    @Test func equatableValuesCompareWithTheirOwnEquality() {
        #expect(ValueEquality.areEqual(0.0, -0.0))
        #expect(!ValueEquality.areEqual(Double.nan, Double.nan))
        #expect(ValueEquality.areEqual("x" + "y", "xy"))
        #expect(!ValueEquality.areEqual(1, 1.0))
    }

    @Test func structuresCompareMemberByMember() {
        #expect(ValueEquality.areEqual(Plain(), Plain()))
        #expect(!ValueEquality.areEqual(Plain(), Plain(number: 2)))
        // Strings with equal text but different storage are equal by ==, not bytes.
        let built = String(repeating: "long text ", count: 4)
        #expect(ValueEquality.areEqual(Plain(label: built), Plain(label: "long text long text long text long text ")))
    }

    @Test func existentialFieldsCompareWhatTheyHold() {
        #expect(ValueEquality.areEqual(Holder(content: Text("a"), extra: 1), Holder(content: Text("a"), extra: 1)))
        #expect(!ValueEquality.areEqual(Holder(content: Text("a"), extra: 1), Holder(content: Text("b"), extra: 1)))
        #expect(!ValueEquality.areEqual(Holder(content: Text("a"), extra: 1), Holder(content: Color.red, extra: 1)))
        #expect(ValueEquality.areEqual(AnyView(Text("a")), AnyView(Text("a"))))
        #expect(!ValueEquality.areEqual(AnyView(Text("a")), AnyView(Text("b"))))
    }

    @Test func classesCompareByIdentity() {
        let token = Token()
        #expect(ValueEquality.areEqual(WithObject(token: token), WithObject(token: token)))
        #expect(!ValueEquality.areEqual(WithObject(token: Token()), WithObject(token: Token())))
    }

    @Test func closuresAndEnumPayloadsCountAsChangedUnlessTheBytesMatch() {
        let run: () -> Void = { _ = Token() }
        #expect(ValueEquality.areEqual(WithClosure(run: run), WithClosure(run: run)))
        #expect(!ValueEquality.areEqual(WithClosure(run: { _ = Token() }), WithClosure(run: { _ = Token() })))
        #expect(ValueEquality.areEqual(WithChoice(choice: .second(2)), WithChoice(choice: .second(2))))
        #expect(!ValueEquality.areEqual(WithChoice(choice: .first), WithChoice(choice: .second(0))))
    }

    @Test func comparisonGivesUpBelowTheDepthLimit() {
        // Equal text in different storage: only `==` on the string, deep down, finds them equal.
        let built = Plain(label: String(repeating: "long text ", count: 4))
        let literal = Plain(label: "long text long text long text long text ")
        #expect(ValueEquality.areEqual(Level3(inner: Level4(value: built)), Level3(inner: Level4(value: literal))))
        func nest(_ plain: Plain) -> Level0 { Level0(inner: Level1(inner: Level2(inner: Level3(inner: Level4(value: plain))))) }
        #expect(ValueEquality.areEqual(nest(built), nest(built)))
        #expect(!ValueEquality.areEqual(nest(built), nest(literal)))
    }
}
