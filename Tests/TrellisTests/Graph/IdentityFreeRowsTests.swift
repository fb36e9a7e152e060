import Observation
import Testing
@testable import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
import TrellisTesting

/// A row with state: it remembers the person it was first built for.
private struct RememberingRow: View {
    let person: ListedPerson
    @State private var builtFor: Int?
    var body: some View {
        Text("\(person.name) built for \(builtFor ?? person.id)")
            .onAppear { if builtFor == nil { builtFor = person.id } }
    }
}

/// A row that reports when it comes and goes.
private struct ReportingRow: View {
    let person: ListedPerson
    let roster: Roster
    var body: some View {
        Text(person.name)
            .onAppear { roster.appeared.append(person.id) }
            .onDisappear { roster.disappeared.append(person.id) }
    }
}

private enum RowKind { case plain, remembering, reporting }

private struct RosterView: View {
    let roster: Roster
    let kind: RowKind
    var body: some View {
        List(roster.people) { person in
            switch kind {
            case .plain: PlainRow(person: person, roster: roster)
            case .remembering: RememberingRow(person: person)
            case .reporting: ReportingRow(person: person, roster: roster)
            }
        }
    }
}

private struct SelectableRosterView: View {
    let roster: Roster
    var body: some View {
        List(roster.people) { person in Text(person.name).textSelection(.enabled) }
    }
}

/// A lazy list keeps a row whose element was replaced by another at the same
/// place, and updates it in place, only when nothing in the row belongs to
/// its identity; rows with state, lifecycle work or an animated change are
/// built afresh, as SwiftUI builds a new identity.
@MainActor
@Suite struct IdentityFreeRowsTests {
    private func host(_ kind: RowKind, _ roster: Roster) -> ViewHost<RosterView> {
        let host = ViewHost.checkingDisplayList(RosterView(roster: roster, kind: kind), width: 320, height: 300)
        return host
    }

    @Test func plainRowsShowNewElementsInPlace() {
        let roster = Roster()
        let host = host(.plain, roster)
        let before = host.textGraphicIDs
        #expect(before.count > 10)
        roster.replaceEveryone()
        host.step()
        #expect(host.texts.contains("Person 40"))
        #expect(!host.texts.contains("Person 0"))
        // The same graphics, drawn again with the new texts: the rows were kept.
        #expect(host.textGraphicIDs == before)
        host.expectDrawnAsAFreshBuild()
        // A kept row's tap acts for the element it shows now.
        host.click(text: "Person 42")
        host.step()
        #expect(roster.tapped == [42])
    }

    @Test func aRowSwappedWithOneFarBelowStaysAndShowsTheOther() {
        let roster = Roster()
        let host = host(.plain, roster)
        let before = host.textGraphicIDs
        roster.people.swapAt(1, 38)
        host.step()
        #expect(host.texts.contains("Person 38"))
        #expect(!host.texts.contains("Person 1"))
        #expect(host.textGraphicIDs == before)
        host.expectDrawnAsAFreshBuild()
        host.click(text: "Person 38")
        host.step()
        #expect(roster.tapped == [38])
    }

    @Test func aRemovedRowTakesThePlaceThatComesIntoView() {
        let roster = Roster()
        let host = host(.plain, roster)
        let before = host.textGraphicIDs
        let shown = host.texts.filter { $0.hasPrefix("Person ") }
        roster.people.remove(at: 2)
        host.step()
        let now = host.texts.filter { $0.hasPrefix("Person ") }
        #expect(!now.contains("Person 2"))
        #expect(now.count == shown.count)
        // Every built row is one that was built: the removed one went to the
        // bottom, and shows the person who came up into the rows built.
        #expect(Set(host.textGraphicIDs) == Set(before))
        #expect(host.textGraphicIDs.suffix(2) == before[4..<6])
        host.expectDrawnAsAFreshBuild()
    }

    @Test func aSwappedRowWithStateKeepsItsStateWhereItGoes() {
        let roster = Roster()
        let host = host(.remembering, roster)
        host.step()
        roster.people.swapAt(1, 38)
        host.step(frames: 2)
        #expect(host.texts.contains("Person 38 built for 38"))
        host.expectDrawnAsAFreshBuild()
        roster.people.swapAt(1, 38)
        host.step(frames: 2)
        #expect(host.texts.contains("Person 1 built for 1"))
    }

    @Test func rowsWithStateAreBuiltAfresh() {
        let roster = Roster()
        let host = host(.remembering, roster)
        host.step()
        let before = host.textGraphicIDs
        #expect(host.texts.contains("Person 3 built for 3"))
        roster.replaceEveryone()
        host.step(frames: 2)
        // Each new person's row remembers that person, not the one before it in that place.
        #expect(host.texts.contains("Person 43 built for 43"))
        #expect(!host.texts.contains { $0.hasPrefix("Person 43 built for 3") })
        #expect(Set(host.textGraphicIDs).isDisjoint(with: before))
        host.expectDrawnAsAFreshBuild()
    }

    @Test func rowsWithLifecycleWorkComeAndGo() {
        let roster = Roster()
        let host = host(.reporting, roster)
        let shown = roster.appeared
        #expect(shown.count > 10)
        roster.appeared = []
        roster.replaceEveryone()
        host.step()
        #expect(Set(roster.disappeared) == Set(shown))
        #expect(Set(roster.appeared) == Set(shown.map { $0 + 40 }))
        host.expectDrawnAsAFreshBuild()
    }

    @Test func anAnimatedReplacementBuildsNewRows() {
        let roster = Roster()
        let host = host(.plain, roster)
        let before = host.textGraphicIDs
        withAnimation(.linear(duration: 0.1)) { roster.replaceEveryone() }
        host.step(frames: 12)
        #expect(host.texts.contains("Person 40"))
        #expect(Set(host.textGraphicIDs).isDisjoint(with: before))
        host.expectDrawnAsAFreshBuild()
    }

    @Test func aRowWhoseTextIsSelectableIsBuiltAfresh() {
        let roster = Roster()
        let host = ViewHost(SelectableRosterView(roster: roster), width: 320, height: 300)
        host.step()
        let before = host.displayList.graphics.map(\.id)
        roster.replaceEveryone()
        host.step()
        #expect(host.texts.contains("Person 40"))
        let after = host.displayList.graphics.compactMap { graphic -> GraphicID? in
            if case .text(let run) = graphic.content, run.string.hasPrefix("Person ") { return graphic.id }
            return nil
        }
        #expect(!after.isEmpty)
        #expect(Set(after).isDisjoint(with: before))
    }
}
