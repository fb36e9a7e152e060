import Observation
import Testing
import Trellis
import TrellisTesting

private struct NumberRow: View {
    let number: Int
    let log: Log
    var body: some View {
        let _ = log.body("row")
        Text("Row \(number)")
            .onAppear { log.events.append("appear \(number)") }
    }
}

private struct BigList: View {
    let log: Log
    var body: some View {
        List(0..<100_000) { number in
            NumberRow(number: number, log: log)
        }
    }
}

@Observable final class Numbers {
    var values = Array(0..<1000)
}

private struct EditableList: View {
    let numbers: Numbers
    let log: Log
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text("Header")
                ForEach(numbers.values, id: \.self) { NumberRow(number: $0, log: log) }
            }
        }
    }
}

@MainActor
@Suite struct LazyListTests {
    @Test func aHundredThousandRowsBuildOnlyWhatIsVisible() {
        let log = Log()
        let host = ViewHost(BigList(log: log), width: 400, height: 600)
        #expect(log.bodies["row", default: 0] < 60)
        #expect(host.texts.contains("Row 0"))
        #expect(!host.texts.contains("Row 200"))
    }

    @Test func scrollingToTheMiddleBuildsOnlyTheRowsThere() throws {
        let log = Log()
        let host = ViewHost(BigList(log: log), width: 400, height: 600)
        let rowHeight = try #require(host.frame(ofText: "Row 1")).y - host.frame(ofText: "Row 0")!.y
        let before = log.bodies["row", default: 0]
        host.scroll(dx: 0, dy: rowHeight * 50_000, x: 200, y: 300)
        #expect(log.bodies["row", default: 0] - before < 60)
        #expect(host.texts.contains("Row 50000"))
        #expect(!host.texts.contains("Row 0"))
        // Off-screen rows gave their textures back: only about a screenful is alive.
        #expect(host.stats.texturesAlive < 80)
    }

    @Test func rowsThatScrollBackInAppearAgain() throws {
        let log = Log()
        let host = ViewHost(BigList(log: log), width: 400, height: 600)
        #expect(log.events.filter { $0 == "appear 0" }.count == 1)
        host.scroll(dx: 0, dy: 5000, x: 200, y: 300)
        #expect(!host.texts.contains("Row 0"))
        host.scroll(dx: 0, dy: -5000, x: 200, y: 300)
        #expect(host.texts.contains("Row 0"))
        #expect(log.events.filter { $0 == "appear 0" }.count == 2)
    }

    @Test func dataChangesInALazyStackAreExactEdits() {
        let numbers = Numbers(), log = Log()
        let host = ViewHost(EditableList(numbers: numbers, log: log), width: 300, height: 400)
        numbers.values.insert(-1, at: 0)
        host.step()
        #expect(host.lastEdits == [.inserted(1)])
        #expect(host.texts.prefix(3) == ["Header", "Row -1", "Row 0"])
        numbers.values.remove(at: 2)
        host.step()
        #expect(host.lastEdits == [.removed(3)])
        #expect(host.texts.prefix(4) == ["Header", "Row -1", "Row 0", "Row 2"])
        numbers.values.swapAt(1, 2)
        host.step()
        #expect(host.texts.prefix(4) == ["Header", "Row -1", "Row 2", "Row 0"])
        numbers.values.removeAll()
        host.step()
        #expect(host.texts == ["Header"])
    }
}
