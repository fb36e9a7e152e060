import Observation
import Testing
@testable import Trellis
@_spi(TrellisExtension) @testable import TrellisCore
@testable import TrellisWidgets
import TrellisTesting

/// Reads the roster in its body: what it shows can change while it waits.
private struct ReadingRow: View {
    let person: ListedPerson
    let roster: Roster
    var body: some View {
        Text(person.name + roster.suffix)
    }
}

private struct RosterList: View {
    let roster: Roster
    let reads: Bool
    var body: some View {
        List(roster.people) { person in
            if reads { ReadingRow(person: person, roster: roster) } else { PlainRow(person: person, roster: roster) }
        }
        .foregroundColor(roster.tint)
    }
}

/// Counts its taps: state of its own, which a kept row cannot bring.
private struct CountingFirstRow: View {
    @State private var taps = 0
    var body: some View { Text("First, tapped \(taps)").onTapGesture { taps += 1 } }
}

/// A first row of another branch from the rest: one with state, or one that says when it leaves.
private struct FirstRowApart: View {
    let saysWhenItLeaves: Bool
    var body: some View {
        List(0..<300, id: \.self) { index in
            if index == 0 {
                if saysWhenItLeaves { Text("First, leaving").onDisappear {} } else { CountingFirstRow() }
            } else {
                Text("Row \(index)")
            }
        }
    }
}

/// Rows that leave a lazy list (cleared, scrolled away) are kept, when
/// nothing in them belongs to their identity, and come back in a later frame
/// for the rows built then: each drawn as a fresh build would draw it.
@MainActor
@Suite struct ParkedRowsTests {
    private func host(_ roster: Roster, reads: Bool = false) -> ViewHost<RosterList> {
        let host = ViewHost.checkingDisplayList(RosterList(roster: roster, reads: reads), width: 320, height: 300)
        return host
    }

    @Test func aClearedListBuildsItsNextRowsFromTheRowsThatLeft() {
        let roster = Roster(count: 60)
        let host = host(roster)
        let before = Set(host.textGraphicIDs)
        roster.people = []
        host.step()
        #expect(Set(host.textGraphicIDs).isEmpty)
        host.expectDrawnAsAFreshBuild()
        roster.people = Roster.people(100..<160)
        host.step()
        #expect(host.texts.contains("Person 100"))
        #expect(Set(host.textGraphicIDs) == before, "the rows that left came back")
        host.expectDrawnAsAFreshBuild()
        host.click(text: "Person 101")
        host.step()
        #expect(roster.tapped == [101])
    }

    @Test func aRowThatLeftWhilePressedTapsNothingWhenReleased() throws {
        let roster = Roster(count: 60)
        let host = host(roster)
        let label = try #require(host.frame(ofText: "Person 1"))
        let point = Point(x: label.midX, y: label.midY)
        host.send(.pointerDown(point))
        host.step()
        roster.people = []
        host.step()
        host.send(.pointerUp(point))
        host.step()
        #expect(roster.tapped.isEmpty, "a row no longer in the list was tapped: \(roster.tapped)")
    }

    @Test func rowsScrolledAwayComeBackForRowsScrolledIntoView() {
        let roster = Roster(count: 60)
        let host = host(roster)
        let cameBack = host.textsComingBack(scrollingBy: 60, steps: 5, at: Point(x: 100, y: 100))
        // Rows that leave wait a frame, so those leaving now serve the next step.
        #expect(cameBack >= 8, "\(cameBack) texts of rows that left came back")
        #expect(!host.texts.contains("Person 0"))
        for _ in 0..<5 {
            host.scroll(dx: 0, dy: -60, x: 100, y: 100)
            host.step()
            host.expectDrawnAsAFreshBuild()
        }
        #expect(host.texts.contains("Person 0"))
    }

    @Test func aRowBackAfterTheEnvironmentChangedShowsTheNewEnvironment() {
        let roster = Roster(count: 60)
        let host = host(roster)
        roster.people = []
        host.step()
        roster.tint = .red
        host.step()
        roster.people = Roster.people(200..<260)
        host.step()
        let frame = host.displayList.graphics.first { graphic in
            if case .text(let run) = graphic.content { return run.string == "Person 200" }
            return false
        }
        guard case .text(let run)? = frame?.content else {
            Issue.record("no row for Person 200")
            return
        }
        #expect(run.color == Color.red.resolve(in: .light))
        host.expectDrawnAsAFreshBuild()
    }

    @Test func rowsThatReadAModelAreBuiltAfresh() {
        let roster = Roster(count: 60)
        let host = host(roster, reads: true)
        let before = Set(host.textGraphicIDs)
        roster.people = []
        host.step()
        roster.suffix = "!"
        host.step()
        roster.people = Roster.people(0..<60)
        host.step()
        #expect(host.texts.contains("Person 3!"))
        #expect(Set(host.textGraphicIDs).isDisjoint(with: before))
        host.expectDrawnAsAFreshBuild()
    }
}

