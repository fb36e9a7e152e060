import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// `Text.areEqual` compares a text's stored properties where they lie, for
/// list rows compared on every update; it must agree with `==` and miss none.
@MainActor
@Suite struct TextEqualityTests {
    private func areEqual(_ a: Text, _ b: Text) -> Bool {
        var a = a, b = b
        return withUnsafePointer(to: &a) { old in withUnsafePointer(to: &b) { new in Text.areEqual(old, new) } }
    }

    @Test func everyStoredPropertyIsCompared() {
        // A new stored property fails this count until `Text.areEqual` compares it too.
        #expect(Mirror(reflecting: Text("x")).children.count == 2)
    }

    @Test func itAgreesWithEqualityOnEachKindOfDifference() {
        let base = Text("Row 12")
        let variants: [Text] = [
            base, Text("Row 13"), base.font(.title), base.foregroundColor(.red), base.bold(), base.italic(),
            base.fontWeight(.light), base.underline(), base.strikethrough(), base.kerning(2), base.tracking(1),
            base.baselineOffset(3), base.font(.title).bold(), Text(verbatim: "Row 12"),
        ]
        for first in variants {
            for second in variants {
                #expect(areEqual(first, second) == (first == second))
            }
        }
        #expect(areEqual(base, Text("Row 12")))
        #expect(!areEqual(base, base.underline()))
    }
}
