import Observation
import Testing
import Trellis
import TrellisTesting

@Observable private final class Names {
    var names = (0..<40).map { "Name \($0)" }
}

private struct NameList: View {
    let names: Names
    var body: some View {
        List(names.names, id: \.self) { name in
            HStack(spacing: 6) {
                Text(name).frame(width: 120, alignment: .leading)
                Color.blue.frame(width: 8, height: 8)
            }
        }
    }
}

/// Where each text is drawn, by string.
@MainActor
private func textFrames(_ host: ViewHost<some View>) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for graphic in host.displayList.graphics {
        if case .text(let run) = graphic.content { frames[run.string] = graphic.frame }
    }
    return frames
}

/// Rows that only moved (those below a removed row, those of a list that
/// scrolled) are shifted with the graphics they drew last, not placed and
/// drawn again node by node, and end up where a new window puts them.
@MainActor
@Suite struct MovedSubtreeTests {
    /// A window on `names` after its first frame, checking its kept display list.
    private static func host(_ names: Names) -> ViewHost<NameList> {
        let host = ViewHost(NameList(names: names), width: 320, height: 300)
        host.checksDisplayList = true
        host.step()
        return host
    }

    @Test func rowsBelowARemovedRowAreShiftedAndLandWhereANewWindowPutsThem() {
        let names = Names()
        let host = Self.host(names)
        let before = textFrames(host)
        names.names.remove(at: 2)
        host.step()
        // Every row in view below the removed one moved up; none was drawn again.
        let after = textFrames(host)
        #expect(host.stats.subtreesMoved >= 5, "\(host.stats) \(before["Name 5"].map { "\($0)" } ?? "-") \(after["Name 5"].map { "\($0)" } ?? "-")")
        #expect(host.stats.displayNodesVisited < 20, "\(host.stats)")
        let moved = try? #require(before["Name 5"]).minY - #require(after["Name 5"]).minY
        #expect(moved == before["Name 3"].map { $0.minY - before["Name 2"]!.minY })
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        let fresh = ViewHost(NameList(names: names), width: 320, height: 300)
        fresh.step()
        #expect(textFrames(fresh) == after)
    }

    @Test func scrolledRowsAreShiftedAndScrollingBackPutsThemWhereTheyWere() {
        let names = Names()
        let host = Self.host(names)
        let top = textFrames(host)
        // A scroll is a frame of its own.
        host.scroll(dx: 0, dy: 60, x: 100, y: 100)
        #expect(host.stats.subtreesMoved >= 5, "\(host.stats)")
        #expect(host.displayListMismatches == 0)
        // Far enough that the top rows leave and are kept for later rows, then back.
        host.scroll(dx: 0, dy: 400, x: 100, y: 100)
        host.scroll(dx: 0, dy: -460, x: 100, y: 100)
        #expect(textFrames(host) == top)
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    @Test func anAnimatedRemovalStillSlidesTheRowsBelow() throws {
        let names = Names()
        let host = ViewHost(NameList(names: names), width: 320, height: 300)
        host.step()
        let start = try #require(textFrames(host)["Name 3"]).minY
        let end = try #require(textFrames(host)["Name 2"]).minY
        withAnimation(.linear(duration: 1)) { _ = names.names.remove(at: 0) }
        host.step(frames: 30)
        let halfway = try #require(textFrames(host)["Name 3"]).minY
        #expect(abs(halfway - (start + end) / 2) <= 1, "\(start) → \(halfway) → \(end)")
        host.step(frames: 40)
        #expect(try #require(textFrames(host)["Name 3"]).minY == end)
    }
}