/// The same reuse in a lazy grid, whose built rows are cells, and in a list of
/// two sections, whose rows follow a header and the other section's rows.
private struct GridAndSections: View {
    let first: Roster
    let second: Roster
    let grid: Bool
    var body: some View {
        if grid {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(first.people) { person in PlainRow(person: person, roster: first) }
                }
            }
        } else {
            List {
                Section("First") {
                    ForEach(first.people) { person in PlainRow(person: person, roster: first) }
                }
                Section("Second") {
                    ForEach(second.people) { person in PlainRow(person: person, roster: second) }
                }
            }
        }
    }
}

@MainActor
@Suite struct ReusedRowsInGridsAndSectionsTests {
    @Test(arguments: [true, false])
    func replacingClearingAndScrollingDrawAsAFreshBuild(grid: Bool) {
        let first = Roster(count: 60), second = Roster(count: 10)
        second.people = Roster.people(500..<510)
        let host = ViewHost.checkingDisplayList(GridAndSections(first: first, second: second, grid: grid), width: 360, height: 300)
        let steps: [(String, () -> Void)] = [
            ("replace", { first.replaceEveryone() }),
            ("swap", { first.people.swapAt(1, 55) }),
            ("remove", { first.people.remove(at: 2) }),
            ("clear", { first.people = [] }),
            ("refill", { first.people = Roster.people(900..<960) }),
            ("scroll down", { host.scroll(dx: 0, dy: 150, x: 100, y: 100) }),
            ("scroll further", { host.scroll(dx: 0, dy: 150, x: 100, y: 100) }),
            ("replace the second", { second.replaceEveryone() }),
            ("scroll back", { host.scroll(dx: 0, dy: -300, x: 100, y: 100) }),
        ]
        let before = Set(host.textGraphicIDs)
        for (name, change) in steps {
            change()
            host.step()
            // New data for the rows in view is shown by the rows that were there.
            if name == "replace" { #expect(Set(host.textGraphicIDs) == before) }
            #expect(host.displayListMismatches == 0, "\(name)")
            #expect(host.pixelsDifferingFromFreshRender() == 0, "\(name)")
        }
        #expect(host.texts.contains("Person 900"))
    }
}

private struct Part: Identifiable {
    let id: Int
    var name: String { "Part \(id)" }
    var stock: Int { id * 7 % 50 }
}

/// A `Table`'s rows are a `ForEach` of its columns, each cell an `AnyView` of what the column makes.
private struct PartsTable: View {
    let parts = (0..<400).map(Part.init)
    var body: some View {
        Table(parts) {
            TableColumn("Name") { Text($0.name) }
            TableColumn("Stock") { Text("\($0.stock)") }
        }
    }
}

@MainActor
@Suite struct ReusedTableRowsTests {
    @Test func tableRowsScrolledAwayComeBackForRowsScrolledIntoView() {
        let host = ViewHost.checkingDisplayList(PartsTable(), width: 400, height: 300)
        host.step()
        let cameBack = host.textsComingBack(scrollingBy: 90, steps: 6, at: Point(x: 200, y: 150))
        // Each row that came back brings the texts of both its cells.
        #expect(cameBack >= 8, "\(cameBack) texts of rows that left came back")
        #expect(!host.texts.contains("Part 0"))
        #expect(host.texts.contains("Part 30"))
    }

    // A kept row that comes back for an element of the other branch builds that branch and shows it:
    // it once came back showing another row's text ("Row 1" twice), as its new layout had no stack to go to.
    @Test(arguments: [false, true])
    func aRowThatComesBackForAnotherBranchShowsThatBranch(saysWhenItLeaves: Bool) {
        let host = ViewHost.checkingDisplayList(FirstRowApart(saysWhenItLeaves: saysWhenItLeaves), width: 320, height: 300)
        let first = saysWhenItLeaves ? "First, leaving" : "First, tapped 0"
        host.step(frames: 2)
        #expect(host.texts.first == first)
        host.scroll(dx: 0, dy: 6000, x: 160, y: 150)
        host.step(frames: 10)
        #expect(!host.texts.contains(first))
        host.scroll(dx: 0, dy: -6000, x: 160, y: 150)
        host.step(frames: 10)
        #expect(host.texts.first == first)
        #expect(host.texts.filter { $0 == "Row 1" }.count == 1)
        host.expectDrawnAsAFreshBuild()
        if !saysWhenItLeaves {
            host.click(text: first)
            host.step()
            #expect(host.texts.first == "First, tapped 1")
        }
    }
}
