import Observation
import Testing
import Trellis
import TrellisTesting

/// Rows of a number and a name in an eager `VStack` in a `ScrollView`.
private struct ShelfColumn: View {
    let shelf: SwapShelf

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(shelf.items) { item in
                    HStack(spacing: 6) {
                        Text("#\(item.id)").frame(width: 44, alignment: .leading)
                        Text(item.name)
                    }
                }
            }
            .padding(4)
        }
    }
}

/// Rows a scroll shifts without placing them again (`LayoutNode+Moving`),
/// with no indicator, whose moving knob would have the scroll view draw again.
private struct PaddedColumn: View {
    let shelf: SwapShelf

    var body: some View {
        ScrollView(showsIndicators: false) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(shelf.items) { item in
                    Text(item.name).padding(4)
                }
            }
            .padding(2)
        }
    }
}

/// Tiles side by side in a horizontal scroll view.
private struct ShelfStrip: View {
    let shelf: SwapShelf

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 4) {
                ForEach(shelf.items) { item in
                    Text(item.name).frame(width: 70, height: 40).background(Color.yellow)
                }
            }
        }
    }
}

/// A long eager stack in a scroll view draws only the rows near the
/// viewport (`StackCulling`); what it shows must not differ in any way.
@MainActor
@Suite struct StackCullingTests {
    private func host(_ shelf: SwapShelf) -> ViewHost<ShelfColumn> {
        ViewHost.checkingDisplayList(ShelfColumn(shelf: shelf), width: 320, height: 300)
    }

