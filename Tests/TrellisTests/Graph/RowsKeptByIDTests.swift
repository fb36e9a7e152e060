import Observation
import Testing
@testable import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
import TrellisTesting

private struct PeopleList: View {
    let roster: Roster
    var body: some View {
        List(roster.people) { person in PlainRow(person: person, roster: roster) }
    }
}

/// A row that leaves a lazy list waits under its element's id, and that
/// element takes it back when it returns: a filter undone, a list scrolled
/// back, rows shuffled and put back. The row's view is equal to the one it
/// left with, so nothing in it changes, and the renderer still holds its
/// texts' pictures: nothing is drawn into a texture again. Before, a row
/// that came back was lent to whichever element needed one, and its texts
/// were drawn again for another element.
@MainActor
@Suite struct RowsKeptByIDTests {
    private func host(_ roster: Roster) -> ViewHost<PeopleList> {
        ViewHost.checkingDisplayList(PeopleList(roster: roster), width: 320, height: 300)
    }

    /// Each text shown, with the graphic that shows it.
    private func graphicsByText(_ host: ViewHost<PeopleList>) -> [String: GraphicID] {
        var shown: [String: GraphicID] = [:]
        for graphic in host.displayList.graphics {
            if case .text(let run) = graphic.content { shown[run.string] = graphic.id }
        }
        return shown
    }

    @Test func aFilterUndoneShowsEachElementInItsOwnRowWithNothingDrawnAgain() {
        let roster = Roster(count: 200)
        let host = host(roster)
        let before = graphicsByText(host)
        let everyone = roster.people
        // Scattered: two of three rows in view leave, and rows from below come up.
        roster.people = everyone.filter { $0.id % 3 == 0 }
        host.step()
        #expect(host.texts.contains("Person 24"))
        host.expectDrawnAsAFreshBuild()
        let undone = host.benchmark(frames: 1, warmUp: 0) { _ in roster.people = everyone }
        #expect(graphicsByText(host) == before, "each person is back in the row that showed them")
        #expect(host.stats.texturesCreated == 0, "\(host.stats)")
        #expect(host.stats.texturesUpdated == 0, "the texts' pictures were kept: \(host.stats)")
        #expect(undone.bodyEvaluationsByView["PlainRow"] == nil, "the rows came back unchanged: \(undone.bodyEvaluationsByView)")
        host.expectDrawnAsAFreshBuild()
    }

    @Test func aListScrolledBackShowsTheRowsThatLeftWithNothingDrawnAgain() {
        let roster = Roster(count: 200)
        let host = host(roster)
        let before = graphicsByText(host)
        host.scroll(dx: 0, dy: 400, x: 100, y: 100)
        host.step()
        #expect(!host.texts.contains("Person 0"))
        host.expectDrawnAsAFreshBuild()
        host.scroll(dx: 0, dy: -400, x: 100, y: 100)
        host.step()
        #expect(graphicsByText(host) == before)
        #expect(host.stats.texturesCreated == 0, "\(host.stats)")
        #expect(host.stats.texturesUpdated == 0, "\(host.stats)")
        host.expectDrawnAsAFreshBuild()
    }

    @Test func aShuffleAndItsUndoDrawAsAFreshBuildAndTheUndoDrawsNothingAgain() {
        let roster = Roster(count: 200)
        let host = host(roster)
        let everyone = roster.people
        var generator = SplitMix(seed: 7)
        let shuffled = everyone.shuffled(using: &generator)
        // The first shuffle draws the newcomers; after that, each element finds its own row.
        for round in 0..<3 {
            roster.people = shuffled
            host.step()
            host.expectDrawnAsAFreshBuild()
            roster.people = everyone
            host.step()
            host.expectDrawnAsAFreshBuild()
            if round > 0 {
                #expect(host.stats.texturesCreated == 0, "round \(round): \(host.stats)")
                #expect(host.stats.texturesUpdated == 0, "round \(round): \(host.stats)")
            }
        }
    }

    @Test func anElementThatChangedWhileAwayShowsItsNewValueInItsRow() {
        let roster = Roster(count: 200)
        let host = host(roster)
        let before = graphicsByText(host)
        let everyone = roster.people
        roster.people = everyone.filter { $0.id % 2 == 0 }
        host.step()
        var renamed = everyone
        renamed[1].name = "Person one, renamed"
        roster.people = renamed
        host.step()
        let after = graphicsByText(host)
        #expect(after["Person one, renamed"] == before["Person 1"], "the element's own row shows its new name")
        #expect(after["Person 3"] == before["Person 3"])
        #expect(host.stats.texturesCreated + host.stats.texturesUpdated == 1, "only the renamed text is drawn again: \(host.stats)")
        host.expectDrawnAsAFreshBuild()
    }

    @Test func rowsThatLeftStillServeNewElements() {
        let roster = Roster(count: 200)
        let host = host(roster)
        let before = Set(host.textGraphicIDs)
        roster.replaceEveryone()
        host.step()
        #expect(host.texts.contains("Person 200"))
        #expect(Set(host.textGraphicIDs) == before, "new elements are shown by the rows in view")
        host.expectDrawnAsAFreshBuild()
    }
}

/// A seeded generator, so a shuffle is the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
