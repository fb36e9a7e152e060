import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class Dial {
    var value = 0.0
    var shift = 0.0
    var spun = false
}

/// A custom animatable view: its body runs with every value in between.
private struct Counter: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        Text("Value \(Int(value.rounded()))")
    }
}

private struct CounterHost: View {
    let dial: Dial
    var body: some View { Counter(value: dial.value) }
}

/// A custom animatable modifier.
private struct Shift: ViewModifier, Animatable {
    var x: Double
    var animatableData: Double {
        get { x }
        set { x = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: x)
    }
}

private struct ShiftHost: View {
    let dial: Dial
    var body: some View {
        Color.red.frame(width: 10, height: 10).modifier(Shift(x: dial.shift)).frame(width: 300, alignment: .leading)
    }
}

/// The articles' modifier: state of its own, faded in from onAppear.
private struct FeaturedModifier: ViewModifier {
    @State private var opacity = 0.0
    func body(content: Content) -> some View {
        content
            .opacity(opacity)
            .onAppear { withAnimation(.linear(duration: 0.5)) { opacity = 1 } }
    }
}

private struct Spinner: View {
    let dial: Dial
    var body: some View {
        RoundedRectangle(cornerRadius: 6).fill(dial.spun ? Color.orange : Color.blue)
            .frame(width: 60, height: 60)
            .scaleEffect(dial.spun ? 1.5 : 1)
            .rotationEffect(.degrees(dial.spun ? 90 : 0))
    }
}

@MainActor
@Suite struct AnimatableTests {
    @Test func anAnimatableViewRunsItsBodyWithValuesInBetween() {
        let dial = Dial()
        let host = ViewHost(CounterHost(dial: dial))
        withAnimation(.linear(duration: 1)) { dial.value = 100 }
        host.step(frames: 30)
        #expect(host.texts == ["Value 50"])
        host.step(frames: 30)
        #expect(host.texts == ["Value 100"])
        host.step(frames: 3)
        #expect(host.stats.bodyEvaluations == 0)
    }

    @Test func anAnimatableModifierInterpolatesToo() throws {
        let dial = Dial()
        let host = ViewHost(ShiftHost(dial: dial), width: 300, height: 20)
        let start = try #require(host.displayList.graphics.first?.frame.x)
        withAnimation(.linear(duration: 1)) { dial.shift = 200 }
        host.step(frames: 15)
        let quarter = try #require(host.displayList.graphics.first?.frame.x) - start
        #expect(abs(quarter - 50) <= 1, "\(quarter)")
    }

    @Test func theFeaturedModifierFadesIn() throws {
        let host = ViewHost(Text("Featured").modifier(FeaturedModifier()))
        func opacity() -> Double? { host.displayList.graphics.first?.opacity }
        host.step(frames: 14)
        let midway = try #require(opacity())
        #expect(midway > 0.4 && midway < 0.6, "\(midway)")
        host.step(frames: 20)
        #expect(opacity() == 1)
    }

    @Test func goldenFramesOfAScaleRotationAndColourAnimation() {
        let dial = Dial()
        let host = ViewHost(Spinner(dial: dial), width: 160, height: 160)
        withAnimation(.easeInOut(duration: 0.5)) { dial.spun = true }
        host.step(frames: 15)
        expectMatchesGolden(host, named: "spin-frame-15")
        // Halfway through the ease, the fill is a blend of blue (0, 122, 255) and orange (255, 149, 0), not either.
        let middle = host.color(x: 80, y: 80)
        #expect(middle.r > 100 && middle.r < 155 && middle.g > 122 && middle.g < 149 && middle.b > 100 && middle.b < 155,
                "\(middle)")
        host.step(frames: 15)
        expectMatchesGolden(host, named: "spin-frame-30")
        #expect(host.color(x: 80, y: 80).isClose(to: RGBA(r: 255, g: 149, b: 0)))
    }
}
