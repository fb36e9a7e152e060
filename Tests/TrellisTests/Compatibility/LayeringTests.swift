import Testing
import Trellis
import TrellisTesting

@MainActor
private final class LayerTapLog {
    var taps: [String] = []
}

@Observable @MainActor
private final class LayerSwitch {
    var isOn = false
}

private let red = RGBA(r: 255, g: 59, b: 48)
private let blue = RGBA(r: 0, g: 122, b: 255)

@MainActor
@Suite struct LayeringTests {
    @Test func zIndexDecidesWhichOverlappingViewIsDrawnAndClicked() throws {
        struct Cards: View {
            let flag: LayerSwitch
            let log: LayerTapLog
            var body: some View {
                ZStack {
                    Color.red.frame(width: 100, height: 100)
                        .onTapGesture { log.taps.append("red") }
                        .zIndex(flag.isOn ? 0 : 1)
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture { log.taps.append("blue") }
                }
            }
        }
        let flag = LayerSwitch(), log = LayerTapLog()
        let host = ViewHost(Cards(flag: flag, log: log), width: 200, height: 200)
        #expect(host.color(x: 100, y: 100) == red, "the higher zIndex is drawn over the later sibling")
        host.click(x: 100, y: 100)
        #expect(log.taps == ["red"])

        flag.isOn = true
        host.step()
        #expect(host.color(x: 100, y: 100) == blue, "equal indices keep the written order")
        host.click(x: 100, y: 100)
        #expect(log.taps == ["red", "blue"])
    }

    @Test func zIndexOrdersSiblingsInAStackToo() throws {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 80, height: 40).offset(y: 20).zIndex(1)
            Color.blue.frame(width: 80, height: 40)
        }, width: 120, height: 120)
        // The red one is moved down over the blue one, and drawn over it.
        #expect(host.color(x: 60, y: 70) == red)
    }

    @Test func aRectangleContentShapeMakesEmptySpaceTappable() throws {
        struct Row: View {
            let log: LayerTapLog
            var body: some View {
                VStack(spacing: 0) {
                    HStack {
                        Text("Shaped")
                        Spacer()
                    }
                    .frame(width: 200, height: 40)
                    .contentShape(Rectangle())
                    .onTapGesture { log.taps.append("shaped") }
                    HStack {
                        Text("Bare")
                        Spacer()
                    }
                    .frame(width: 200, height: 40)
                    .onTapGesture { log.taps.append("bare") }
                }
            }
        }
        let log = LayerTapLog()
        let host = ViewHost(Row(log: log), width: 240, height: 120)
        let shaped = try #require(host.frame(ofText: "Shaped")), bare = try #require(host.frame(ofText: "Bare"))
        host.click(x: shaped.x + 150, y: shaped.midY)
        host.click(x: bare.x + 150, y: bare.midY)
        #expect(log.taps == ["shaped"], "only the row with a content shape takes clicks on its empty space")
        host.click(text: "Bare")
        #expect(log.taps == ["shaped", "bare"])
    }

    @Test func aCircleContentShapeLeavesOutTheCorners() throws {
        let log = LayerTapLog()
        let host = ViewHost(Color.blue.frame(width: 100, height: 100)
            .contentShape(Circle())
            .onTapGesture { log.taps.append("circle") }, width: 200, height: 200)
        // The square spans 50...150.
        host.click(x: 55, y: 55)
        #expect(log.taps.isEmpty, "a corner is drawn but outside the circle")
        host.click(x: 100, y: 100)
        host.click(x: 100, y: 52)
        #expect(log.taps == ["circle", "circle"])
    }

    @Test func animationNilKeepsAChangeFromAnimatingInsideWithAnimation() throws {
        struct Bars: View {
            let flag: LayerSwitch
            var body: some View {
                VStack(spacing: 10) {
                    Color.red.frame(width: flag.isOn ? 200 : 100, height: 20).animation(nil)
                    Color.blue.frame(width: flag.isOn ? 200 : 100, height: 20)
                }
            }
        }
        let flag = LayerSwitch()
        let host = ViewHost(Bars(flag: flag), width: 300, height: 100)
        withAnimation(.linear(duration: 1)) { flag.isOn = true }
        host.step(frames: 30)
        let widths = host.frames { if case .fill = $0 { true } else { false } }.map(\.width)
        #expect(widths.count == 2)
        #expect(widths.first == 200, "the red bar jumped: \(widths)")
        #expect(widths.last.map { $0 > 120 && $0 < 180 } == true, "the blue bar is half-way: \(widths)")
    }

    @Test func animationWithoutAValueAnimatesEveryChangeButNotTheFirstAppearance() throws {
        struct Bar: View {
            let flag: LayerSwitch
            var body: some View {
                Color.red.frame(width: flag.isOn ? 200 : 100, height: 20).animation(.linear(duration: 1))
            }
        }
        let flag = LayerSwitch()
        let host = ViewHost(Bar(flag: flag), width: 300, height: 100)
        #expect(host.frames { if case .fill = $0 { true } else { false } }.map(\.width) == [100])
        flag.isOn = true
        host.step(frames: 30)
        let halfway = host.frames { if case .fill = $0 { true } else { false } }.map(\.width)
        #expect(halfway.first.map { abs($0 - 150) < 2 } == true, "\(halfway)")
        host.step(frames: 40)
        #expect(host.frames { if case .fill = $0 { true } else { false } }.map(\.width) == [200])
    }
}
