import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A styled text keeps its look in a box; texts styled alike share one
/// (`RecentTextLooks`), so a list's rows do not each pay 233 bytes a styled text.
@MainActor
@Suite struct TextLookSharingTests {
    /// The identity of the box `text` keeps its look in, if any.
    private func box(of text: Text) -> ObjectIdentifier? {
        let stored = Mirror(reflecting: text).children.first { $0.label == "lookStorage" }?.value
        return (stored as? TextLookStorage?).flatMap { $0 }.map(ObjectIdentifier.init)
    }

    @Test func textsStyledAlikeShareOneBoxAndOthersDoNot() throws {
        let rows = (0..<100).map { Text("Author \($0)").foregroundColor(.blue).bold() }
        let first = try #require(box(of: rows[0]))
        #expect(rows.allSatisfy { box(of: $0) == first })
        let gray = (0..<10).map { Text("8:5\($0)am").foregroundColor(.gray) }
        let grayBox = try #require(box(of: gray[0]))
        #expect(grayBox != first)
        #expect(gray.allSatisfy { box(of: $0) == grayBox })
        // A plain text keeps no box, and a look's value is what was asked for.
        #expect(box(of: Text("Plain")) == nil)
        #expect(rows[0] == Text("Author 0").foregroundColor(.blue).fontWeight(.bold))
        #expect(rows[0] != Text("Author 0").foregroundColor(.blue))
    }

    /// The boxes kept for sharing are few: a look not asked for lately gets a box of its own.
    @Test func onlyTheLastFewLooksAreKept() throws {
        // Held, so that its box stays alive and a new one cannot reuse its address.
        let held = Text("a").kerning(0.25)
        let first = try #require(box(of: held))
        #expect(box(of: Text("b").kerning(0.25)) == first)
        for step in 1...RecentTextLooks.capacity { _ = Text("b").kerning(0.25 + Double(step)) }
        let again = Text("a").kerning(0.25)
        #expect(box(of: again) != first)
        #expect(again == held)
    }
}
