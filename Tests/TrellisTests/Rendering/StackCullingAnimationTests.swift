import Observation
import Testing
import Trellis
import TrellisTesting

/// A long column whose order animates implicitly, by `animation(_:value:)`
/// or by the older `animation(_:)`, with no `withAnimation` around the
/// change; around the scroll view, or `inside` it, around the stack.
private struct ImplicitlyAnimatedColumn: View {
    let shelf: SwapShelf
    let byValue: Bool
    let inside: Bool

    var body: some View {
        if inside {
            ScrollView { animated(rows) }
        } else {
            animated(ScrollView { rows })
        }
    }

    @ViewBuilder private func animated(_ content: some View) -> some View {
        if byValue {
            content.animation(.linear(duration: 1), value: shelf.items)
        } else {
            content.animation(.linear(duration: 1))
        }
    }

    private var rows: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(shelf.items) { item in
                Text(item.name).frame(width: 120, height: 20, alignment: .leading)
            }
        }
    }
}

/// A long eager stack draws only a band while nothing animates; an implicit
/// animation must suspend the band as `withAnimation` does, or a row sent
/// beyond it would fade where it was instead of sliding.
@MainActor
@Suite struct StackCullingAnimationTests {
    @Test(arguments: [true, false], [true, false])
    func anImplicitlyAnimatedSwapWithAFarRowSlidesTheLeavingRow(byValue: Bool, inside: Bool) throws {
        let shelf = SwapShelf(count: 400)
        let host = ViewHost.checkingDisplayList(ImplicitlyAnimatedColumn(shelf: shelf, byValue: byValue, inside: inside),
                                                width: 320, height: 300)
        #expect(host.displayList.texts.count < 80, "the settled column draws only its band")
        let top = try #require(host.frame(ofText: "Item 1")).minY
        shelf.items.swapAt(1, 390)
        // Rows are 20 points apart with 2 between: row 1 goes to row 390's place.
        let distance = 389.0 * 22
        host.step(frames: 30)
        let drawn = host.displayList.graphics.filter { graphic in
            if case .text(let run) = graphic.content { return run.string == "Item 1" }
            return false
        }
        let halfway = try #require(drawn.first, "Item 1 is drawn while it slides away")
        #expect(drawn.count == 1, "Item 1 is drawn once, with no copy fading where it was")
        #expect(abs(halfway.frame.minY - (top + distance / 2)) < distance / 5,
                "halfway, Item 1 is at \(halfway.frame.minY), between \(top) and \(top + distance)")
        #expect(halfway.opacity == 1, "Item 1 slides rather than fading")
        host.step(frames: 40)
        #expect(host.frame(ofText: "Item 390")?.minY == top)
        #expect(host.displayList.texts.count < 80, "settled again, the column draws only its band")
        // Scrolling moves the band in the frame the wheel turned, animating nothing.
        for _ in 0..<4 { host.scroll(dx: 0, dy: 250, x: 100, y: 100) }
        #expect(try #require(host.frame(ofText: "Item 50")).minY == top + 49 * 22 - 1_000)
        #expect(host.displayList.texts.count < 80, "scrolled, the column draws only its band")
        #expect(host.displayListMismatches == 0)
        #expect(host.pixelsDifferingFromFreshRender() == 0)
    }
}
