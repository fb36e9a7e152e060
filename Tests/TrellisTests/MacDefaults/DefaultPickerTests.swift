import Testing
import Trellis
import TrellisTesting

private struct FontSizePicker: View {
    @State private var size = 12

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Size", selection: $size) {
                ForEach(0..<101) { Text("\($0) pt").tag($0) }
            }
            Text("Chosen \(size)")
        }
        .padding(20)
        .frame(width: 500, height: 400, alignment: .topLeading)
    }
}

private struct AppearancePicker: View {
    @State private var scheme = "Auto"
    let style: Style
    enum Style { case automatic, menu, segmented }

    var body: some View {
        let picker = Picker("Appearance", selection: $scheme) {
            Text("Light").tag("Light")
            Text("Dark").tag("Dark")
            Text("Auto").tag("Auto")
        }
        return Group {
            switch style {
            case .automatic: picker.pickerStyle(.automatic)
            case .menu: picker.pickerStyle(.menu)
            case .segmented: picker.pickerStyle(.segmented)
            }
        }
        .padding(20)
        .frame(width: 500, height: 300, alignment: .topLeading)
    }
}

/// A picker with no style is a pop-up button on a Mac.
@MainActor
@Suite struct DefaultPickerTests {
    // Apple, PickerStyle.automatic: "On macOS, the default is a pop-up button."
    @Test func aPickerWithNoStyleShowsOnlyTheChosenOption() {
        let host = ViewHost(FontSizePicker(), width: 500, height: 400)
        host.step(frames: 2)
        #expect(host.texts.contains("Size"))
        #expect(host.texts.contains("12 pt"))
        #expect(!host.texts.contains("0 pt"), "one face, not 101 segments: \(host.texts.prefix(8))")
        #expect(!host.texts.contains("100 pt"))
    }

    // Apple, MenuPickerStyle: "presents the options as a menu when the user presses a button".
    @Test func clickingTheDefaultPickerOpensAMenuAndChoosingSetsTheSelection() throws {
        let host = ViewHost(FontSizePicker(), width: 500, height: 400)
        host.click(text: "12 pt")
        host.step(frames: 10)
        #expect(host.texts.contains("0 pt") && host.texts.contains("13 pt"), "the menu lists the options")
        host.click(text: "13 pt")
        host.step(frames: 10)
        #expect(host.texts.contains("Chosen 13"))
        #expect(!host.texts.contains("0 pt"), "choosing closes the menu")
        #expect(host.texts.contains("13 pt"), "the button shows the new choice")
    }

    // Apple, PickerStyle.menu: "The button itself indicates the selected option."
    @Test func automaticAndMenuStylesShowTheSelectionAndSegmentedShowsAll() {
        for style in [AppearancePicker.Style.automatic, .menu] {
            let host = ViewHost(AppearancePicker(style: style), width: 500, height: 300)
            host.step(frames: 2)
            #expect(host.texts.contains("Auto"), "\(style)")
            #expect(!host.texts.contains("Light") && !host.texts.contains("Dark"), "\(style): \(host.texts)")
        }
        let segmented = ViewHost(AppearancePicker(style: .segmented), width: 500, height: 300)
        segmented.step(frames: 2)
        #expect(["Light", "Dark", "Auto"].allSatisfy(segmented.texts.contains))
    }

    // Apple, PickerStyle.automatic: the default style applies "in a standard view"; a form's too.
    @Test func aPickerInAFormIsAPopUpButtonToo() {
        struct Settings: View {
            @State private var unit = "cm"
            var body: some View {
                Form {
                    Picker("Units", selection: $unit) {
                        Text("Centimetres").tag("cm")
                        Text("Inches").tag("in")
                    }
                }
                .frame(width: 400, height: 200)
            }
        }
        let host = ViewHost(Settings(), width: 400, height: 200)
        host.step(frames: 2)
        #expect(host.texts.contains("Units"))
        #expect(host.texts.contains("Centimetres"))
        #expect(!host.texts.contains("Inches"))
    }
}
