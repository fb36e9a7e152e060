import Observation
import Testing
import Trellis
import TrellisTesting

/// A hundred rows 30 points tall: 3,000 points of content.
private struct HundredRows: View {
    var onTap: @MainActor () -> Void = {}
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<100) { number in
                    Text("Row \(number)").frame(maxWidth: .infinity, minHeight: 30, maxHeight: 30)
                        .background(Color.blue.opacity(0.1)).onTapGesture { onTap() }
                }
            }
        }
    }
}

/// Fifty columns 80 points wide: 4,000 points of content.
private struct FiftyColumns: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<50) { Text("Col \($0)").frame(width: 80, height: 100) }
            }
        }
    }
}

private struct LazyColumn: View {
    let number: Int
    let log: Log
    var body: some View {
        let _ = log.body("column")
        Text("Col \(number)").frame(width: 80, height: 50)
    }
}

private struct LazyColumns: View {
    let log: Log
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<1000) { LazyColumn(number: $0, log: log) }
            }
        }
    }
}

@Observable final class IndicatorChoice {
    var shows = true
}

private struct SwitchableIndicators: View {
    let choice: IndicatorChoice
    var body: some View {
        ScrollView(showsIndicators: choice.shows) {
            VStack(spacing: 0) {
                ForEach(0..<100) { Text("Row \($0)").frame(height: 30) }
            }
        }
    }
}

@MainActor
extension ViewHost {
    /// The scroll indicators' knobs: the black translucent fills, back to front.
    fileprivate var knobs: [Rect] {
        displayList.graphics.filter {
            if case .fill(let color) = $0.content { return color.r == 0 && color.g == 0 && color.b == 0 && color.a >= 90 }
            return false
        }.map(\.frame)
    }
}

@MainActor
@Suite struct ScrollIndicatorTests {
    @Test func showingIndicatorsCanBeTurnedOffAndOnAgain() {
        let choice = IndicatorChoice()
        let host = ViewHost(SwitchableIndicators(choice: choice), width: 300, height: 300)
        #expect(host.knobs.count == 1)
        choice.shows = false
        host.step()
        #expect(host.knobs.isEmpty)
        choice.shows = true
        host.step()
        #expect(host.knobs.count == 1)
    }

    // In a 300-point view of 3,000 points the knob is 30 long and travels 270,
    // while the content travels 2,700: each point of knob travel scrolls 10.

    @Test func draggingTheVerticalIndicatorScrollsInProportion() throws {
        let host = ViewHost(HundredRows(), width: 400, height: 300)
        #expect(host.knobs == [Rect(x: 394, y: 0, width: 4, height: 30)])
        let before = try #require(host.frame(ofText: "Row 9"))
        host.drag(from: Point(x: 396, y: 15), to: Point(x: 396, y: 42), steps: 3)
        let after = try #require(host.frame(ofText: "Row 9"))
        #expect(before.y - after.y == 270)
        // The pointer is still on the knob, so it stays wide.
        #expect(host.knobs == [Rect(x: 390, y: 27, width: 8, height: 30)])
    }

    @Test func draggingPastTheEndStopsAtTheEnd() throws {
        let host = ViewHost(HundredRows(), width: 400, height: 300)
        host.drag(from: Point(x: 396, y: 15), to: Point(x: 396, y: 2_000))
        #expect(try #require(host.frame(ofText: "Row 99")).maxY <= 300)
        #expect(host.texts.contains("Row 90"))
        #expect(!host.texts.contains("Row 89"))
        #expect(host.knobs.last?.maxY == 300)
        // And back past the start.
        host.drag(from: Point(x: 396, y: 285), to: Point(x: 396, y: -500))
        #expect(host.texts.first == "Row 0")
        #expect(try #require(host.frame(ofText: "Row 0")).y >= 0)
    }

    @Test func pressingTheIndicatorNeverTapsTheContentBelowIt() {
        let pointer = Pointer()
        let host = ViewHost(HundredRows { pointer.taps += 1 }, width: 400, height: 300)
        host.click(x: 396, y: 15)
        host.drag(from: Point(x: 396, y: 15), to: Point(x: 396, y: 60))
        #expect(pointer.taps == 0)
        host.click(x: 200, y: 15)
        #expect(pointer.taps == 1)
    }

    @Test func pressingTheTrackBesideTheKnobScrollsAPage() throws {
        let host = ViewHost(HundredRows(), width: 400, height: 300)
        let before = try #require(host.frame(ofText: "Row 9"))
        // As in NSScrollView, a page keeps 10 points of the last one in view.
        host.click(x: 396, y: 200)
        #expect(try #require(host.frame(ofText: "Row 19")).y == before.y + 300 - 290)
        host.click(x: 396, y: 5)
        #expect(try #require(host.frame(ofText: "Row 9")).y == before.y)
    }

