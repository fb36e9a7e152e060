import Testing
import Trellis
import TrellisTesting

@MainActor
private final class SliderEditLog {
    var events: [Bool] = []
}

@MainActor
@Suite struct SliderStepperTests {
    @Test func aSliderOverAFloatReportsWhenEditingStartsAndEnds() throws {
        struct Volume: View {
            @State private var level: Float = 0
            let log: SliderEditLog
            var body: some View {
                VStack {
                    Slider(value: $level, in: 0...10, step: 1) {
                        Text("Volume")
                    } onEditingChanged: { editing in
                        log.events.append(editing)
                    }
                    .frame(width: 220)
                    Text("Level \(Int(level))")
                }
            }
        }
        let log = SliderEditLog()
        let host = ViewHost(Volume(log: log), width: 300, height: 100)
        #expect(host.texts.contains("Level 0"))
        let title = try #require(host.frame(ofText: "Volume"))
        // The track starts 8 points after the label; the knob (20 points) starts at its left end.
        let knob = Point(x: title.maxX + 8 + 10, y: title.midY)
        host.send(.pointerDown(knob))
        #expect(log.events == [true])
        host.drag(from: knob, to: Point(x: 290, y: knob.y))
        #expect(host.texts.contains("Level 10"), "\(host.texts)")
        #expect(log.events.first == true && log.events.last == false)
    }

    @Test func aSliderBindsToCGFloatAndDoubleAlike() throws {
        struct Sizes: View {
            @State private var width: CGFloat = 0.5
            @State private var height = 0.25
            var body: some View {
                VStack {
                    Slider(value: $width).frame(width: 120)
                    Slider(value: $height, in: 0...1, step: 0.25).frame(width: 120)
                    Text(String(format: "%.2f × %.2f", Double(width), height))
                }
            }
        }
        let host = ViewHost(Sizes(), width: 200, height: 120)
        #expect(host.texts.contains("0.50 × 0.25"))
        host.press(.tab)
        host.press(.end)
        host.press(.tab)
        host.press(.right)
        #expect(host.texts.contains("1.00 × 0.50"), "\(host.texts)")
    }

    @Test func aStepperWithClosuresCallsThemAndHearsEditing() throws {
        struct Counter: View {
            @State private var value = 0
            let log: SliderEditLog
            var body: some View {
                Stepper("Value \(value)") {
                    value += 10
                } onDecrement: {
                    value -= 1
                } onEditingChanged: { log.events.append($0) }
                .frame(width: 220)
            }
        }
        let log = SliderEditLog()
        let host = ViewHost(Counter(log: log), width: 260, height: 60)
        host.click(text: "+")
        #expect(host.texts.contains("Value 10"))
        host.click(text: "−")
        #expect(host.texts.contains("Value 9"))
        #expect(log.events == [true, false, true, false])
    }

    @Test func aStepperWithALabelFirstStepsWithinBoundsAndDisablesAtThem() throws {
        struct Guests: View {
            @State private var count = 1
            var body: some View {
                Stepper(value: $count, in: 1...3, step: 2) {
                    Text("Guests: \(count)")
                }
                .frame(width: 220)
            }
        }
        let host = ViewHost(Guests(), width: 260, height: 60)
        let minus = try #require(host.frame(ofText: "−"))
        let enabledMinus = host.textColor(of: "+")
        #expect(host.textColor(of: "−") != enabledMinus, "at the lower bound, − is disabled")
        host.click(text: "+")
        #expect(host.texts.contains("Guests: 3"))
        #expect(host.textColor(of: "+") != enabledMinus, "at the upper bound, + is disabled")
        #expect(host.textColor(of: "−") == enabledMinus)
        host.click(text: "+")
        #expect(host.texts.contains("Guests: 3"))
        host.click(x: minus.midX, y: minus.midY)
        #expect(host.texts.contains("Guests: 1"))
    }

    @Test func aStepperWithoutAnIncrementDisablesPlus() throws {
        struct Countdown: View {
            @State private var value = 5
            var body: some View {
                Stepper(label: { Text("Left \(value)") }, onIncrement: nil, onDecrement: { value -= 1 })
                    .frame(width: 220)
            }
        }
        let host = ViewHost(Countdown(), width: 260, height: 60)
        host.click(text: "+")
        #expect(host.texts.contains("Left 5"))
        host.click(text: "−")
        #expect(host.texts.contains("Left 4"))
        #expect(host.textColor(of: "+") != host.textColor(of: "−"))
    }
}
