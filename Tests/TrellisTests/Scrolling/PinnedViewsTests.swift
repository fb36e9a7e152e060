import Testing
import Trellis
import TrellisTesting

// `pinnedViews:` on lazy stacks and grids: inside a scroll view a section's
// header sticks to the top while its section scrolls under it, until the next
// header pushes it up; footers stick to the bottom the same way.

private let letters = ["A", "B", "C"]

/// Three sections of twelve 20-point rows in a 200-point scroll view.
private struct Contacts: View {
    let pinned: PinnedScrollableViews

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(letters, id: \.self) { letter in
                    Section {
                        ForEach(0..<12, id: \.self) { Text("\(letter) \($0)").frame(height: 20) }
                    } header: {
                        Text("Header \(letter)").frame(maxWidth: .infinity).background(Color.gray)
                    } footer: {
                        Text("Footer \(letter)")
                    }
                }
            }
        }
        .frame(width: 200, height: 200)
    }
}

/// Two sections of cells, three to a line, in a 150-point scroll view.
private struct Gallery: View {
    let pinned: PinnedScrollableViews

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 0, pinnedViews: pinned) {
                ForEach(letters, id: \.self) { letter in
                    Section {
                        ForEach(0..<16, id: \.self) { Text("\(letter)\($0)").frame(height: 30) }
                    } header: {
                        Text("Group \(letter)")
                    }
                }
            }
        }
        .frame(width: 240, height: 150)
    }
}

/// Where `text` is drawn, even when the scroll view clips it from sight.
@MainActor
private func drawnFrame(of text: String, in host: ViewHost<some View>) -> CGRect? {
    host.displayList.graphics.first {
        if case .text(let run) = $0.content { return run.string == text }
        return false
    }?.frame
}

/// Scrolls `host` down in small steps until `text` is drawn at or above `y`.
@MainActor
private func scroll(_ host: ViewHost<some View>, until text: String, reaches y: Double) {
    for _ in 0..<200 {
        if let frame = host.frame(ofText: text), frame.minY <= y { return }
        host.scroll(dx: 0, dy: 5, x: 100, y: 100)
    }
}

@MainActor
@Suite struct PinnedViewsTests {
    @Test func aPinnedHeaderStaysAtTheTopUntilTheNextPushesItUp() throws {
        let host = ViewHost(Contacts(pinned: .sectionHeaders), width: 300, height: 300)
        let top = try #require(host.frame(ofText: "Header A")).minY
        host.scroll(dx: 0, dy: 100, x: 100, y: 100)
        let pinned = try #require(host.frame(ofText: "Header A"), "the header stays in view")
        #expect(abs(pinned.minY - top) < 1, "at the top edge: \(pinned.minY) vs \(top)")
        #expect(host.frame(ofText: "A 3") == nil || host.frame(ofText: "A 3")!.minY < top, "the rows scrolled on under it")

        // Once the next header reaches the pinned one, it pushes it up and out.
        scroll(host, until: "Header B", reaches: pinned.maxY - pinned.height / 2)
        let pushed = try #require(drawnFrame(of: "Header A", in: host))
        let arriving = try #require(host.frame(ofText: "Header B"))
        #expect(pushed.minY < top - 1, "pushed up: \(pushed) vs top \(top)")
        #expect(pushed.maxY <= arriving.minY + 1)

        host.scroll(dx: 0, dy: 60, x: 100, y: 100)
        let next = try #require(host.frame(ofText: "Header B"))
        #expect(abs(next.minY - top) < 1, "the next header is pinned in its turn")
    }

    @Test func withoutPinnedViewsTheHeaderScrollsAway() throws {
        let host = ViewHost(Contacts(pinned: []), width: 300, height: 300)
        let top = try #require(host.frame(ofText: "Header A")).minY
        host.scroll(dx: 0, dy: 100, x: 100, y: 100)
        let header = drawnFrame(of: "Header A", in: host)
        #expect(header.map { $0.maxY <= top } ?? true, "scrolled out of sight: \(String(describing: header))")
    }

    @Test func aPinnedFooterStaysAtTheBottomOfItsSection() throws {
        let host = ViewHost(Contacts(pinned: .sectionFooters), width: 300, height: 300)
        // The 200-point scroll view is centred in the 300-point host.
        let top = try #require(host.frame(ofText: "Header A")).minY
        let bottom = 250.0
        #expect(top == 50, "in a lazy stack the header is drawn as given, without a list's padding")
        let footer = try #require(host.frame(ofText: "Footer A"), "the first section's footer is in view from the start")
        #expect(abs(footer.maxY - bottom) < 1, "at the bottom edge: \(footer.maxY) vs \(bottom)")
        // Scrolled on, the footer reaches its own place and the next section's footer takes the edge.
        scroll(host, until: "Header B", reaches: top + 100)
        let placed = try #require(host.frame(ofText: "Footer A"))
        let header = try #require(host.frame(ofText: "Header B"))
        #expect(placed.maxY <= header.minY + 1, "back above the next section")
        let next = try #require(host.frame(ofText: "Footer B"))
        #expect(abs(next.maxY - bottom) < 1)
    }

    @Test func aGridGivesEachHeaderALineAndPinsIt() throws {
        let host = ViewHost(Gallery(pinned: .sectionHeaders), width: 300, height: 300)
        let header = try #require(host.frame(ofText: "Group A"))
        let first = try #require(host.frame(ofText: "A0"))
        #expect(first.minY >= header.maxY, "the header has its own line")
        #expect(abs(header.midX - 150) < 2, "across the whole grid")
        host.scroll(dx: 0, dy: 120, x: 100, y: 100)
        let pinned = try #require(host.frame(ofText: "Group A"))
        #expect(abs(pinned.minY - header.minY) < 1, "pinned at the top")

        // Sixteen cells take six lines; the next section starts on a line of its own.
        scroll(host, until: "Group B", reaches: header.maxY + 40)
        let lastOfA = try #require(drawnFrame(of: "A15", in: host))
        let firstOfB = try #require(host.frame(ofText: "B0"))
        let groupB = try #require(host.frame(ofText: "Group B"))
        #expect(lastOfA.maxY <= groupB.minY && groupB.maxY <= firstOfB.minY)
        #expect(abs(firstOfB.midX - first.midX) < 1, "B0 starts a line")
    }
}