    @Test func theIndicatorWidensWhileThePointerIsOnIt() {
        let host = ViewHost(HundredRows(), width: 400, height: 300)
        host.send(.pointerMove(Point(x: 395, y: 150)))
        host.step()
        #expect(host.knobs.map(\.width) == [8])
        host.send(.pointerMove(Point(x: 200, y: 150)))
        host.step()
        #expect(host.knobs.map(\.width) == [4])
    }

    @Test func aHorizontalScrollViewShowsItsIndicatorAlongTheBottom() {
        let host = ViewHost(FiftyColumns(), width: 400, height: 200)
        #expect(host.knobs == [Rect(x: 0, y: 194, width: 40, height: 4)])
        let background = host.color(x: 200, y: 196)
        let knob = host.color(x: 20, y: 196)
        #expect(Int(knob.r) < Int(background.r) - 40)
    }

    @Test func inDarkModeTheIndicatorIsLightOverTheDarkBackground() {
        let host = ViewHost(FiftyColumns().preferredColorScheme(.dark), width: 400, height: 200)
        let background = host.color(x: 200, y: 196)
        let knob = host.color(x: 20, y: 196)
        #expect(Int(knob.r) > Int(background.r) + 40)
    }

    @Test func aHorizontalScrollViewScrollsByWheelAndByItsIndicator() throws {
        let host = ViewHost(FiftyColumns(), width: 400, height: 200)
        let start = try #require(host.frame(ofText: "Col 4")).x
        host.scroll(dx: 200, dy: 0, x: 200, y: 100)
        #expect(try #require(host.frame(ofText: "Col 4")).x == start - 200)
        #expect(host.knobs == [Rect(x: 20, y: 194, width: 40, height: 4)])
        // 3,600 points of content travel over 360 of knob travel.
        host.drag(from: Point(x: 40, y: 196), to: Point(x: 76, y: 196))
        #expect(try #require(host.frame(ofText: "Col 9")).x == start + 400 - 560)
        host.drag(from: Point(x: 70, y: 196), to: Point(x: 900, y: 196))
        #expect(host.texts.last == "Col 49")
        #expect(try #require(host.frame(ofText: "Col 49")).maxX <= 400)
    }

    @Test func aLazyHStackBuildsOnlyTheVisibleColumnsAndScrollsSideways() throws {
        let log = Log()
        let host = ViewHost(LazyColumns(log: log), width: 400, height: 200)
        #expect(log.bodies["column", default: 0] < 20)
        #expect(host.texts.contains("Col 0"))
        #expect(!host.texts.contains("Col 30"))
        let before = log.bodies["column", default: 0]
        host.scroll(dx: 80 * 500, dy: 0, x: 200, y: 100)
        #expect(log.bodies["column", default: 0] - before < 20)
        #expect(host.texts.contains("Col 500"))
        #expect(!host.texts.contains("Col 0"))
        let knob = try #require(host.knobs.first)
        host.drag(from: Point(x: knob.midX, y: knob.midY), to: Point(x: 2_000, y: knob.midY))
        #expect(host.texts.contains("Col 999"))
    }

    @Test func bothIndicatorsOfATwoWayScrollViewStopShortOfTheCorner() {
        let grid = ScrollView([.horizontal, .vertical]) {
            Color.blue.opacity(0.2).frame(width: 1_000, height: 1_000)
        }
        let host = ViewHost(grid, width: 400, height: 300)
        #expect(host.knobs == [Rect(x: 394, y: 0, width: 4, height: 288.0 * 300 / 1_000),
                               Rect(x: 0, y: 294, width: 388.0 * 400 / 1_000, height: 4)])
        host.drag(from: Point(x: 396, y: 10), to: Point(x: 396, y: 20))
        host.drag(from: Point(x: 10, y: 296), to: Point(x: 30, y: 296))
        // The pointer rests on the horizontal track, so both knobs are wide.
        let origins = host.knobs.map(\.origin)
        #expect(origins.count == 2)
        #expect(origins.count == 2 && abs(origins[0].y - 10) < 1e-9 && origins[0].x == 390)
        #expect(origins.count == 2 && abs(origins[1].x - 20) < 1e-9 && origins[1].y == 290)
    }

    @Test func theIndicatorScrollsAList() throws {
        let host = ViewHost(List(0..<100) { Text("Row \($0)") }, width: 400, height: 300)
        let first = try #require(host.frame(ofText: "Row 0"))
        let pitch = try #require(host.frame(ofText: "Row 1")).y - first.y
        let knob = try #require(host.knobs.first)
        let content = 100 * pitch
        #expect(abs(knob.height - 300 * 300 / content) < 0.001)
        host.drag(from: Point(x: knob.midX, y: knob.midY), to: Point(x: knob.midX, y: knob.midY + 20))
        let moved = first.y - (try #require(host.frame(ofText: "Row 10")).y - 10 * pitch)
        #expect(abs(moved - 20 * (content - 300) / (300 - knob.height)) < 0.001)
        host.drag(from: Point(x: knob.midX, y: knob.midY + 20), to: Point(x: knob.midX, y: 1_000))
        #expect(host.texts.contains("Row 99"))
    }
}
