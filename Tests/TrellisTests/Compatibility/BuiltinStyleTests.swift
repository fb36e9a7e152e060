import Foundation
import Testing
import Trellis
import TrellisTesting

/// Every built-in style and a custom one, side by side: the screenshot this
/// writes (`trellis-styles.png` in the temporary folder) is for looking at.
private struct StyleSheet: View {
    @State private var on = true
    @State private var off = false
    @State private var name = "Ada"
    @State private var level = 0.4

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 8) {
                Button("Automatic") {}.buttonStyle(.automatic)
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Link") {}.buttonStyle(.link)
                Button("Custom") {}.buttonStyle(Stamp())
            }
            HStack(spacing: 16) {
                Toggle("Switch", isOn: $on).toggleStyle(.switch).fixedSize()
                Toggle("Checkbox", isOn: $on).toggleStyle(.checkbox)
                Toggle("Button", isOn: $on).toggleStyle(.button)
                Toggle("Off", isOn: $off).toggleStyle(.button)
            }
            HStack(spacing: 16) {
                Label("Title and icon", systemImage: "star.fill").labelStyle(.titleAndIcon)
                Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
            }
            HStack(spacing: 16) {
                ProgressView(value: 0.6).progressViewStyle(.linear).frame(width: 120)
                ProgressView("Copying", value: 0.6).frame(width: 120)
                ProgressView(value: 0.6).progressViewStyle(.circular)
                ProgressView().progressViewStyle(.circular)
                ProgressView().progressViewStyle(.linear).frame(width: 80)
            }
            HStack(spacing: 16) {
                TextField("Rounded", text: $name).textFieldStyle(.roundedBorder).frame(width: 120)
                TextField("Square", text: $name).textFieldStyle(.squareBorder).frame(width: 120)
                TextField("Plain", text: $name).textFieldStyle(.plain).frame(width: 120)
            }
            HStack(spacing: 16) {
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.green)
                Toggle("Tinted", isOn: $on).toggleStyle(.checkbox).tint(.orange)
                Slider(value: $level).tint(.purple).frame(width: 120)
                Button("Small") {}.controlSize(.small)
                Button("Large") {}.controlSize(.large)
            }
        }
        .padding(16)
    }
}

private struct Stamp: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(.white).padding(6)
            .background(Capsule().fill(configuration.isPressed ? Color.orange : Color.pink))
    }
}

@MainActor
@Suite struct BuiltinStyleTests {
    @Test func everyBuiltInStyleDrawsItsOwnLook() throws {
        let host = ViewHost(StyleSheet(), width: 760, height: 320)
        try host.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("trellis-styles.png"))
        let tint = RGBA(r: 0, g: 122, b: 255), black = RGBA(r: 0, g: 0, b: 0), white = RGBA(r: 255, g: 255, b: 255)
        // A bordered button is a neutral desktop push button: grey, with the text colour.
        #expect(host.textColor(of: "Automatic") == black)
        #expect(host.textColor(of: "Bordered") == black)
        #expect(host.textColor(of: "Prominent") == white)
        #expect(host.textColor(of: "Borderless") == tint)
        #expect(host.textColor(of: "Plain") == black, "a plain button is not tinted")
        #expect(host.textColor(of: "Link") == tint)
        #expect(host.textColor(of: "Custom") == white)

        // Bordered styles pad their label and fill behind it; the others do not.
        let bordered = try #require(host.frame(ofText: "Bordered")), borderless = try #require(host.frame(ofText: "Borderless"))
        #expect(host.color(x: Int(bordered.x) - 6, y: Int(bordered.midY)) != white)
        #expect(host.color(x: Int(borderless.x) - 2, y: Int(borderless.midY)) == white)

        // A toggle in the button style is a prominent button while on, a bordered one while off.
        #expect(host.textColor(of: "Button") == white)
        #expect(host.textColor(of: "Off") == black)

        #expect(host.texts.contains("Title and icon") && host.texts.contains("Title only"))
        #expect(!host.texts.contains("Icon only"))
        #expect(host.texts.contains("Copying"))
    }

    @Test func pickerStylesAreTypesAndTheUnbuiltOnesFallBackToSegments() throws {
        struct Choices: View {
            @State private var flavour = "Mint"
            var body: some View {
                VStack {
                    Picker("Segmented", selection: $flavour) {
                        ForEach(["Mint", "Lime"], id: \.self) { Text($0).tag($0) }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Picker("Menu", selection: $flavour) {
                        ForEach(["Mint", "Lime"], id: \.self) { Text($0).tag($0) }
                    }
                    .pickerStyle(.menu)
                    Text("Chose \(flavour)")
                }
                .pickerStyle(.wheel)
            }
        }
        let host = ViewHost(Choices(), width: 300, height: 160)
        // The segments show both options; the menu picker shows only the choice.
        #expect(host.texts.filter { $0 == "Lime" }.count == 1)
        #expect(host.texts.filter { $0 == "Mint" }.count == 2)
        #expect(Diagnostics.warnings.contains { $0.contains("WheelPickerStyle is drawn as a segmented picker") })
        #expect(!Diagnostics.warnings.contains { $0.contains("MenuPickerStyle is drawn as a segmented picker") })
        let lime = try #require(host.frame(ofText: "Lime"))
        host.click(x: lime.midX, y: lime.midY)
        #expect(host.texts.contains("Chose Lime"))
        #expect(host.texts.filter { $0 == "Lime" }.count == 2)
    }

    @Test func textFieldStylesDrawARoundedASquareOrNoOutline() throws {
        struct Fields: View {
            @State private var text = ""
            var body: some View {
                VStack(spacing: 20) {
                    TextField("Rounded", text: $text).textFieldStyle(.roundedBorder).frame(width: 120)
                    TextField("Square", text: $text).textFieldStyle(.squareBorder).frame(width: 120)
                    TextField("Plain", text: $text).textFieldStyle(.plain).frame(width: 120)
                }
            }
        }
        let host = ViewHost(Fields(), width: 200, height: 160)
        let white = RGBA(r: 255, g: 255, b: 255)
        // The outlined fields inset their text by 6 points: their outline's top-left corner
        // is on the outline only when it is square, and its left edge is drawn either way.
        let rounded = try #require(host.frame(ofText: "Rounded")), square = try #require(host.frame(ofText: "Square"))
        #expect(host.color(x: Int(rounded.x) - 6, y: Int(rounded.y) - 6) == white)
        #expect(host.color(x: Int(rounded.x) - 6, y: Int(rounded.midY)) != white)
        #expect(host.color(x: Int(square.x) - 6, y: Int(square.y) - 6) != white)
        #expect(host.color(x: Int(square.x) - 6, y: Int(square.midY)) != white)
        // The plain field is its text and nothing else, not even an inset.
        let plain = try #require(host.frame(ofText: "Plain"))
        let around = host.pixels(in: Rect(x: plain.x - 8, y: plain.y - 8, width: 136, height: 7))
            + host.pixels(in: Rect(x: plain.x - 8, y: plain.y, width: 7, height: plain.height))
        #expect(around.allSatisfy { $0 == white })
        #expect(host.frame(ofText: "Square").map { $0.x - plain.x } == 6, "only the outlined field insets its text")
    }
}
