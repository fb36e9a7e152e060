import Foundation
import Testing
import Trellis
import TrellisTesting

/// A settings window as a desktop app would have it: sections of switches,
/// fields, pickers, a slider, a stepper, values, and a disclosure group.
private struct SettingsForm: View {
    @State private var name = "Ada's Laptop"
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var appearance = 0
    @State private var textSize = 0.4
    @State private var lockAfter = 5
    @State private var showsAdvanced = true

    var body: some View {
        Form {
            Section {
                TextField("Computer name", text: $name)
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
            } header: {
                Text("Network")
            } footer: {
                Text("Other computers on the network see this name.")
            }
            Section("Appearance") {
                Picker("Theme", selection: $appearance) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                    Text("Auto").tag(2)
                }
                // The goldens were drawn with segments, the old default.
                .pickerStyle(.segmented)
                Slider(value: $textSize) { Text("Text size") }
                Stepper("Lock after \(lockAfter) min", value: $lockAfter, in: 1...60)
            }
            Section("About") {
                LabeledContent("Version", value: "1.0 (42)")
                DisclosureGroup("Details", isExpanded: $showsAdvanced) {
                    Text("Built with Trellis")
                }
            }
        }
    }
}

@MainActor
@Suite struct FormGoldenTests {
    @Test func aColumnsSettingsFormMatchesItsGolden() {
        let host = ViewHost(SettingsForm(), width: 560, height: 480)
        #expect(host.texts.contains("Computer name"))
        expectMatchesGolden(host, named: "form-columns-light")
    }

    @Test func aGroupedSettingsFormMatchesItsGoldenInLightAndDark() {
        let light = ViewHost(SettingsForm().formStyle(.grouped), width: 560, height: 620)
        #expect(light.texts.contains("Computer name"))
        expectMatchesGolden(light, named: "form-grouped-light")
        let dark = ViewHost(SettingsForm().formStyle(.grouped).preferredColorScheme(.dark), width: 560, height: 620)
        expectMatchesGolden(dark, named: "form-grouped-dark")
    }

    @Test func aColumnsSettingsFormMatchesItsGoldenInDark() {
        let host = ViewHost(SettingsForm().preferredColorScheme(.dark), width: 560, height: 480)
        #expect(host.texts.contains("Computer name"))
        expectMatchesGolden(host, named: "form-columns-dark")
    }
}
