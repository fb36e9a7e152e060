import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Pointer {
    var hovering = false
    var dragged: [Double] = []
    var ended: Double?
    var taps = 0
    var doubleTaps = 0
    var focusedName = false
}

private struct FocusForm: View {
    let pointer: Pointer
    init(pointer: Pointer) {
        self.pointer = pointer
    }
    @State private var name = ""
    @FocusState private var nameFocused: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).frame(width: 200).focused($nameFocused)
            Button("Focus name") { nameFocused = true }
            Text(nameFocused ? "editing" : "idle")
        }
    }
}

@MainActor
@Suite struct InputTests {
    @Test func hoverReportsEnteringAndLeaving() {
        let pointer = Pointer()
        let host = ViewHost(Color.red.frame(width: 50, height: 50).onHover { pointer.hovering = $0 }, width: 200, height: 200)
        host.send(.pointerMove(Point(x: 100, y: 100)))
        host.step()
        #expect(pointer.hovering)
        host.send(.pointerMove(Point(x: 5, y: 5)))
        host.step()
        #expect(!pointer.hovering)
    }

    @Test func aDragReportsItsTranslationAndItsEnd() {
        let pointer = Pointer()
        let host = ViewHost(Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture().onChanged { pointer.dragged.append($0.translation.width) }
                                  .onEnded { pointer.ended = $0.translation.width }), width: 200, height: 200)
        host.send(.pointerDown(Point(x: 60, y: 100)))
        host.send(.pointerMove(Point(x: 80, y: 100)))
        host.step()
        host.send(.pointerMove(Point(x: 110, y: 100)))
        host.step()
        host.send(.pointerUp(Point(x: 110, y: 100)))
        host.step()
        #expect(pointer.dragged == [20, 50])
        #expect(pointer.ended == 50)
    }

    @Test func aDoubleTapNeedsTwoTapsInARow() {
        let pointer = Pointer()
        let host = ViewHost(Color.red.frame(width: 100, height: 100).onTapGesture(count: 2) { pointer.doubleTaps += 1 },
                            width: 200, height: 200)
        host.click(x: 100, y: 100)
        #expect(pointer.doubleTaps == 0)
        host.click(x: 100, y: 100)
        #expect(pointer.doubleTaps == 1)
    }

    @Test func hitTestingSkipsWhatCannotBeHit() {
        let pointer = Pointer()
        let host = ViewHost(ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { pointer.taps += 1 }
            Color.blue.frame(width: 100, height: 100).onTapGesture { pointer.taps += 100 }.allowsHitTesting(false)
            Color.green.frame(width: 100, height: 100).onTapGesture { pointer.taps += 1000 }.opacity(0)
        }, width: 200, height: 200)
        host.click(x: 100, y: 100)
        #expect(pointer.taps == 1)
        let disabled = ViewHost(Color.red.frame(width: 100, height: 100).onTapGesture { pointer.taps += 10 }.disabled(true),
                                width: 200, height: 200)
        disabled.click(x: 100, y: 100)
        #expect(pointer.taps == 1)
    }

    @Test func aClippedAwayViewCannotBeClicked() {
        let pointer = Pointer()
        let host = ViewHost(Color.gray.frame(width: 100, height: 100)
            .overlay(Color.red.frame(width: 40, height: 40).onTapGesture { pointer.taps += 1 }.offset(x: 80), alignment: .leading)
            .clipped(), width: 300, height: 200)
        host.click(x: 210, y: 100)
        #expect(pointer.taps == 0)
    }

    @Test func aFloodOfMovesIsCoalescedAndClicksOutsideAreHarmless() {
        let pointer = Pointer()
        let host = ViewHost(Color.red.frame(width: 50, height: 50).onHover { if $0 { pointer.taps += 1 } }, width: 200, height: 200)
        for index in 0..<10_000 {
            let inside = index % 2 == 0
            host.send(.pointerMove(Point(x: inside ? 100 : 5, y: inside ? 100 : 5)))
        }
        host.step()
        #expect(pointer.taps == 0, "only the last move, outside, was delivered")
        host.click(x: -50, y: 5000)
        host.click(x: .infinity, y: .nan)
        #expect(pointer.taps == 0)
    }

    @Test func focusStateFollowsFocusAndMovesIt() {
        let host = ViewHost(FocusForm(pointer: Pointer()), width: 300, height: 200)
        #expect(host.texts.contains("idle"))
        host.click(text: "Focus name")
        host.step()
        #expect(host.texts.contains("editing"))
        host.type("Ada")
        #expect(host.texts.contains("Ada"))
        host.press(.escape)
        host.step()
        #expect(host.texts.contains("idle"))
    }

    @Test func aSpinnerTurnsOnTheFrameClockAndABarShowsItsFraction() throws {
        let host = ViewHost(VStack {
            ProgressView()
            ProgressView(value: 0.5).frame(width: 100)
        }, width: 200, height: 100)
        func spin() -> Double { host.displayList.graphics.first?.rotation ?? 0 }
        host.step(frames: 15)
        let quarter = spin()
        host.step(frames: 15)
        #expect(spin() != quarter)
        #expect(host.stats.framesPresented == 1, "a spinner keeps frames coming")
        let bar = try #require(host.displayList.graphics.last)
        #expect(abs(bar.frame.width - 50) < 1)
    }
}
