import Testing
import Trellis
import TrellisTesting

// `Section` inside `List`: headers that are not rows, and headers that stay
// pinned at the top while their section scrolls under them.

private struct Produce: Identifiable {
    let id: Int
    let name: String
}

private struct Market: View {
    @State private var fruit = ["Apple", "Banana", "Cherry", "Date", "Fig", "Grape", "Kiwi", "Lemon"]
        .enumerated().map { Produce(id: $0.offset, name: $0.element) }
    @State private var vegetables = ["Beet", "Carrot", "Leek", "Onion", "Pea", "Radish", "Squash", "Turnip"]
        .enumerated().map { Produce(id: 100 + $0.offset, name: $0.element) }
    @State private var selection: Int?

    var body: some View {
        VStack {
            List(selection: $selection) {
                Section("Fruit") {
                    ForEach(fruit) { Text($0.name) }
                        .onDelete { fruit.remove(atOffsets: $0) }
                }
                Section {
                    ForEach(vegetables) { Text($0.name) }
                        .onDelete { vegetables.remove(atOffsets: $0) }
                } header: {
                    Text("Vegetables")
                } footer: {
                    Text("Fresh every morning")
                }
            }
            .frame(height: 200)
            Text("Selected: \(selection.map(String.init) ?? "none")")
            Text((fruit + vegetables).map(\.name).joined(separator: " "))
        }
    }
}

@MainActor
@Suite struct SectionListTests {
    @Test func headersAndFootersSitAroundTheirRows() throws {
        let host = ViewHost(Market(), width: 300, height: 300)
        let header = try #require(host.frame(ofText: "Fruit"))
        let apple = try #require(host.frame(ofText: "Apple"))
        let banana = try #require(host.frame(ofText: "Banana"))
        #expect(header.maxY <= apple.minY)
        #expect(apple.maxY <= banana.minY)
        #expect(header.height < apple.height, "the header is in small type")
    }

    @Test func clickingAHeaderSelectsNothingAndTheArrowsSkipHeaders() {
        let host = ViewHost(Market(), width: 300, height: 300)
        host.click(text: "Fruit")
        #expect(host.texts.contains("Selected: none"))
        host.click(text: "Apple")
        #expect(host.texts.contains("Selected: 0"))
        for _ in 0..<7 { host.press(.down) }
        #expect(host.texts.contains("Selected: 7"))
        host.press(.down)
        #expect(host.texts.contains("Selected: 100"), "Down goes from Lemon past the Vegetables header to Beet")
        host.press(.up)
        #expect(host.texts.contains("Selected: 7"))
    }

    @Test func deletingInASectionRemovesTheRightElement() {
        let host = ViewHost(Market(), width: 300, height: 300)
        host.click(text: "Apple")
        for _ in 0..<9 { host.press(.down) }
        #expect(host.texts.contains("Selected: 101"))
        host.press(.delete)
        #expect(!host.texts.contains { $0.contains("Carrot") })
        #expect(host.texts.contains { $0.hasPrefix("Apple Banana") && $0.contains("Lemon Beet Leek") })
    }

    @Test func theTopSectionsHeaderStaysPinnedUntilTheNextPushesItUp() throws {
        let host = ViewHost(Market(), width: 300, height: 300)
        let top = try #require(host.frame(ofText: "Fruit")).minY
        let apple = try #require(host.frame(ofText: "Apple"))
        host.scroll(dx: 0, dy: apple.height * 3, x: 150, y: 100)
        let pinned = try #require(host.frame(ofText: "Fruit"), "the header stays on screen")
        #expect(abs(pinned.minY - top) < 1, "pinned at the top")
        host.click(x: 150, y: pinned.midY)
        #expect(host.texts.contains("Selected: none"), "the pinned header covers the row under it")

        // Scroll until the Vegetables header is just below the Fruit header's place.
        var shown = host.frame(ofText: "Vegetables")
        for _ in 0..<40 where shown == nil {
            host.scroll(dx: 0, dy: 10, x: 150, y: 100)
            shown = host.frame(ofText: "Vegetables")
        }
        let vegetables = try #require(shown)
        host.scroll(dx: 0, dy: vegetables.minY - pinned.maxY + pinned.height / 2, x: 150, y: 100)
        // Partly above the viewport, the header is clipped, so look for it among all graphics.
        let pushed = try #require(host.displayList.graphics.first {
            if case .text(let run) = $0.content { return run.string == "Fruit" }
            return false
        }?.frame)
        let arriving = try #require(host.frame(ofText: "Vegetables"))
        #expect(pushed.minY < top - 1, "the next header pushes it up")
        #expect(pushed.maxY <= arriving.minY + 1)

        host.scroll(dx: 0, dy: 1000, x: 150, y: 100)
        let last = try #require(host.frame(ofText: "Vegetables"))
        #expect(abs(last.minY - top) < 1, "the last section's header is pinned at the end")
    }
}
