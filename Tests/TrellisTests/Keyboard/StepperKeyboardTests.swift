import Testing
import Trellis
import TrellisTesting

private struct StepperForm: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button("Before") {}
            Stepper("Count \(count)", value: $count, in: 0...2).frame(width: 220)
            Button("After") {}
        }
        .padding(12)
    }
}

/// A stepper from the keyboard alone. Apple's Accessibility Programming Guide
/// for OS X ("Accessibility Keyboard Shortcuts"): with full keyboard access,
/// Tab selects a control and "the arrow keys move between values within a
/// control", and some controls take both orientations. So the stepper is one
/// Tab stop, as NSStepper and GTK's spin button are, that Up and Right step up
/// and Down and Left step down.
@MainActor @Suite struct StepperKeyboardTests {
    private func isFocused(_ host: ViewHost<StepperForm>, _ role: AccessibilityRole, _ name: String) -> Bool {
        host.accessibilityElement(role: role, name: name)?.states.contains(.focused) == true
    }

    @Test func theStepperIsOneTabStopThatTheArrowsStep() {
        let host = ViewHost(StepperForm(), width: 300, height: 200)
        host.press(.tab)
        #expect(isFocused(host, .pushButton, "Before"))
        host.press(.tab)
        #expect(isFocused(host, .spinButton, "Count 0"), "the second Tab lands on the stepper")
        host.press(.up)
        #expect(host.texts.contains("Count 1"), "Up steps up: \(host.texts)")
        host.press(.right)
        host.press(.up)
        #expect(host.texts.contains("Count 2"), "Right steps up too, and the top bound holds: \(host.texts)")
        host.press(.down)
        host.press(.left)
        #expect(host.texts.contains("Count 0"), "Down and Left step down: \(host.texts)")
        #expect(isFocused(host, .spinButton, "Count 0"), "stepping keeps focus on the stepper")
        host.press(.tab)
        #expect(isFocused(host, .pushButton, "After"), "one more Tab leaves it: − and + are not stops of their own")
    }

    @Test func theRingGoesRoundBothButtons() throws {
        let host = ViewHost(StepperForm(), width: 300, height: 200)
        host.press(.tab)
        host.press(.tab)
        let minus = try #require(host.frame(ofText: "−"))
        let plus = try #require(host.frame(ofText: "+"))
        let rings = host.displayList.graphics.filter {
            if case .border(let color, _) = $0.content { return color.b == 255 && color.r == 0 }
            return false
        }
        #expect(rings.count == 1, "one ring shows")
        let ring = try #require(rings.first)
        #expect(ring.frame.contains(Point(x: minus.midX, y: minus.midY)) && ring.frame.contains(Point(x: plus.midX, y: plus.midY)),
                "the ring \(ring.frame) holds − \(minus) and + \(plus)")
    }

    @Test func clickingAButtonStillStepsWithoutTakingFocus() {
        let host = ViewHost(StepperForm(), width: 300, height: 200)
        host.click(text: "+")
        #expect(host.texts.contains("Count 1"))
        #expect(host.accessibilityElement(role: .pushButton, name: "+") == nil, "the buttons are parts of one spin button")
    }
}
