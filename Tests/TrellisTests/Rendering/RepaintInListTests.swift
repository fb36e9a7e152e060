import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Readings {
    var values = Array(repeating: 10, count: 500)
    var highlighted: Int?
}

private struct ReadingsList: View {
    let readings: Readings
    var body: some View {
        List(0..<readings.values.count, id: \.self) { index in
            HStack {
                Text("Sensor \(index)")
                Spacer()
                Text("\(readings.values[index]) °C")
            }
            .background(readings.highlighted == index ? Color.yellow : Color.clear)
        }
    }
}

/// Repaints in place inside a lazy list, whose rows scroll away, come back
/// and are reused for other elements: each frame must still equal a fresh build.
@MainActor
@Suite struct RepaintInListTests {
    private func checkedHost(_ readings: Readings) -> ViewHost<ReadingsList> {
        let host = ViewHost.checkingDisplayList(ReadingsList(readings: readings), width: 300, height: 300)
        return host
    }

    private func expectDrawnAsAFreshBuild(_ host: ViewHost<ReadingsList>, _ comment: Comment,
                                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.displayListMismatches == 0, comment, sourceLocation: sourceLocation)
        #expect(host.pixelsDifferingFromFreshRender() == 0, comment, sourceLocation: sourceLocation)
    }

    @Test func aReadingThatKeepsItsWidthIsRepaintedAlone() {
        let readings = Readings()
        let host = checkedHost(readings)
        readings.values[2] = 42
        host.step()
        #expect(host.texts.contains("42 °C"))
        #expect(host.stats.displayNodesVisited == 1)
        expectDrawnAsAFreshBuild(host, "one reading")
    }

    @Test func readingsInRowsThatScrolledAwayAndBackAreDrawnRight() {
        let readings = Readings()
        let host = checkedHost(readings)
        var firstRowsShown: Set<Int> = []
        for round in 0..<8 {
            // Rows leave and others take their place; then a reading changes in a row on screen.
            host.scroll(dx: 0, dy: round < 4 ? 40 : -40, x: 150, y: 150)
            host.step()
            let shown = host.texts.compactMap { $0.hasPrefix("Sensor ") ? Int($0.dropFirst(7)) : nil }
            guard let first = shown.min() else {
                Issue.record("no rows shown in round \(round)")
                return
            }
            firstRowsShown.insert(first)
            readings.values[first + 1] += 1
            readings.highlighted = first + 2
            host.step()
            #expect(host.texts.contains("\(readings.values[first + 1]) °C"), "round \(round)")
            expectDrawnAsAFreshBuild(host, "round \(round)")
        }
        #expect(firstRowsShown.count >= 4, "the list scrolled through \(firstRowsShown.sorted())")
    }

    @Test func aRepaintAndAScrollInOneFrameGoDownAsBefore() throws {
        let readings = Readings()
        let host = checkedHost(readings)
        let before = try #require(host.frame(ofText: "Sensor 5"))
        readings.values[5] = 55
        // The wheel event and the new reading land in the same frame.
        host.scroll(dx: 0, dy: 2, x: 150, y: 150)
        let after = try #require(host.frame(ofText: "Sensor 5"))
        #expect(after.minY < before.minY, "the list did not scroll")
        #expect(host.texts.contains("55 °C"))
        #expect(host.stats.displayNodesVisited > 1)
        expectDrawnAsAFreshBuild(host, "scrolled")
    }
}
