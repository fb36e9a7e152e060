import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

@MainActor
@Suite struct StackDistributionTests {
    private let proposal = ProposedSize(width: 100, height: 20)

    @Test func aFewChangedChildrenAreNotedForRefreshing() {
        var distributions = StackDistributions()
        distributions.keep(StackDistribution(proposal: proposal, sizes: [.zero, .zero, .zero]))
        let first = LayoutNode(), second = LayoutNode()
        distributions.childChanged(ObjectIdentifier(first), limit: 2)
        distributions.childChanged(ObjectIdentifier(second), limit: 2)
        distributions.childChanged(ObjectIdentifier(first), limit: 2)
        #expect(distributions.take(for: proposal)?.changed == [ObjectIdentifier(first), ObjectIdentifier(second)])
    }

    @Test func moreChangedChildrenThanARefreshTakesDropTheDistribution() {
        var distributions = StackDistributions()
        distributions.keep(StackDistribution(proposal: proposal, sizes: [.zero, .zero, .zero]))
        let children = (0..<3).map { _ in LayoutNode() }
        for child in children { distributions.childChanged(ObjectIdentifier(child), limit: 2) }
        #expect(distributions.take(for: proposal) == nil, "it would be shared out anew anyway")
    }

    @Test func aChildNotedAgainReachesADistributionKeptSince() {
        // The child noted last is skipped only while no distribution came or went.
        var distributions = StackDistributions()
        let child = LayoutNode()
        distributions.keep(StackDistribution(proposal: proposal, sizes: [.zero, .zero, .zero]))
        distributions.childChanged(ObjectIdentifier(child), limit: 2)
        let wider = ProposedSize(width: 200, height: 20)
        distributions.keep(StackDistribution(proposal: wider, sizes: [.zero, .zero, .zero]))
        distributions.childChanged(ObjectIdentifier(child), limit: 2)
        #expect(distributions.take(for: wider)?.changed == [ObjectIdentifier(child)])
        #expect(distributions.take(for: proposal)?.changed == [ObjectIdentifier(child)])
    }

    @Test func theLimitIsAnEighthOfTheChildren() {
        #expect(StackLayout.refreshLimit(3) == 1)
        #expect(StackLayout.refreshLimit(25) == 3)
        #expect(StackLayout.refreshLimit(10_000) == 1_250)
    }
}
