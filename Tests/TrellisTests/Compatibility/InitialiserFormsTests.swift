import Testing
import Trellis
import TrellisTesting

/// The argument orders real code uses for sliders and steppers, old and new,
/// each resolving to one initialiser.
private struct Forms: View {
    @State private var level = 0.5
    @State private var count = 2

    var body: some View {
        VStack {
            Slider(value: $level)
            Slider(value: $level, in: 0...1)
            Slider(value: $level, in: 0...1, step: 0.1)
            Slider(value: $level, in: 0...1) { Text("New label") }
            Slider(value: $level, in: 0...1, step: 0.1) { Text("Stepped label") }
            Slider(value: $level, in: 0...1, onEditingChanged: { _ in })
            Slider(value: $level, in: 0...1, onEditingChanged: { _ in }) { Text("Old label") }
            Slider(value: $level, in: 0...1, minimumValueLabel: Text("lo"), maximumValueLabel: Text("hi")) { Text("Old values") }
            Stepper("Title", value: $count)
            Stepper("Ranged", value: $count, in: 0...5)
            Stepper(value: $count, in: 0...5) { Text("Trailing label") }
            Stepper(value: $count, in: 0...5, step: 1, onEditingChanged: { _ in }) { Text("Old order") }
            Stepper(value: $count, step: 2) { Text("Unbounded") }
            Stepper { Text("Label first") } onIncrement: { count += 1 } onDecrement: { count -= 1 }
            Stepper("Closures", onIncrement: { count += 1 }, onDecrement: nil)
        }
        .frame(width: 300)
    }
}

@MainActor
@Suite struct InitialiserFormsTests {
    @Test func everyCommonSliderAndStepperFormCompilesAndShowsItsLabels() {
        let host = ViewHost(Forms(), width: 360, height: 900)
        for label in ["New label", "Stepped label", "Old label", "Old values", "lo", "hi", "Title", "Ranged",
                      "Trailing label", "Old order", "Unbounded", "Label first", "Closures"] {
            #expect(host.texts.contains(label), "\(label)")
        }
    }
}
