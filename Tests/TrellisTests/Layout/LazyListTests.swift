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

@Observable final class SuffixedNumbers {
    var values: [Int] = []
    var suffix = "a"
}

/// A lazy list whose rows read state besides their element, as does the header.
private struct SuffixedList: View {
    let numbers: SuffixedNumbers
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text("Header \(numbers.suffix)")
                ForEach(numbers.values, id: \.self) { Text("Row \($0)\(numbers.suffix)") }
            }
        }
    }
}

@MainActor
@Suite struct LazyListTests {
    @Test func aListWithNoRowsBuiltIsBroughtUpToDateAndThenFilled() {
        let numbers = SuffixedNumbers()
        let host = ViewHost(SuffixedList(numbers: numbers), width: 400, height: 300)
        // The list is updated with no row built: there is nothing to make views for.
        numbers.suffix = "b"
        host.step()
        #expect(host.texts == ["Header b"])
        numbers.values = [1, 2]
        numbers.suffix = "c"
        host.step()
        #expect(host.texts == ["Header c", "Row 1c", "Row 2c"])
    }

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