    @Test func aLongStackDrawsOnlyTheRowsNearTheViewport() {
        let host = host(SwapShelf(count: 1_000))
        let names = host.displayList.texts.filter { $0.hasPrefix("Item") }
        #expect(names.first == "Item 0")
        // Four viewports of 300 points, of rows about 20 points tall.
        #expect(names.count > 30 && names.count < 80, "\(names.count) rows drawn")
        #expect(!names.contains("Item 999"))
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    @Test func aShortStackDrawsEveryRow() {
        let host = host(SwapShelf(count: 60))
        #expect(host.displayList.texts.filter { $0.hasPrefix("Item") }.count == 60)
    }

    /// Scrolling by less than a viewport moves the drawn rows; further, the
    /// band moves and rows far below are drawn as they come near.
    @Test func scrollingDrawsTheRowsItBringsIntoView() {
        let host = host(SwapShelf(count: 1_000))
        for _ in 0..<40 { host.scroll(dx: 0, dy: 250, x: 100, y: 100) }
        host.step()
        let shown = host.texts.filter { $0.hasPrefix("Item") }
        #expect(!shown.isEmpty)
        #expect(!shown.contains("Item 0"))
        for name in shown { #expect(host.displayList.texts.contains(name)) }
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
        for _ in 0..<40 { host.scroll(dx: 0, dy: -250, x: 100, y: 100) }
        host.step()
        #expect(host.texts.contains("Item 0"))
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    /// Along a horizontal stack, the band runs across the viewport's width.
    @Test func aLongRowOfTilesDrawsOnlyTheTilesNearTheViewport() {
        let host = ViewHost.checkingDisplayList(ShelfStrip(shelf: SwapShelf(count: 300)), width: 320, height: 200)
        let names = host.displayList.texts.filter { $0.hasPrefix("Item") }
        #expect(names.first == "Item 0")
        // Four viewports of 320 points, of tiles 74 points apart.
        #expect(names.count > 10 && names.count < 25, "\(names.count) tiles drawn")
        for _ in 0..<30 { host.scroll(dx: 200, dy: 0, x: 100, y: 100) }
        host.step()
        let shown = host.texts.filter { $0.hasPrefix("Item") }
        #expect(!shown.isEmpty && !shown.contains("Item 0"))
        for name in shown { #expect(host.displayList.texts.contains(name)) }
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    /// A scroll that shifts the rows without placing them moves the band
    /// once a viewport's length is scrolled.
    @Test func shiftedRowsDrawTheRowsScrolledIntoView() {
        let shelf = SwapShelf(count: 1_000)
        let host = ViewHost.checkingDisplayList(PaddedColumn(shelf: shelf), width: 320, height: 300)
        var shifted = 0
        for _ in 0..<30 {
            host.scroll(dx: 0, dy: 140, x: 100, y: 100)
            shifted += host.stats.subtreesMoved
            for name in host.texts where name.hasPrefix("Item") { #expect(host.displayList.texts.contains(name)) }
        }
        #expect(shifted > 0, "no scroll shifted the rows")
        #expect(!host.texts.contains("Item 0"))
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    /// While an animation runs, every row is drawn, so a row sent far below
    /// slides out through the rows between rather than fading where it was;
    /// and the rows the band left out are drawn where they stood before the
    /// change starts, so the row coming up from there slides in.
    @Test func anAnimatedSwapWithAFarRowSlidesBothRows() throws {
        let shelf = SwapShelf(count: 400)
        let host = host(shelf)
        let top = try #require(host.frame(ofText: "Item 1")).minY
        let pitch = try #require(host.frame(ofText: "Item 2")).minY - top
        let middle = top + 389 * pitch / 2
        withAnimation(.linear(duration: 1)) { shelf.items.swapAt(1, 390) }
        host.step(frames: 30)
        for name in ["Item 1", "Item 390"] {
            let drawn = host.displayList.graphics.filter { graphic in
                if case .text(let run) = graphic.content { return run.string == name }
                return false
            }
            #expect(drawn.count == 1, "\(name) is drawn once, with no copy fading")
            let halfway = try #require(drawn.first)
            #expect(abs(halfway.frame.minY - middle) < 389 * pitch / 5,
                    "halfway, \(name) is at \(halfway.frame.minY), near \(middle)")
            #expect(halfway.opacity == 1, "\(name) slides rather than fading")
        }
        host.step(frames: 40)
        #expect(host.frame(ofText: "Item 390")?.minY == top)
        // Settled, the stack draws only its band again.
        #expect(host.displayList.texts.filter { $0.hasPrefix("Item") }.count < 80)
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }

    /// Random edits, long scrolls and animations: after every frame the kept
    /// list equals one built from scratch, and repainting only the damage
    /// gives the pixels of the whole list repainted.
    @Test(arguments: [5, 13, 34] as [UInt64])
    func editsAndScrollsDrawAsAFreshBuild(seed: UInt64) async {
        var random = SeededGenerator(seed: seed)
        let shelf = SwapShelf(count: 300)
        let host = host(shelf)
        var culledFrames = 0
        for step in 0..<250 {
            if step % 25 == 0 { await Task.yield() }
            let count = shelf.items.count
            let edit = Int.random(in: 0..<10, using: &random)
            let animated = Int.random(in: 0..<8, using: &random) == 0
            let change = {
                switch edit {
                case 0 where count > 1:
                    shelf.items.swapAt(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
                case 1 where count > 0:
                    shelf.items[Int.random(in: 0..<count, using: &random)].name += "!"
                case 2 where count < 400:
                    shelf.items.insert(SwapShelfItem(id: shelf.nextID, name: "Added"), at: Int.random(in: 0...count, using: &random))
                    shelf.nextID += 1
                case 3 where count > 100:
                    shelf.items.remove(at: Int.random(in: 0..<count, using: &random))
                default:
                    break
                }
            }
            host.walk(scrollingBy: edit >= 6 ? Double(Int.random(in: -700...700, using: &random)) : nil,
                      orMaking: change, animated: animated)
            host.step(frames: animated ? Int.random(in: 1...8, using: &random) : 1)
            if host.displayList.texts.count < shelf.items.count { culledFrames += 1 }
            #expect(host.displayListMismatches == 0, "seed \(seed) step \(step): kept list differs from a fresh build")
            if host.displayListMismatches > 0 { return }
            let repainted = host.pixelsDifferingFromWholeRepaint()
            #expect(repainted == 0, "seed \(seed) step \(step): \(repainted) pixels differ from the whole list repainted")
            if repainted > 0 { return }
        }
        #expect(culledFrames > 100, "seed \(seed): only \(culledFrames) frames drew a band")
        host.step(frames: 20)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
