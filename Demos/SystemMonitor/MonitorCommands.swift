import Trellis

/// The app's menu items: View ▸ Refresh Rate, and Help ▸ About in a sheet.
struct MonitorCommands: Commands {
    @Binding var isShowingAbout: Bool

    var body: some Commands {
        CommandGroup(after: .toolbar) {
            RefreshRatePicker()
        }
        CommandGroup(replacing: .appInfo) {
            Button("About System Monitor") { isShowingAbout = true }
        }
    }
}

/// The refresh rates as a submenu with the chosen one ticked.
struct RefreshRatePicker: View {
    @AppStorage(RefreshRate.storageKey) private var rate = RefreshRate.oneSecond

    var body: some View {
        Picker("Refresh Rate", selection: $rate) {
            ForEach(RefreshRate.allCases) { rate in
                Text(rate.title).tag(rate)
            }
        }
    }
}
