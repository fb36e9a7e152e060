import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class WindowLog {
    var taps = 0
    var hovering = false
    var isOn = false
    var dragEnds: [Double] = []
}

@MainActor
@Suite struct WindowEventTests {
    @Test func losingWindowFocusReleasesAPressWithoutFiring() throws {
        let log = WindowLog()
        let host = ViewHost(Button("Go") { log.taps += 1 }.buttonStyle(.borderedProminent), width: 200, height: 100)
        let go = try #require(host.frame(ofText: "Go"))
        let centre = Point(x: go.midX, y: go.midY)
        host.send(.pointerDown(centre))
        host.step()
        #expect(try #require(host.displayList.graphics.first { $0.frame == go }).opacity < 1, "pressed")
        host.send(.windowFocusOut)
        host.step()
        #expect(try #require(host.displayList.graphics.first { $0.frame == go }).opacity == 1, "released")
        host.send(.pointerUp(centre))
        host.step()
        #expect(log.taps == 0)
        host.send(.windowFocusIn)
        host.click(x: centre.x, y: centre.y)
        #expect(log.taps == 1, "with focus back, clicks work again")
    }

    @Test func losingWindowFocusEndsADragWhereItWas() {
        let log = WindowLog()
        let host = ViewHost(Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture().onEnded { log.dragEnds.append($0.translation.width) }), width: 200, height: 200)
        host.send(.pointerDown(Point(x: 60, y: 100)))
        host.send(.pointerMove(Point(x: 90, y: 100)))
        host.step()
        host.send(.windowFocusOut)
        host.send(.pointerUp(Point(x: 140, y: 100)))
        host.step()
        #expect(log.dragEnds == [30])
    }

    @Test func hoverEndsWhenThePointerLeavesOrTheWindowLosesFocus() {
        let log = WindowLog()
        let host = ViewHost(Color.red.frame(width: 200, height: 200).onHover { log.hovering = $0 }, width: 200, height: 200)
        host.send(.pointerMove(Point(x: 100, y: 100)))
        host.step()
        #expect(log.hovering)
        host.send(.pointerLeave)
        host.step()
        #expect(!log.hovering)
        host.send(.pointerMove(Point(x: 100, y: 100)))
        host.step()
        #expect(log.hovering)
        host.send(.windowFocusOut)
        host.step()
        #expect(!log.hovering)
    }

    @Test func onlyThePrimaryButtonClicks() throws {
        let log = WindowLog()
        let host = ViewHost(VStack {
            Button("Go") { log.taps += 1 }
            Toggle("Wi-Fi", isOn: Bindable(log).isOn).frame(width: 160)
        }, width: 300, height: 200)
        for button in [PointerButton.secondary, .middle, .other(4)] {
            for text in ["Go", "Wi-Fi"] {
                let frame = try #require(host.frame(ofText: text))
                let point = Point(x: frame.midX, y: frame.midY)
                host.send(.pointerDown(point, button: button))
                host.send(.pointerUp(point, button: button))
                host.step()
            }
        }
        #expect(log.taps == 0 && !log.isOn)
        host.press(.space)
        #expect(log.taps == 0 && !log.isOn, "nor did they take keyboard focus")
        host.click(text: "Go")
        #expect(log.taps == 1)
    }

    @Test func aResizeEventLaysOutAgainAtTheNewSize() throws {
        let host = ViewHost(Text("Middle"), width: 200, height: 100)
        let before = try #require(host.frame(ofText: "Middle"))
        host.send(.windowResize(Size(width: 400, height: 300)))
        host.step()
        let after = try #require(host.frame(ofText: "Middle"))
        #expect(abs(after.midX - 200) < 1 && abs(after.midY - 150) < 1)
        #expect(after.midX > before.midX)
        #expect(host.color(x: 390, y: 290) == RGBA(r: 255, g: 255, b: 255), "the new area is drawn")
        host.send(.windowResize(Size(width: Double.nan, height: -5)))
        host.step()
        #expect(host.texts == ["Middle"], "a nonsensical size is survived")
    }

    @Test func aCloseEventIsRecordedAndReleasesAPress() throws {
        let log = WindowLog()
        let host = ViewHost(Button("Go") { log.taps += 1 }, width: 200, height: 100)
        #expect(!host.closeRequested)
        let go = try #require(host.frame(ofText: "Go"))
        host.send(.pointerDown(Point(x: go.midX, y: go.midY)))
        host.send(.windowClose)
        host.send(.pointerUp(Point(x: go.midX, y: go.midY)))
        host.step()
        #expect(host.closeRequested)
        #expect(log.taps == 0)
    }

    @Test func theCursorIsAHandOverButtonsAnIBeamOverFieldsAndAnArrowElsewhere() throws {
        let host = ViewHost(VStack(spacing: 20) {
            Button("Go") {}
            TextField("Name", text: .constant("")).frame(width: 200)
            Text("Plain")
            Button("Off") {}.disabled(true)
        }, width: 300, height: 300)
        func hover(_ text: String) throws -> Cursor {
            let frame = try #require(host.frame(ofText: text))
            host.send(.pointerMove(Point(x: frame.midX, y: frame.midY)))
            host.step()
            return host.cursor
        }
        #expect(host.cursor == .arrow)
        #expect(try hover("Go") == .pointingHand)
        #expect(try hover("Name") == .iBeam)
        #expect(try hover("Plain") == .arrow)
        #expect(try hover("Off") == .arrow, "a disabled button is not clickable")
        _ = try hover("Go")
        host.send(.pointerLeave)
        #expect(host.cursor == .arrow)
    }
}
