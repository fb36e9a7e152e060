import Observation
import Testing
import Trellis
import TrellisTesting

@Observable private final class Entries {
    var names: [String]
    init(count: Int) { names = (0..<count).map { "Entry \($0)" } }
}

private struct EntriesList: View {
    let entries: Entries
    var body: some View {
        List(entries.names, id: \.self) { name in Text(name) }
    }
}

private struct EntriesStack: View {
    let entries: Entries
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(entries.names, id: \.self) { name in Text(name) }
            }
        }
    }
}

/// Rows added or removed where no row is built change the length of a lazy
/// stack and nothing it draws: the kept display list stays as it was, with no
/// graphic replaced, and what is on screen still equals a fresh build.
/// (A list's separators, stripes and highlights follow its built rows' slots;
/// the stack that holds it in a scroll view draws nothing of its own.)
@MainActor
@Suite struct RowsBelowTheFoldTests {
    private func expectDrawnAsAFreshBuild<V: View>(_ host: ViewHost<V>, _ comment: Comment,
                                                   sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.displayListMismatches == 0, comment, sourceLocation: sourceLocation)
        #expect(host.pixelsDifferingFromFreshRender() == 0, comment, sourceLocation: sourceLocation)
    }

    private func expectNothingRedrawn<V: View>(_ host: ViewHost<V>, _ comment: Comment,
                                               sourceLocation: SourceLocation = #_sourceLocation) {
        let changes = host.displayList.changes
        #expect(changes.touched.isEmpty, "\(changes.touched.count) graphics touched: \(comment)", sourceLocation: sourceLocation)
        #expect(changes.splices?.isEmpty == true, "graphics replaced: \(comment)", sourceLocation: sourceLocation)
        #expect(host.stats.framesPresented == 0, comment, sourceLocation: sourceLocation)
    }

    /// A host showing `view` after `change` and one frame,
    /// checked to have redrawn nothing and to equal a fresh build.
    private func hostAfter<V: View>(_ view: V, _ comment: String, _ change: () -> Void,
                                    sourceLocation: SourceLocation = #_sourceLocation) -> ViewHost<V> {
        let host = ViewHost.checkingDisplayList(view, width: 300, height: 300)
        change()
        host.step()
        expectNothingRedrawn(host, Comment(rawValue: comment), sourceLocation: sourceLocation)
        expectDrawnAsAFreshBuild(host, Comment(rawValue: comment), sourceLocation: sourceLocation)
        return host
    }

    @Test func rowsAppendedToAListBelowTheFoldDrawNothing() {
        let entries = Entries(count: 200)
        let host = hostAfter(EntriesList(entries: entries), "200 rows appended") {
            entries.names += (200..<400).map { "Entry \($0)" }
        }
        // The list is longer: scrolled to its end, it shows the new rows.
        host.scroll(dx: 0, dy: 100_000, x: 150, y: 150)
        host.step(frames: 2)
        #expect(host.texts.contains("Entry 399"), "\(host.texts)")
        expectDrawnAsAFreshBuild(host, "scrolled to the end")
    }

    @Test func rowsRemovedFromAListBelowTheFoldDrawNothing() {
        // A thousand rows and nine hundred both give the scroll indicator its least length.
        let entries = Entries(count: 1_000)
        _ = hostAfter(EntriesList(entries: entries), "100 rows removed") { entries.names.removeLast(100) }
    }

    @Test func rowsAppendedToALazyStackInAScrollViewDrawNothing() {
        let entries = Entries(count: 200)
        _ = hostAfter(EntriesStack(entries: entries), "200 rows appended") {
            entries.names += (200..<400).map { "Entry \($0)" }
        }
    }

    /// Fewer rows make the scroll indicator longer: the scroll view draws it
    /// again, and the list inside, marked with nothing of its own changed, is copied whole.
    @Test func aScrollIndicatorDrawnAgainLeavesTheListInsideAsItWas() {
        let entries = Entries(count: 200)
        let host = ViewHost.checkingDisplayList(EntriesList(entries: entries), width: 300, height: 300)
        entries.names.removeLast(100)
        host.step()
        let changes = host.displayList.changes
        #expect(changes.touched.count == 1, "touched: \(changes.touched.values.sorted().map { host.displayList.graphics[$0].content })")
        expectDrawnAsAFreshBuild(host, "100 rows removed")
    }

    /// The rows built, on screen or just past it, by the number in their text.
    private func builtRows<V: View>(of host: ViewHost<V>) -> [Int] {
        host.displayList.graphics.compactMap {
            guard case .text(let run) = $0.content, run.string.hasPrefix("Entry ") else { return nil }
            return Int(run.string.dropFirst(6))
        }
    }

    /// The last row has no separator after it, so rows removed from under
    /// the last built row, leaving it last, take its separator away, and
    /// rows appended under it give it one again: the list's own graphics
    /// follow whether its last row is built, not how many rows it has.
    @Test func theLastBuiltRowLosesAndRegainsItsSeparator() {
        let entries = Entries(count: 40)
        let host = ViewHost.checkingDisplayList(EntriesList(entries: entries), width: 300, height: 300)
        let lastBuilt = builtRows(of: host).max() ?? 0
        #expect(lastBuilt < 39, "every row is built: \(builtRows(of: host))")
        entries.names.removeLast(39 - lastBuilt)
        host.step()
        #expect(builtRows(of: host).max() == lastBuilt)
        expectDrawnAsAFreshBuild(host, "the rows under the last built one removed")
        entries.names += ["Entry \(lastBuilt + 1)", "Entry \(lastBuilt + 2)"]
        host.step()
        expectDrawnAsAFreshBuild(host, "rows appended again")
    }
}
