import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct FormTests {
    private func frame(_ text: String, in host: ViewHost<some View>) throws -> CGRect {
        try #require(host.frame(ofText: text), "no text \(text) in \(host.texts)")
    }

    /// Rounded to a hundredth of a point, so edges computed along different sums compare equal.
    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The leftmost drawn thing on the row of `label`, right of the label: where its control starts.
    private func controlStart(rightOf label: CGRect, in host: ViewHost<some View>) -> Double? {
        var start: Double?
        for graphic in host.displayList.graphics {
            let frame = graphic.frame
            guard frame.minX > label.maxX, frame.minY <= label.midY, frame.maxY >= label.midY else { continue }
            start = min(start ?? frame.minX, frame.minX)
        }
        return start
    }

    struct Settings: View {
        @State private var name = "Ada"
        @State private var notify = true
        @State private var size = 1
        @State private var volume = 0.5
        @State private var copies = 2

        var body: some View {
            Form {
                TextField("Name", text: $name)
                Toggle("Send notifications", isOn: $notify)
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                .pickerStyle(.segmented)
                Slider(value: $volume) { Text("Volume") }
                Stepper("Copies", value: $copies, in: 1...9)
                LabeledContent("Version", value: "2.1")
            }
        }
    }

    @Test func labelsEndAtOneLineAndControlsStartAtTheNext() throws {
        let host = ViewHost(Settings(), width: 600, height: 400)
        let labels = try ["Name", "Send notifications", "Size", "Volume", "Copies", "Version"].map { try frame($0, in: host) }
        let trailing = Set(labels.map { rounded($0.maxX) })
        #expect(trailing.count == 1, "labels end together: \(labels.map(\.maxX))")
        #expect(labels.map(\.minY) == labels.map(\.minY).sorted(), "rows go down in order")
        let widest = try frame("Send notifications", in: host)
        #expect(widest.minX == 20, "the widest label starts at the form's padding")
        // A slider's track starts half a knob in from its frame, so its row is left out here.
        let starts = labels.enumerated().filter { $0.offset != 3 }.compactMap { controlStart(rightOf: $0.element, in: host) }.map(rounded)
        #expect(starts.count == labels.count - 1, "every row has a control")
        #expect(Set(starts).count == 1, "controls start together: \(starts) after \(labels.map(\.maxX))")
        #expect(starts[0] == rounded(widest.maxX + 8))
        #expect(try rounded(frame("2.1", in: host).minX) == starts[0])
        #expect(!host.texts.contains { $0 == "Name" && host.texts.filter { $0 == "Name" }.count > 1 },
                "the title is the label, not also the placeholder")
    }

    @Test func theLabelColumnFollowsALabelThatGrows() throws {
        struct Growing: View {
            @State private var copies = 9
            @State private var on = false
            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $on)
                    Stepper("Copies: \(copies)", value: $copies, in: 1...100000)
                }
            }
        }
        let host = ViewHost(Growing(), width: 500, height: 200)
        let before = try frame("Wi-Fi", in: host).maxX
        #expect(rounded(before) == rounded(try frame("Copies: 9", in: host).maxX))
        host.click(text: "+")
        host.click(text: "+")
        let after = try frame("Wi-Fi", in: host).maxX
        #expect(after > before, "the column widened for \"Copies: 11\"")
        #expect(rounded(after) == rounded(try frame("Copies: 11", in: host).maxX), "every label ends at the new column")
    }

    @Test func controlsInAFormStillWork() throws {
        let host = ViewHost(Settings(), width: 600, height: 400)
        host.click(text: "Small")
        let name = try frame("Name", in: host)
        host.click(x: name.maxX + 8 + 60, y: name.midY)
        host.press(.end)
        host.type(" L")
        #expect(host.texts.contains("Ada L"), "\(host.texts)")
        host.click(text: "+")
        #expect(host.texts.contains("Copies"))
    }

    @Test func sectionsShowHeadersAndFootersAroundTheirRows() throws {
        struct Sections: View {
            @State private var on = false
            var body: some View {
                Form {
                    Section("General") {
                        Toggle("Wi-Fi", isOn: $on)
                    }
                    Section {
                        LabeledContent("Model") { Text("Trellis 1") }
                    } header: {
                        Text("About")
                    } footer: {
                        Text("Shown to other devices.")
                    }
                    Section(header: Text("Old"), footer: Text("Still common")) {
                        Text("Plain row")
                    }
                }
            }
        }
        let host = ViewHost(Sections(), width: 500, height: 400)
        let order = ["General", "Wi-Fi", "About", "Model", "Shown to other devices.", "Old", "Plain row", "Still common"]
        let frames = try order.map { try frame($0, in: host) }
        #expect(frames.map(\.minY) == frames.map(\.minY).sorted(), "\(frames.map(\.minY))")
        #expect(try frame("About", in: host).minY - frame("Wi-Fi", in: host).maxY >= 20, "sections stand apart")
        let control = try rounded(frame("Model", in: host).maxX + 8)
        #expect(try rounded(frame("Shown to other devices.", in: host).minX) == control, "a footer sits under the controls")
        #expect(try rounded(frame("Plain row", in: host).minX) == control, "a row without a label goes in the control column")
        #expect(try frame("General", in: host).minX == 20, "a header starts at the form's edge")
    }

    @Test func aGroupedFormDrawsEachSectionAsABoxWithSeparatedRows() throws {
        struct Grouped: View {
            @State private var on = true
            var body: some View {
                Form {
                    Section("Display") {
                        Toggle("Night Shift", isOn: $on)
                        LabeledContent("Resolution", value: "1280 × 800")
                    }
                }
                .formStyle(.grouped)
            }
        }
        let host = ViewHost(Grouped(), width: 500, height: 300)
        let night = try frame("Night Shift", in: host), resolution = try frame("Resolution", in: host)
        let value = try frame("1280 × 800", in: host)
        #expect(night.minX == resolution.minX, "labels start each row")
        #expect(abs(value.maxX - (500 - 24 - 12)) < 0.5, "values end the row, inside the box: \(value)")
        #expect(host.color(x: 10, y: 10) == RGBA(r: 240, g: 240, b: 242), "the form is light grey")
        #expect(host.color(x: 40, y: Int(night.maxY) + 2) == RGBA(r: 255, g: 255, b: 255), "the box is white")
        let between = Int((night.maxY + resolution.minY) / 2)
        let separator = (Int(night.maxY)...Int(resolution.minY)).map { host.color(x: 200, y: $0) }
        #expect(separator.contains { $0.r < 250 }, "a separator line runs between the rows near y \(between)")
        #expect(try frame("Display", in: host).maxY < night.minY - 10)
    }

    @Test func aGroupedFormBoxesRowsOutsideAnySection() throws {
        struct Loose: View {
            @State private var on = true
            var body: some View {
                Form {
                    Toggle("Airplane Mode", isOn: $on)
                    LabeledContent("Battery", value: "80%")
                }
                .formStyle(.grouped)
            }
        }
        let host = ViewHost(Loose(), width: 400, height: 200)
        let airplane = try frame("Airplane Mode", in: host), battery = try frame("Battery", in: host)
        #expect(airplane.minX == 24 + 12 && battery.minX == airplane.minX, "rows sit inside a box")
        #expect(host.color(x: 30, y: Int(airplane.midY)) == RGBA(r: 255, g: 255, b: 255), "the box is white")
        let separator = (Int(airplane.maxY)...Int(battery.minY)).map { host.color(x: 200, y: $0) }
        #expect(separator.contains { $0.r < 250 }, "a separator runs between the rows")
    }

    @Test func aTallFormScrolls() throws {
        struct Tall: View {
            var body: some View {
                Form {
                    ForEach(0..<40, id: \.self) { index in
                        LabeledContent("Row \(index)", value: "\(index)")
                    }
                }
            }
        }
        let host = ViewHost(Tall(), width: 300, height: 200)
        let before = host.frame(ofText: "Row 39")
        #expect(before == nil || before!.minY >= 200, "the last row starts below the window: \(String(describing: before))")
        host.scroll(dx: 0, dy: 2000, x: 150, y: 100)
        host.step(frames: 5)
        let last = try frame("Row 39", in: host)
        #expect(last.maxY <= 200, "scrolled to the end: \(last)")
    }

    @Test func labeledContentOutsideAFormPutsItsLabelFirst() throws {
        let host = ViewHost(LabeledContent("Size") { Text("12 KB") }, width: 300, height: 100)
        let label = try frame("Size", in: host), value = try frame("12 KB", in: host)
        #expect(value.minX == label.maxX + 8)
    }

    /// A WeSplit-like program, as written for SwiftUI.
    struct CheckSplitter: View {
        @State private var checkAmount = ""
        @State private var numberOfPeople = 2
        @State private var tipPercentage = 20
        let tipPercentages = [10, 15, 20, 25, 0]

        var totalPerPerson: Double {
            let peopleCount = Double(numberOfPeople + 2)
            let tipSelection = Double(tipPercentage)
            let orderAmount = Double(checkAmount) ?? 0
            let tipValue = orderAmount / 100 * tipSelection
            return (orderAmount + tipValue) / peopleCount
        }

        var body: some View {
            Form {
                Section {
                    TextField("Amount", text: $checkAmount)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<6) {
                            Text("\($0) people")
                        }
                    }
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Total") {
                    Text(totalPerPerson, format: .number.precision(.fractionLength(2)))
                }
            }
        }
    }

    @Test func aWeSplitLikeFormCompilesAndWorks() throws {
        let host = ViewHost(CheckSplitter(), width: 640, height: 480)
        #expect(host.texts.contains("0.00"), "\(host.texts)")
        let amount = try frame("Amount", in: host)
        host.click(x: amount.maxX + 8 + 60, y: amount.midY)
        host.type("100")
        host.click(text: "10%")
        #expect(host.texts.contains("27.50"), "110 among four: \(host.texts)")
        #expect(try rounded(frame("Amount", in: host).maxX) == rounded(frame("Tip percentage", in: host).maxX))
    }
}
