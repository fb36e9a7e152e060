import Testing
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets

/// A stack's kept totals follow a changed child's size only where no arithmetic is needed.
@MainActor
@Suite struct StackTotalsTests {
    private func distribution() -> StackDistribution {
        var kept = StackDistribution(proposal: ProposedSize(width: 100, height: nil),
                                     sizes: [Size(width: 40, height: 10), Size(width: 90, height: 10), Size(width: 60, height: 10)],
                                     shares: nil)
        kept.totals = StackTotals(length: 30, breadth: 90)
        return kept
    }
    private let main = { (size: Size) -> Double in Double(size.height) }
    private let cross = { (size: Size) -> Double in Double(size.width) }

    @Test func aNarrowerChildOfTheSameLengthKeepsTheTotals() {
        var kept = distribution()
        kept.replaceSize(at: 0, with: Size(width: 20, height: 10), main: main, cross: cross)
        #expect(kept.totals?.length == 30)
        #expect(kept.totals?.breadth == 90)
    }

    @Test func aWiderChildWidensTheBreadth() {
        var kept = distribution()
        kept.replaceSize(at: 2, with: Size(width: 120, height: 10), main: main, cross: cross)
        #expect(kept.totals?.breadth == 120)
        #expect(kept.sizes[2].width == 120)
    }

    @Test func theWidestChildNarrowingOrALengthChangingForgetsThem() {
        var kept = distribution()
        kept.replaceSize(at: 1, with: Size(width: 50, height: 10), main: main, cross: cross)
        #expect(kept.totals == nil)
        kept = distribution()
        kept.replaceSize(at: 0, with: Size(width: 40, height: 12), main: main, cross: cross)
        #expect(kept.totals == nil)
    }
}
