import Observation
import Testing
import Trellis
import TrellisTesting

@Observable final class SignUpModel {
    var isOn = false
    var level = 0.0
    var count = 5
    var name = ""
    var password = ""
    var flavour = "Vanilla"
    var submitted: [String] = []
    var taps = 0
}

private struct FormView: View {
    @Bindable var form: SignUpModel
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Wi-Fi", isOn: $form.isOn).frame(width: 200)
            Toggle("Check", isOn: $form.isOn).toggleStyle(.checkbox)
            Slider(value: $form.level, in: 0...100, step: 5).frame(width: 220)
            Stepper("Count \(form.count)", value: $form.count, in: 0...6).frame(width: 220)
            TextField("Name", text: $form.name).frame(width: 220)
                .onSubmit { form.submitted.append(form.name) }
            SecureField("Password", text: $form.password).frame(width: 220)
            Picker("Flavour", selection: $form.flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Mint").tag("Mint")
            }
            .pickerStyle(.segmented)
            Button("Save") { form.taps += 1 }.keyboardShortcut("s", modifiers: .control)
        }
        .padding(12)
    }
}

@MainActor
private func makeHost() -> (SignUpModel, ViewHost<FormView>) {
    let form = SignUpModel()
    return (form, ViewHost(FormView(form: form), width: 400, height: 480))
}

@MainActor
@Suite struct ControlTests {
    @Test func aToggleFlipsOnClickAndOnSpace() throws {
        let (form, host) = makeHost()
        host.click(text: "Wi-Fi")
        #expect(form.isOn)
        host.click(text: "Check")
        #expect(!form.isOn)
        host.press(.space)
        #expect(form.isOn, "the checkbox took focus when clicked; Space toggles it")
    }

    @Test func aSliderFollowsClicksDragsAndArrows() throws {
        let (form, host) = makeHost()
        // The stepper's label starts the 220-point rows the slider shares.
        let rowStart = try #require(host.frame(ofText: "Count 5"))
        let check = try #require(host.frame(ofText: "Check"))
        let sliderY = check.maxY + 12 + 10
        // Three quarters along the travel (the knob's radius in from each end).
        host.click(x: rowStart.x + 10 + 200 * 0.75, y: sliderY)
        #expect(form.level == 75)
        host.press(.right)
        #expect(form.level == 80)
        host.press(.left)
        host.press(.left)
        #expect(form.level == 70)
        host.send(.pointerDown(Point(x: rowStart.x + 10, y: sliderY)))
        host.send(.pointerMove(Point(x: rowStart.x + 60, y: sliderY)))
        host.send(.pointerMove(Point(x: rowStart.x + 300, y: sliderY)))
        host.send(.pointerUp(Point(x: rowStart.x + 300, y: sliderY)))
        host.step()
        #expect(form.level == 100, "dragging past the end stops at the top of the range")
    }

    @Test func aStepperStepsWithinItsBounds() {
        let (form, host) = makeHost()
        host.click(text: "+")
        #expect(form.count == 6)
        host.click(text: "+")
        #expect(form.count == 6)
        host.click(text: "−")
        #expect(form.count == 5)
        #expect(host.texts.contains("Count 5"))
    }

    @Test func aSegmentedPickerSelectsTheClickedOption() {
        let (form, host) = makeHost()
        host.click(text: "Mint")
        #expect(form.flavour == "Mint")
        host.click(text: "Vanilla")
        #expect(form.flavour == "Vanilla")
    }

    @Test func aKeyboardShortcutRunsItsButton() {
        let (form, host) = makeHost()
        host.press(.character("s"), modifiers: .control)
        #expect(form.taps == 1)
        host.press(.character("s"))
        #expect(form.taps == 1, "without the modifier it is not the shortcut")
    }

    @Test func tabMovesFocusInReadingOrderAndDrawsARing() throws {
        let (form, host) = makeHost()
        host.press(.tab)
        host.press(.space)
        #expect(form.isOn, "the first control is the Wi-Fi toggle")
        host.press(.tab, modifiers: .shift)
        host.press(.space)
        #expect(form.taps == 1, "Shift-Tab from the first control wraps to the last, the Save button")
        let ring = host.displayList.graphics.contains {
            if case .border(let color, _) = $0.content { return color.b == 255 && color.r == 0 }
            return false
        }
        #expect(ring)
    }

    @Test func typingWithNothingFocusedChangesNothing() {
        let (form, host) = makeHost()
        host.type("stray")
        #expect(form.name.isEmpty && form.password.isEmpty)
    }

    @Test func buttonsDimWhilePressedAndDestructiveOnesAreRed() throws {
        let host = ViewHost(VStack {
            Button("Delete", role: .destructive) {}
            Button("Go") {}.buttonStyle(.borderedProminent)
        })
        let delete = try #require(host.displayList.graphics.first {
            if case .text(let run) = $0.content { return run.string == "Delete" }
            return false
        })
        if case .text(let run) = delete.content { #expect(run.color == RGBA(r: 255, g: 59, b: 48)) }
        let go = try #require(host.frame(ofText: "Go"))
        #expect(host.color(x: Int(go.x) - 6, y: Int(go.midY)) == RGBA(r: 0, g: 122, b: 255))
        host.send(.pointerDown(Point(x: go.midX, y: go.midY)))
        host.step()
        let pressed = try #require(host.displayList.graphics.first { $0.frame == go })
        #expect(pressed.opacity < 1)
    }
}
