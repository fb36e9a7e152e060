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

/// Rows of one child each (a padded text) in a padded stack: a row or the
/// content that moves is a node that drew a single child, which marks do not list.
private struct PaddedNames: View {
    let names: Names
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(names.names, id: \.self) { name in
                    Text(name).padding(4)
                }
            }
            .padding(2)
        }
    }
}

@Observable private final class Heading {
    var text = "One line"
}

/// A stack that keeps its size while a taller heading pushes the padded text below it down.
private struct PushedDown: View {
    let heading: Heading
    var body: some View {
        VStack(spacing: 0) {
            Text(heading.text)
            Text("Below").padding(4)
            Spacer()
        }
        .frame(width: 300, height: 300)
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
        let host = ViewHost.checkingDisplayList(NameList(names: names), width: 320, height: 300)
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

    @Test func paddedRowsBelowARemovedRowAreShiftedWithTheirOneChild() {
        let names = Names()
        let host = ViewHost.checkingDisplayList(PaddedNames(names: names), width: 320, height: 300)
        let before = textFrames(host)
        names.names.remove(at: 2)
        host.step()
        let after = textFrames(host)
        #expect(host.stats.subtreesMoved >= 5, "\(host.stats)")
        #expect(after["Name 5"]?.minY == before["Name 4"]?.minY)
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        // And a change inside a row that only moved last frame goes down through its padding.
        names.names[4] = "Name 5b"
        host.step()
        #expect(textFrames(host)["Name 5b"]?.minY == after["Name 5"]?.minY)
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        // Scrolling moves the padded content, one child under the scroll view, which is gone through.
        host.scroll(dx: 0, dy: 60, x: 100, y: 100)
        #expect(host.stats.subtreesMoved >= 1, "\(host.stats)")
        #expect(textFrames(host)["Name 5b"]?.minY == after["Name 5"].map { $0.minY - 60 })
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    /// The stack is gone through, not drawn again; the padding that moved drew
    /// one child, which no mark listed, and must still be shifted.
    @Test func aMovedNodeOfOneChildInAStackThatKeepsItsSizeIsShifted() throws {
        let heading = Heading()
        let host = ViewHost.checkingDisplayList(PushedDown(heading: heading), width: 320, height: 320)
        let before = textFrames(host)
        heading.text = "Two\nlines"
        host.step()
        #expect(host.stats.subtreesMoved >= 1, "\(host.stats)")
        #expect(try #require(textFrames(host)["Below"]).minY > #require(before["Below"]).minY)
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
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
