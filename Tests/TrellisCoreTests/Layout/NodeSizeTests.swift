import Testing
@_spi(TrellisExtension) @testable import TrellisCore

/// A long list holds a layout node per row, so what every node stores is paid
/// per row (issue 60's budget: a plain `Text` row in well under 2 KB). Flags
/// are stored together, after the words, rather than each padding a word.
@MainActor
@Suite struct NodeSizeTests {
    @Test func whatEveryNodeKeepsForTheDisplayListIsPacked() {
        // Six flags and a 32-bit epoch share the last word: 168 bytes when they were spread out.
        #expect(MemoryLayout<DisplayState>.stride <= 144)
        #expect(MemoryLayout<KeptAnswers>.stride <= 128)
    }
}
