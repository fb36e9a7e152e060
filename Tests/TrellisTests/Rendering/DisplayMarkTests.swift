import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Ledger {
    var values = Array(repeating: 0, count: 1_000)
    var highlighted = 500
    var fade = 1.0
}

private struct LedgerView: View {
    let ledger: Ledger
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1_000, id: \.self) { index in
                    Text("Item \(index): \(ledger.values[index])")
                        .foregroundColor(index == ledger.highlighted ? .red : .black)
                        .opacity(index == 3 ? ledger.fade : 1)
                }
            }
        }
    }
}

@MainActor
@Suite struct DisplayMarkTests {
    @Test func changingOneTextOfAThousandVisitsOnlyItsPath() {
        let ledger = Ledger()
        let host = ViewHost(LedgerView(ledger: ledger), width: 300, height: 200)
        host.checksDisplayList = true
        // The first frame draws the rows near the viewport, not all 1,000 (`StackCulling`).
        #expect(host.stats.displayNodesVisited > 20)
        #expect(host.stats.displayNodesVisited < 1_000)
        ledger.values[2] += 1
        host.step()
        #expect(host.texts.contains("Item 2: 1"))
        // The text, its modifiers, the row container, the stack, the scroll view and the root.
        #expect(host.stats.displayNodesVisited > 0)
        #expect(host.stats.displayNodesVisited < 20)
        #expect(host.displayListMismatches == 0)
    }

    @Test func aNumberThatKeepsItsWidthIsRepaintedInPlace() {
        let ledger = Ledger()
        let host = ViewHost(LedgerView(ledger: ledger), width: 300, height: 200)
        host.checksDisplayList = true
        let before = host.frame(ofText: "Item 2: 0")
        ledger.values[2] = 7
        host.step()
        #expect(host.frame(ofText: "Item 2: 7") == before)
        // The text alone: no path from the root was walked to reach it.
        #expect(host.stats.displayNodesVisited == 1)
        #expect(host.stats.framesPresented == 1)
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        host.step()
        #expect(host.stats.framesPresented == 0)
    }

    @Test func anIdleFrameVisitsNothing() {
        let ledger = Ledger()
        let host = ViewHost.checkingDisplayList(LedgerView(ledger: ledger), width: 300, height: 200)
        #expect(host.stats.displayNodesVisited == 0)
        #expect(host.stats.framesPresented == 0)
    }

    @Test func aNewColourRepaintsWithoutMeasuring() {
        let ledger = Ledger()
        let host = ViewHost(LedgerView(ledger: ledger), width: 300, height: 200)
        host.checksDisplayList = true
        ledger.highlighted = 4
        host.step()
        #expect(host.stats.textMeasurements == 0)
        #expect(host.stats.framesPresented == 1)
        #expect(host.stats.displayNodesVisited < 30)
        let row = host.frame(ofText: "Item 4: 0")!
        // Only the two rows whose colour changed are repainted.
        #expect(host.stats.pixelsRepainted <= Int(row.width.rounded(.up) + 2) * Int(row.height * 2 + 2))
        #expect(host.displayListMismatches == 0)
    }

    @Test func aNewOpacityRepaintsWithoutMeasuring() {
        let ledger = Ledger()
        let host = ViewHost(LedgerView(ledger: ledger), width: 300, height: 200)
        host.checksDisplayList = true
        let before = host.frame(ofText: "Item 3: 0")
        ledger.fade = 0.25
        host.step()
        #expect(host.stats.textMeasurements == 0)
        #expect(host.stats.framesPresented == 1)
        #expect(host.frame(ofText: "Item 3: 0") == before)
        #expect(host.stats.displayNodesVisited < 30)
        #expect(host.displayListMismatches == 0)
    }
}
