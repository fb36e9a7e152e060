import Testing
@testable import TrellisCore

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
        #expect(distributions.entry(for: proposal)?.changed == [ObjectIdentifier(first), ObjectIdentifier(second)])
    }

    @Test func moreChangedChildrenThanARefreshTakesDropTheDistribution() {
        var distributions = StackDistributions()
        distributions.keep(StackDistribution(proposal: proposal, sizes: [.zero, .zero, .zero]))
        let children = (0..<3).map { _ in LayoutNode() }
        for child in children { distributions.childChanged(ObjectIdentifier(child), limit: 2) }
        #expect(distributions.entry(for: proposal) == nil, "it would be shared out anew anyway")
    }

    @Test func theLimitIsAnEighthOfTheChildren() {
        #expect(StackLayout.refreshLimit(3) == 1)
        #expect(StackLayout.refreshLimit(25) == 3)
        #expect(StackLayout.refreshLimit(10_000) == 1_250)
    }
}
