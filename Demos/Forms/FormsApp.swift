import Trellis

@main struct FormsApp: App {
    var body: some Scene {
        WindowGroup("Settings") { SettingsView() }
            .defaultSize(width: 640, height: 720)
    }
}

/// A settings window: a grouped form of sections, each a box of rows.
struct SettingsView: View {
    enum Theme: String, CaseIterable, Identifiable {
        case light = "Light", dark = "Dark", automatic = "Automatic"
        var id: Self { self }
    }

    @State private var computerName = "Ada's Laptop"
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var theme = Theme.automatic
    @State private var textSize = 0.4
    @State private var lockAfter = 5
    @State private var showsDetails = false
    @State private var quietHours = true
    /// Whether a screen reader is on the version, where Release Notes sends it.
    @AccessibilityFocusState private var readsVersion: Bool
    // A fixed day rather than now, so the headless screenshot is the same every day.
    @State private var quietUntil = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 9, minute: 41)) ?? Date()

    var body: some View {
        Form {
            Section {
                TextField("Computer name", text: $computerName)
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
            } header: {
                Text("Network")
            } footer: {
                Text("Other computers on the network see this name.")
            }
            Section("Appearance") {
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.radioGroup)
                Slider(value: $textSize) { Text("Text size") }
                Stepper("Lock after \(lockAfter) min", value: $lockAfter, in: 1...60)
            }
            Section("Focus") {
                Toggle("Do Not Disturb", isOn: $quietHours)
                DatePicker("Until", selection: $quietUntil, displayedComponents: [.date, .hourAndMinute])
                    .datePickerStyle(.graphical)
                    .disabled(!quietHours)
            }
            Section("About") {
                LabeledContent("Version", value: "1.0 (42)")
                    .accessibilityFocused($readsVersion)
                DisclosureGroup("Details", isExpanded: $showsDetails) {
                    LabeledContent("Renderer", value: "SDL2 and Cairo")
                    LabeledContent("Toolkit", value: "Trellis")
                }
                ControlGroup {
                    Button("Check for Updates") {
                        // Nothing on screen changes, so a screen reader user hears the answer instead.
                        AccessibilityNotification.Announcement("Trellis 1.0 is up to date").post()
                    }
                    Button("Release Notes") {
                        // The notes are online; a screen reader is sent to the version they are for.
                        readsVersion = true
                    }
                }
            }
        }
        .formStyle(.grouped)
        .navigationTitle("Settings")
    }
}
