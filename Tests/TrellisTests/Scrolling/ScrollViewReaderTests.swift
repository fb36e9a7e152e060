import Testing
import Trellis
import TrellisTesting

/// A 300-point scroll view of 30-point rows at the top of the window, and a
/// button below it that scrolls to `target`.
private struct Rows<Target: Hashable>: View {
    var count = 100
    var lazy = false
    let target: Target
    var anchor: UnitPoint? = .top

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<count, id: \.self) { row in
                                Text("Row \(row)").frame(height: 30)
                            }
                        }
                    } else {
                        VStack(spacing: 0) {
                            ForEach(0..<count, id: \.self) { row in
                                Text("Row \(row)").frame(height: 30)
                            }
                            Text("The end").frame(height: 30).id("footer")
                        }
                    }
                }
                .frame(height: 300)
                Button("Go") { proxy.scrollTo(target, anchor: anchor) }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    @Test func scrollToWithATopAnchorPutsTheRowAtTheTop() throws {
        let host = ViewHost(Rows(target: 80), width: 300, height: 400)
        #expect(try #require(host.frame(ofText: "Row 0")).midY.rounded() == 15)
        host.click(text: "Go")
        let row = try #require(host.frame(ofText: "Row 80"))
        #expect(abs(row.midY - 15) < 1, "\(row)")
    }

    @Test func scrollToWithABottomAnchorPutsTheRowAtTheBottom() throws {
        let host = ViewHost(Rows(target: 50, anchor: .bottom), width: 300, height: 400)
        host.click(text: "Go")
        let row = try #require(host.frame(ofText: "Row 50"))
        #expect(abs(row.midY - 285) < 1, "\(row)")
    }

    @Test func scrollToWithoutAnAnchorMovesAsLittleAsShowsTheView() throws {
        let host = ViewHost(Rows(target: "footer", anchor: nil), width: 300, height: 400)
        host.click(text: "Go")
        let end = try #require(host.frame(ofText: "The end"))
        // The footer is the last row: it ends at the scroll view's bottom edge.
        #expect(abs(end.midY - 285) < 1, "\(end)")
    }

    @Test func scrollToFindsARowOfALazyStackThatIsNotBuiltYet() throws {
        let host = ViewHost(Rows(count: 10_000, lazy: true, target: 7_000), width: 300, height: 400)
        #expect(host.frame(ofText: "Row 7000") == nil)
        host.click(text: "Go")
        let row = try #require(host.frame(ofText: "Row 7000"))
        #expect(abs(row.midY - 15) < 1, "\(row)")
        #expect(host.frame(ofText: "Row 0") == nil)
    }

    @Test func anIdThatIsNotThereScrollsNothing() throws {
        let host = ViewHost(Rows(target: "nowhere"), width: 300, height: 400)
        host.click(text: "Go")
        #expect(try #require(host.frame(ofText: "Row 0")).midY.rounded() == 15)
    }
}
