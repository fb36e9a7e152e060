import Observation
import Testing
@testable import Trellis
@testable import TrellisCore
import TrellisTesting

@Observable private final class Shelf {
    var names: [Named] = Shelf.make(0..<60)
    var tint = Color.black
    var suffix = ""
    var tapped: [Int] = []

    static func make(_ ids: Range<Int>) -> [Named] { ids.map { Named(id: $0, name: "Name \($0)") } }
}

private struct Named: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// Texts, a tap and a background: nothing of its own identity.
private struct ShelfRow: View {
    let named: Named
    let shelf: Shelf
    var body: some View {
        HStack {
            Text(named.name).onTapGesture { shelf.tapped.append(named.id) }
            Spacer()
            Text("#\(named.id)")
        }
        .background(Color.clear)
    }
}

/// Reads the shelf in its body: what it shows can change while it waits.
private struct ReadingRow: View {
    let named: Named
    let shelf: Shelf
    var body: some View {
        Text(named.name + shelf.suffix)
    }
}

private struct ShelfList: View {
    let shelf: Shelf
    let reads: Bool
    var body: some View {
        List(shelf.names) { named in
            if reads { ReadingRow(named: named, shelf: shelf) } else { ShelfRow(named: named, shelf: shelf) }
        }
        .foregroundColor(shelf.tint)
    }
}

/// Rows that leave a lazy list (cleared, scrolled away) are kept, when
/// nothing in them belongs to their identity, and come back in a later frame
/// for the rows built then: each drawn as a fresh build would draw it.
@MainActor
@Suite struct ParkedRowsTests {
    private func host(_ shelf: Shelf, reads: Bool = false) -> ViewHost<ShelfList> {
        let host = ViewHost(ShelfList(shelf: shelf, reads: reads), width: 320, height: 300)
        host.checksDisplayList = true
        host.step()
        return host
    }

    private func textIDs(_ host: ViewHost<ShelfList>) -> Set<GraphicID> {
        Set(host.displayList.graphics.compactMap { graphic in
            if case .text = graphic.content { return graphic.id }
            return nil
        })
    }

    private func expectDrawnAsAFreshBuild(_ host: ViewHost<ShelfList>, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.displayListMismatches == 0, sourceLocation: sourceLocation)
        #expect(host.pixelsDifferingFromFreshRender() == 0, sourceLocation: sourceLocation)
    }

    @Test func aClearedListBuildsItsNextRowsFromTheRowsThatLeft() {
        let shelf = Shelf()
        let host = host(shelf)
        let before = textIDs(host)
        shelf.names = []
        host.step()
        #expect(textIDs(host).isEmpty)
        expectDrawnAsAFreshBuild(host)
        shelf.names = Shelf.make(100..<160)
        host.step()
        #expect(host.texts.contains("Name 100"))
        #expect(textIDs(host) == before, "the rows that left came back")
        expectDrawnAsAFreshBuild(host)
        host.click(text: "Name 101")
        host.step()
        #expect(shelf.tapped == [101])
    }

    @Test func aRowThatLeftWhilePressedTapsNothingWhenReleased() throws {
        let shelf = Shelf()
        let host = host(shelf)
        let label = try #require(host.frame(ofText: "Name 1"))
        let point = Point(x: label.midX, y: label.midY)
        host.send(.pointerDown(point))
        host.step()
        shelf.names = []
        host.step()
        host.send(.pointerUp(point))
        host.step()
        #expect(shelf.tapped.isEmpty, "a row no longer in the list was tapped: \(shelf.tapped)")
    }

    @Test func rowsScrolledAwayComeBackForRowsScrolledIntoView() {
        let shelf = Shelf()
        let host = host(shelf)
        // Graphics of rows that left in an earlier step, and how many came back.
        var left = Set<GraphicID>()
        var cameBack = 0
        for _ in 0..<5 {
            let before = textIDs(host)
            host.scroll(dx: 0, dy: 60, x: 100, y: 100)
            host.step()
            let now = textIDs(host)
            cameBack += now.intersection(left).count
            left.formUnion(before.subtracting(now))
            expectDrawnAsAFreshBuild(host)
        }
        // Rows that leave wait a frame, so those leaving now serve the next step.
        #expect(cameBack >= 8, "\(cameBack) texts of rows that left came back")
        #expect(!host.texts.contains("Name 0"))
        for _ in 0..<5 {
            host.scroll(dx: 0, dy: -60, x: 100, y: 100)
            host.step()
            expectDrawnAsAFreshBuild(host)
        }
        #expect(host.texts.contains("Name 0"))
    }

    @Test func aRowBackAfterTheEnvironmentChangedShowsTheNewEnvironment() {
        let shelf = Shelf()
        let host = host(shelf)
        shelf.names = []
        host.step()
        shelf.tint = .red
        host.step()
        shelf.names = Shelf.make(200..<260)
        host.step()
        let frame = host.displayList.graphics.first { graphic in
            if case .text(let run) = graphic.content { return run.string == "Name 200" }
            return false
        }
        guard case .text(let run)? = frame?.content else {
            Issue.record("no row for Name 200")
            return
        }
        #expect(run.color == Color.red.resolve(in: .light))
        expectDrawnAsAFreshBuild(host)
    }

    @Test func rowsThatReadAModelAreBuiltAfresh() {
        let shelf = Shelf()
        let host = host(shelf, reads: true)
        let before = textIDs(host)
        shelf.names = []
        host.step()
        shelf.suffix = "!"
        host.step()
        shelf.names = Shelf.make(0..<60)
        host.step()
        #expect(host.texts.contains("Name 3!"))
        #expect(textIDs(host).isDisjoint(with: before))
        expectDrawnAsAFreshBuild(host)
    }
}
