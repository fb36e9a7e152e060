import Testing
@_spi(TrellisExtension) @testable import TrellisCore

/// What every layout node keeps of its answers is paid per row (issue 60's
/// budgets): an answer packs a length's axis where a size keeps its height,
/// and a size kept for a proposal replaces the lengths kept for it.
@MainActor
@Suite struct KeptAnswerPackingTests {
    private let probe = ProposedSize(width: 0, height: nil)
    private let other = ProposedSize(width: .infinity, height: nil)

    @Test func aLengthKeepsItsAxisAndASizeItsHeight() {
        var answers = KeptAnswers()
        answers.keep(12, along: .horizontal, for: probe)
        answers.keep(30, along: .vertical, for: other)
        answers.keep(Size(width: 7, height: -0.0), for: ProposedSize(width: 5, height: 5))
        #expect(answers.answers.map(\.axis) == [.horizontal, .vertical, nil])
        #expect(answers.length(along: .horizontal, for: probe) == 12)
        #expect(answers.length(along: .vertical, for: probe) == nil)
        #expect(answers.length(along: .vertical, for: other) == 30)
        #expect(answers.size(for: probe) == nil)
        // A height of any value, NaN included, reads back as the size it was.
        answers.keep(Size(width: 3, height: Double.nan), for: probe)
        let nan = answers.size(for: probe)
        #expect(nan?.width == 3 && nan?.height.isNaN == true)
        #expect(answers.size(for: ProposedSize(width: 5, height: 5)) == Size(width: 7, height: 0))
    }

    @Test func aSizeReplacesTheLengthsKeptForItsProposalAlone() {
        var answers = KeptAnswers()
        answers.keep(9, along: .horizontal, for: probe)
        answers.keep(180, along: .vertical, for: probe)
        answers.keep(68, along: .horizontal, for: other)
        answers.keep(Size(width: 9, height: 180), for: probe)
        #expect(answers.answers.count == 2)
        #expect(answers.length(along: .horizontal, for: probe) == 9)
        #expect(answers.length(along: .vertical, for: probe) == 180)
        #expect(answers.length(along: .horizontal, for: other) == 68)
        #expect(answers.canBeChecked)
    }

    @Test func aLengthWorkedOutFromASizeKeptOnTheWayIsNotKeptTwice() {
        // A text answers a length by measuring its whole size, which it keeps
        // as it goes; the length kept after it took 32 bytes more for nothing.
        var answers = KeptAnswers()
        answers.keep(Size(width: 11, height: 90), for: probe)
        answers.keep(11, along: .horizontal, for: probe)
        answers.keep(48, along: .horizontal, for: other)
        #expect(answers.answers.map(\.axis) == [nil, .horizontal])
        #expect(answers.length(along: .horizontal, for: probe) == 11)
        #expect(answers.length(along: .vertical, for: probe) == 90)
        #expect(answers.length(along: .horizontal, for: other) == 48)
    }
}
